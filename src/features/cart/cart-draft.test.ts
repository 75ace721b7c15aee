// The cart draft follows the cart: a line that is gone or cannot be bought leaves the selection, a quantity
// typed for a gone line is dropped, and removed lines leave both.
import { describe, expect, it } from 'vitest';
import { CART_ITEM_STATUS, toCartItem, type CartGroup, type CartItemStatus } from '@/api/cart';
import { draftForLoaded, draftWithout } from './cart-draft';

const line = (code: string, status: CartItemStatus = CART_ITEM_STATUS.onSale) =>
  toCartItem({
    code,
    goodCode: `G${code}`,
    storeCode: 'S1',
    title: code,
    img: '',
    specName: '',
    attrs: [],
    price: 10,
    deposit: 0,
    num: 1,
    stock: status === CART_ITEM_STATUS.onSale ? 50 : 0,
    status,
    limitPerPerson: 0,
    cutoffTime: null,
    pickupTime: null,
  });
const groups: CartGroup[] = [
  { storeCode: 'S1', storeName: 'S1', storeImg: '', children: [line('a'), line('b', CART_ITEM_STATUS.soldOut)] },
];

describe('the cart draft', () => {
  it('after a load, keeps only the lines there: a sold-out one stays unselected but keeps its typed quantity', () => {
    const draft = { selected: ['a', 'b', 'gone'], pending: { a: 3, b: 2, gone: 5 } };
    expect(draftForLoaded(groups, draft)).toEqual({ selected: ['a'], pending: { a: 3, b: 2 } });
  });

  it('after a removal, holds none of the removed lines', () => {
    const draft = { selected: ['a', 'c'], pending: { a: 3, c: 1 } };
    expect(draftWithout(draft, ['a'])).toEqual({ selected: ['c'], pending: { c: 1 } });
    expect(draftWithout(draft, [])).toEqual(draft);
  });
});
