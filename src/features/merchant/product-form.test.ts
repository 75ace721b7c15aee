// The product draft's rules (required fields, price or specs, spec and attribute rows), the draft in
// fen as sent, a published product back into a draft, and moving rows.
import { describe, expect, it } from 'vitest';
import type { MyProduct } from '@/api/product';
import type { ProductDraftState } from '@/state/product-draft';
import { draftFromProduct, emptyProductDraft, hasErrors, isBlankDraft, moveItem, productErrors, toProductDraft } from './product-form';

const cover = [{ uid: 'F1', name: 'c.jpg', url: 'http://h/uploads/F1' }];
const base: ProductDraftState = { ...emptyProductDraft(), categoryCode: 'G01', title: ' 赣南脐橙 ', price: '19.9', img: cover[0]!.url, cover_list: cover };
const spec = (name: string, price: string, stock = '') => ({ key: name || 'k', name, price, stock });

describe('productErrors', () => {
  it('an empty draft asks for category, name, cover and price', () => {
    const e = productErrors(emptyProductDraft());
    expect(e).toEqual({ categoryCode: 'merchant.errCategory', title: 'merchant.errTitleRequired', cover: 'merchant.errCover', price: 'merchant.errPriceRequired', specs: [], attrs: [] });
    expect(hasErrors(e)).toBe(true);
    expect(isBlankDraft(emptyProductDraft())).toBe(true);
    expect(isBlankDraft(base)).toBe(false);
  });

  it('a filled draft has none; the name is at most 40 characters', () => {
    expect(hasErrors(productErrors(base))).toBe(false);
    expect(productErrors({ ...base, title: '橙'.repeat(40) }).title).toBeUndefined();
    expect(productErrors({ ...base, title: '橙'.repeat(41) }).title).toBe('merchant.errTitleLength');
  });

  it('the price is yuan above 0 with at most 2 decimals', () => {
    expect(productErrors({ ...base, price: '0' }).price).toBe('merchant.errPriceInvalid');
    expect(productErrors({ ...base, price: '0.001' }).price).toBe('merchant.errPriceInvalid');
    expect(productErrors({ ...base, price: 'abc' }).price).toBe('merchant.errPriceInvalid');
    expect(productErrors({ ...base, price: '0.01' }).price).toBeUndefined();
  });

  it('with specs the price is not asked; each spec needs a unique name, a price and a stock of 0-99999 (empty: 100)', () => {
    const d = { ...base, price: '', specList: [spec('5斤装', '29.9'), spec('', '0'), spec('5斤装', '10', '100000'), spec('10斤', '50', '0')] };
    const e = productErrors(d);
    expect(e.price).toBeUndefined();
    expect(e.specs).toEqual([{}, { name: 'merchant.errSpecName', price: 'merchant.errSpecPrice' }, { name: 'merchant.errSpecDuplicate', stock: 'merchant.errSpecStock' }, {}]);
    expect(hasErrors(e)).toBe(true);
  });

  it('an attribute needs a name and at least one choice', () => {
    const e = productErrors({ ...base, goodAttr: [{ key: 'a', name: '口味', items: ['原味'] }, { key: 'b', name: ' ', items: [' '] }] });
    expect(e.attrs).toEqual([{}, { name: 'merchant.errAttrName', items: 'merchant.errAttrItems' }]);
  });

  it('the description is at most 500 characters', () => {
    expect(productErrors({ ...base, details: '好'.repeat(501) }).details).toBe('merchant.errDetailsLength');
  });
});

describe('toProductDraft', () => {
  it('turns typed yuan into fen, trims, and takes the cover as img', () => {
    const d = toProductDraft({
      ...base, imgList: [{ uid: 'F2', name: 'a', url: 'u2' }], details: ' 甜 ',
      specList: [spec(' 大果 ', '29.90', ''), spec('小果', '0.07', '5')], goodAttr: [{ key: 'a', name: ' 口味 ', items: [' 原味 ', ''] }],
    });
    expect(d).toEqual({
      categoryCode: 'G01', title: '赣南脐橙', priceFen: 0, img: 'http://h/uploads/F1', imgList: ['u2'], details: '甜',
      specList: [{ name: '大果', priceFen: 2990, stock: 100 }, { name: '小果', priceFen: 7, stock: 5 }], goodAttr: [{ name: '口味', items: ['原味'] }],
    });
    expect(toProductDraft(base).priceFen).toBe(1990);
  });
});

describe('draftFromProduct', () => {
  const product = {
    code: 'P9', categoryCode: 'G06', title: '老酸奶', img: 'u/c', imgList: ['u/c'], details: 'd', goodAttr: [{ name: '口味', items: ['原味'] }],
    specList: [{ name: '标准', priceFen: 1250, stock: 100 }],
  } as MyProduct;

  it('a product made from a price alone comes back as the price, without the cover in its gallery', () => {
    const d = draftFromProduct(product, '封面', '图');
    expect(d).toMatchObject({ code: 'P9', categoryCode: 'G06', title: '老酸奶', price: '12.5', specList: [], imgList: [], cover_list: [{ url: 'u/c' }] });
    expect(d.goodAttr).toMatchObject([{ name: '口味', items: ['原味'] }]);
    expect(toProductDraft(d).priceFen).toBe(1250);
  });

  it('a product with specs comes back as its specs', () => {
    const d = draftFromProduct({ ...product, imgList: ['u/c', 'u/d'], specList: [{ name: '大', priceFen: 1999, stock: 3 }] }, '封面', '图');
    expect(d).toMatchObject({ price: '', specList: [{ name: '大', price: '19.99', stock: '3' }], imgList: [{ url: 'u/c' }, { url: 'u/d' }] });
  });
});

describe('moveItem', () => {
  it('moves up and down, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
