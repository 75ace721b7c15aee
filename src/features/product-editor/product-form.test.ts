// The product draft's rules (required fields, price or specs, spec and attribute rows), the draft in
// fen as sent, a published product back into a draft, and moving rows.
import { describe, expect, it } from 'vitest';
import type { MyProduct } from '@/api/product';
import type { ProductDraftState } from '@/state/product-draft';
import {
  draftFromProduct,
  emptyProductDraft,
  hasErrors,
  isBlankDraft,
  moveItem,
  productErrors,
  stockErrorNow,
  toProductDraft,
} from './product-form';

const cover = [{ uid: 'F1', name: 'c.jpg', url: 'http://h/uploads/F1' }];
const base: ProductDraftState = {
  ...emptyProductDraft(),
  categoryCode: 'G01',
  title: ' 赣南脐橙 ',
  price: '19.9',
  img: cover[0]!.url,
  cover_list: cover,
};
const spec = (name: string, price: string, stock = '') => ({ key: name || 'k', name, price, stock });

describe('productErrors', () => {
  it('an empty draft asks for category, name, cover and price', () => {
    const e = productErrors(emptyProductDraft());
    expect(e).toEqual({
      categoryCode: 'productEditor.errCategory',
      title: 'productEditor.errTitleRequired',
      cover: 'productEditor.errCover',
      price: 'productEditor.errPriceRequired',
      specs: [],
      attrs: [],
    });
    expect(hasErrors(e)).toBe(true);
    expect(isBlankDraft(emptyProductDraft())).toBe(true);
    expect(isBlankDraft(base)).toBe(false);
  });

  it('a filled draft has none; the name is at most 40 characters', () => {
    expect(hasErrors(productErrors(base))).toBe(false);
    expect(productErrors({ ...base, title: '橙'.repeat(40) }).title).toBeUndefined();
    expect(productErrors({ ...base, title: '橙'.repeat(41) }).title).toBe('productEditor.errTitleLength');
  });

  it('the price is yuan above 0 with at most 2 decimals', () => {
    expect(productErrors({ ...base, price: '0' }).price).toBe('productEditor.errPriceInvalid');
    expect(productErrors({ ...base, price: '0.001' }).price).toBe('productEditor.errPriceInvalid');
    expect(productErrors({ ...base, price: 'abc' }).price).toBe('productEditor.errPriceInvalid');
    expect(productErrors({ ...base, price: '0.01' }).price).toBeUndefined();
  });

  it('with specs the price is not asked; each spec needs a unique name, a price and a stock of 0-99999 (empty: 100)', () => {
    const d = {
      ...base,
      price: '',
      specList: [spec('5斤装', '29.9'), spec('', '0'), spec('5斤装', '10', '100000'), spec('10斤', '50', '0')],
    };
    const e = productErrors(d);
    expect(e.price).toBeUndefined();
    expect(e.specs).toEqual([
      {},
      { name: 'productEditor.errSpecName', price: 'productEditor.errSpecPrice' },
      { name: 'productEditor.errSpecDuplicate', stock: 'productEditor.errSpecStock' },
      {},
    ]);
    expect(hasErrors(e)).toBe(true);
  });

  it('an attribute needs a name and at least one choice', () => {
    const e = productErrors({
      ...base,
      goodAttr: [
        { key: 'a', name: '口味', items: ['原味'] },
        { key: 'b', name: ' ', items: [' '] },
      ],
    });
    expect(e.attrs).toEqual([{}, { name: 'productEditor.errAttrName', items: 'productEditor.errAttrItems' }]);
  });

  it('the description is at most 500 characters', () => {
    expect(productErrors({ ...base, details: '好'.repeat(501) }).details).toBe('productEditor.errDetailsLength');
  });
});

describe('toProductDraft', () => {
  it('turns typed yuan into fen, trims, and takes the cover as img', () => {
    const d = toProductDraft({
      ...base,
      imgList: [{ uid: 'F2', name: 'a', url: 'u2' }],
      details: ' 甜 ',
      specList: [spec(' 大果 ', '29.90', ''), spec('小果', '0.07', '5')],
      goodAttr: [{ key: 'a', name: ' 口味 ', items: [' 原味 ', ''] }],
    });
    expect(d).toEqual({
      categoryCode: 'G01',
      title: '赣南脐橙',
      priceFen: 0,
      stock: 100,
      salePlan: null,
      img: 'http://h/uploads/F1',
      imgList: ['u2'],
      details: '甜',
      specList: [
        { name: '大果', priceFen: 2990, stock: 100 },
        { name: '小果', priceFen: 7, stock: 5 },
      ],
      goodAttr: [{ name: '口味', items: ['原味'] }],
    });
    expect(toProductDraft(base).priceFen).toBe(1990);
  });

  it('keeps the line breaks inside the description (only its ends are trimmed)', () => {
    expect(toProductDraft({ ...base, details: '\n 产地：赣州\n保存：冷藏\n\n坏果包赔 \n' }).details).toBe(
      '产地：赣州\n保存：冷藏\n\n坏果包赔',
    );
  });

  it('a product without specs sends its stock (empty: 100); a group-buy its cut-off and pickup hours', () => {
    expect(toProductDraft({ ...base, stock: '30' })).toMatchObject({ priceFen: 1990, stock: 30, salePlan: null });
    expect(toProductDraft({ ...base, stock: '' }).stock).toBe(100);
    expect(toProductDraft({ ...base, groupBuy: true, cutoffHour: '20', pickupHour: '10' }).salePlan).toEqual({
      cutoffHour: 20,
      pickupHour: 10,
    });
  });
});

describe('stock as typed', () => {
  it('1.5 is refused as not whole (never read as 15), -3 as negative, letters as not a number, at the field', () => {
    const errorsOf = (stock: string) =>
      productErrors({ ...base, price: '', specList: [spec('单杯', '6.5', stock)] }).specs[0]!.stock;
    expect(errorsOf('1.5')).toBe('productEditor.errStockWhole');
    expect(errorsOf('-3')).toBe('productEditor.errStockNegative');
    expect(errorsOf('3件')).toBe('productEditor.errStockNumber');
    expect(errorsOf('100000')).toBe('productEditor.errSpecStock');
    expect(errorsOf('15')).toBeUndefined();
    expect(errorsOf('')).toBeUndefined();
    expect(stockErrorNow('')).toBeUndefined();
    expect(stockErrorNow('1.5')).toBe('productEditor.errStockWhole');
  });

  it('a product without specs has a stock field with the same rules', () => {
    expect(productErrors({ ...base, stock: '1.5' }).stock).toBe('productEditor.errStockWhole');
    expect(productErrors({ ...base, stock: '20' }).stock).toBeUndefined();
    expect(hasErrors(productErrors({ ...base, stock: '-1' }))).toBe(true);
  });

  it('a group-buy needs a cut-off and a pickup hour among the choices', () => {
    expect(productErrors({ ...base, groupBuy: true, cutoffHour: '22', pickupHour: '16' }).saleHours).toBeUndefined();
    expect(productErrors({ ...base, groupBuy: true, cutoffHour: '', pickupHour: '16' }).saleHours).toBe(
      'productEditor.errSaleHour',
    );
    expect(productErrors({ ...base, groupBuy: false, cutoffHour: '' }).saleHours).toBeUndefined();
  });
});

describe('draftFromProduct', () => {
  const product = {
    code: 'P9',
    categoryCode: 'G06',
    title: '老酸奶',
    img: 'u/c',
    imgList: ['u/c'],
    details: 'd',
    goodAttr: [{ name: '口味', items: ['原味'] }],
    specList: [{ name: '标准', priceFen: 1250, stock: 100 }],
  } as MyProduct;

  it('a product made from a price alone comes back as the price, without the cover in its gallery', () => {
    const d = draftFromProduct(product, '封面', '图');
    expect(d).toMatchObject({
      code: 'P9',
      categoryCode: 'G06',
      title: '老酸奶',
      price: '12.5',
      specList: [],
      imgList: [],
      cover_list: [{ url: 'u/c' }],
    });
    expect(d.goodAttr).toMatchObject([{ name: '口味', items: ['原味'] }]);
    expect(toProductDraft(d).priceFen).toBe(1250);
  });

  it('a group-buy comes back with its hours, a plain product with its stock', () => {
    const d = draftFromProduct(
      {
        ...product,
        specList: [{ name: '标准', priceFen: 1250, stock: 30 }],
        salePlan: { cutoffHour: 20, pickupHour: 10 },
      },
      '封面',
      '图',
    );
    expect(d).toMatchObject({ stock: '30', groupBuy: true, cutoffHour: '20', pickupHour: '10' });
    expect(draftFromProduct(product, '封面', '图')).toMatchObject({ groupBuy: false });
  });

  it('a product with specs comes back as its specs', () => {
    const d = draftFromProduct(
      { ...product, imgList: ['u/c', 'u/d'], specList: [{ name: '大', priceFen: 1999, stock: 3 }] },
      '封面',
      '图',
    );
    expect(d).toMatchObject({
      price: '',
      specList: [{ name: '大', price: '19.99', stock: '3' }],
      imgList: [{ url: 'u/c' }, { url: 'u/d' }],
    });
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
