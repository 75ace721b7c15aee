// Choosing what to buy: the first spec in stock, quantities within stock, the per-person limit and the
// cart's line maximum, when a good cannot be bought, and the checkout line.
import { describe, expect, it } from 'vitest';
import {
  buyBlock,
  choiceLabel,
  clampQuantity,
  defaultAttrs,
  defaultSpec,
  initialChoice,
  maxQuantity,
} from './purchase';

const spec = (name: string, stock: number) => ({ name, priceFen: 1000, stock });

describe('the first choice', () => {
  it('takes the first spec in stock, else the first spec', () => {
    expect(defaultSpec([spec('小份', 0), spec('标准装', 3)])?.name).toBe('标准装');
    expect(defaultSpec([spec('小份', 0), spec('标准装', 0)])?.name).toBe('小份');
    expect(defaultSpec([])).toBeUndefined();
  });

  it('takes the first item of every attribute, and one piece', () => {
    expect(
      defaultAttrs([
        { name: '处理方式', items: ['整只', '切块'] },
        { name: '空', items: [] },
      ]),
    ).toEqual({ 处理方式: '整只' });
    expect(initialChoice({ specList: [spec('500g', 5)], goodAttr: [{ name: '口味', items: ['原味'] }] })).toEqual({
      specName: '500g',
      attrs: { 口味: '原味' },
      num: 1,
    });
  });
});

describe('maxQuantity', () => {
  it('is the stock when nothing else is lower', () => {
    expect(maxQuantity(spec('a', 7), 0)).toEqual({ max: 7, cap: 'stock' });
    expect(maxQuantity(spec('a', 7), 10)).toEqual({ max: 7, cap: 'stock' });
  });

  it('is the per-person limit when it is lower than the stock', () => {
    expect(maxQuantity(spec('a', 50), 3)).toEqual({ max: 3, cap: 'limit' });
  });

  it('is the cart line maximum (99) for a large stock without a limit', () => {
    expect(maxQuantity(spec('a', 500), 0)).toEqual({ max: 99, cap: 'line' });
    expect(maxQuantity(spec('a', 500), 120)).toEqual({ max: 99, cap: 'line' });
  });

  it('is 0 for a sold-out spec or none', () => {
    expect(maxQuantity(spec('a', 0), 3).max).toBe(0);
    expect(maxQuantity(undefined, 3).max).toBe(0);
  });
});

describe('clampQuantity', () => {
  it('holds a quantity between 1 and max', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-2, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });

  it('is 0 when nothing can be bought', () => {
    expect(clampQuantity(2, 0)).toBe(0);
  });
});

describe('buyBlock', () => {
  const now = 1_000_000;
  it('blocks a sold-out good and a group-buy past its cut-off', () => {
    expect(buyBlock({ stock: 0, groupBuy: false, cutoffTime: null }, now)).toBe('soldOut');
    expect(buyBlock({ stock: 5, groupBuy: true, cutoffTime: now }, now)).toBe('closed');
    expect(buyBlock({ stock: 5, groupBuy: true, cutoffTime: now + 1 }, now)).toBeNull();
    expect(buyBlock({ stock: 5, groupBuy: false, cutoffTime: null }, now)).toBeNull();
  });
});

describe('labels', () => {
  it('shows the spec and attributes chosen', () => {
    const choice = { specName: '6枚装', attrs: { 处理方式: '切块' }, num: 2 };
    expect(choiceLabel(choice)).toBe('6枚装 · 切块');
  });
});
