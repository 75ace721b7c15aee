// Cart selection and totals in integer fen, from wire lines in yuan as the API answers them.
import { describe, expect, it } from 'vitest';
import { CART_ITEM_STATUS, toCartItem, type CartGroup, type CartItemStatus } from '@/api/cart';
import { formatFen } from '@/rules/money';
import {
  cartTotals,
  isStoreSelected,
  lineBound,
  lineMax,
  pruneSelection,
  splitCart,
  toggleAll,
  toggleItem,
  toggleStore,
  withPending,
} from './cart-totals';

const line = (
  code: string,
  storeCode: string,
  price: number,
  num: number,
  deposit = 0,
  status: CartItemStatus = CART_ITEM_STATUS.onSale,
) =>
  toCartItem({
    code,
    goodCode: `G${code}`,
    storeCode,
    title: code,
    img: '',
    specName: '',
    attrs: [],
    price,
    deposit,
    num,
    stock: status === CART_ITEM_STATUS.onSale ? 50 : 0,
    status,
    limitPerPerson: 0,
    cutoffTime: null,
    pickupTime: null,
  });
const group = (storeCode: string, ...children: ReturnType<typeof line>[]): CartGroup => ({
  storeCode,
  storeName: storeCode,
  storeImg: '',
  children,
});

describe('cart totals in fen', () => {
  it('0.1 + 0.2 is exactly 0.30', () => {
    const groups = [group('S1', line('a', 'S1', 0.1, 1), line('b', 'S1', 0.2, 1))];
    const t = cartTotals(groups, ['a', 'b']);
    expect(t.selectTotalPrice).toBe(30);
    expect(formatFen(t.selectTotalPrice)).toBe('¥0.30');
  });

  it('19.99 x 3 is 59.97, with deposits kept apart and in the amount to pay', () => {
    const groups = [group('S1', line('a', 'S1', 19.99, 3, 5))];
    const t = cartTotals(groups, ['a']);
    expect(t).toMatchObject({
      selectTotalNum: 3,
      selectTotalProduct: 1,
      selectTotalPrice: 5997,
      selectTotalDeposit: 1500,
      selectTotalPay: 7497,
    });
    expect(formatFen(t.selectTotalPrice)).toBe('¥59.97');
  });

  it('select one, then select all takes every line of every shop; select all again clears', () => {
    const groups = [
      group('S1', line('a', 'S1', 1.5, 2), line('b', 'S1', 3, 1)),
      group('S2', line('c', 'S2', 10.01, 1)),
    ];
    let selected = toggleItem(groups, [], 'b');
    expect(cartTotals(groups, selected)).toMatchObject({
      selectTotalPrice: 300,
      isAllSelect: false,
      selectStoreCode: 'S1',
    });
    selected = toggleAll(groups, selected);
    const all = cartTotals(groups, selected);
    expect(all).toMatchObject({
      isAllSelect: true,
      selectTotalNum: 4,
      selectTotalProduct: 3,
      selectTotalPrice: 300 + 300 + 1001,
    });
    expect(all.selectStores).toEqual(['S1', 'S2']);
    expect(all.selectStoreCode).toBe('');
    expect(toggleAll(groups, selected)).toEqual([]);
  });

  it('a shop toggles all its lines; deselecting a shop leaves the others selected', () => {
    const groups = [group('S1', line('a', 'S1', 1, 1), line('b', 'S1', 2, 1)), group('S2', line('c', 'S2', 4, 1))];
    let selected = toggleStore(groups, ['a'], 'S1');
    expect(isStoreSelected(groups[0]!, selected)).toBe(true);
    selected = toggleAll(groups, []);
    selected = toggleStore(groups, selected, 'S1');
    expect(isStoreSelected(groups[0]!, selected)).toBe(false);
    expect(cartTotals(groups, selected)).toMatchObject({
      selectTotalPrice: 400,
      isAllSelect: false,
      selectStoreCode: 'S2',
    });
  });

  it('removing a selected line takes it out of the selection and the totals', () => {
    const before = [group('S1', line('a', 'S1', 1, 1), line('b', 'S1', 2.5, 2))];
    const selected = toggleAll(before, []);
    const after = [group('S1', line('a', 'S1', 1, 1))];
    const kept = pruneSelection(after, selected);
    expect(kept).toEqual(['a']);
    expect(cartTotals(after, kept)).toMatchObject({ selectTotalPrice: 100, selectTotalNum: 1, isAllSelect: true });
    // Even an unpruned selection never counts a line that is gone.
    expect(cartTotals(after, selected).selectTotalPrice).toBe(100);
  });

  it('a sold-out or delisted line cannot be selected, is set apart, and does not stop select-all', () => {
    const soldOut = line('x', 'S1', 9.9, 1, 0, CART_ITEM_STATUS.soldOut);
    const delisted = line('y', 'S3', 68, 1, 0, CART_ITEM_STATUS.delisted);
    const groups = [group('S1', line('a', 'S1', 2, 1), soldOut), group('S3', delisted)];
    expect(toggleItem(groups, [], 'x')).toEqual([]);
    const all = toggleAll(groups, []);
    expect(all).toEqual(['a']);
    expect(cartTotals(groups, all)).toMatchObject({ isAllSelect: true, selectTotalPrice: 200 });
    expect(cartTotals(groups, ['a', 'x', 'y']).selectTotalPrice).toBe(200);
    const { available, unavailable } = splitCart(groups);
    expect(available.map((g) => g.storeCode)).toEqual(['S1']);
    expect(available[0]!.children.map((c) => c.code)).toEqual(['a']);
    expect(unavailable.map((c) => c.code)).toEqual(['x', 'y']);
    // A cart of only unavailable lines is never "all selected".
    expect(cartTotals([group('S3', delisted)], []).isAllSelect).toBe(false);
  });

  it('shows a quantity not yet confirmed in place and totals it', () => {
    const groups = [group('S1', line('a', 'S1', 0.7, 1))];
    const shown = withPending(groups, { a: 3 });
    expect(shown[0]!.children[0]!.num).toBe(3);
    expect(cartTotals(shown, ['a']).selectTotalPrice).toBe(210);
    expect(groups[0]!.children[0]!.num).toBe(1);
  });

  it('selectLongTime is the latest pickup time among the selected lines that have one', () => {
    const at = (item: ReturnType<typeof line>, pickupTime: number | null) => ({ ...item, pickupTime });
    const groups = [
      group('S1', at(line('a', 'S1', 1, 1), 5_000), at(line('b', 'S1', 1, 1), 9_000), at(line('c', 'S1', 1, 1), null)),
    ];
    expect(cartTotals(groups, ['a', 'c']).selectLongTime).toBe(5_000);
    expect(cartTotals(groups, ['a', 'b', 'c']).selectLongTime).toBe(9_000);
    expect(cartTotals(groups, ['c']).selectLongTime).toBeNull();
    expect(cartTotals(groups, []).selectLongTime).toBeNull();
  });

  it('a line holds at most its stock, 99, and the per-person limit less the other lines of its good', () => {
    const limited = (code: string, num: number) => ({ ...line(code, 'S1', 1, num), goodCode: 'G1', limitPerPerson: 5 });
    const groups = [group('S1', limited('a', 2), limited('b', 1), line('c', 'S1', 1, 1))];
    expect(lineMax(groups, groups[0]!.children[0]!)).toBe(4);
    expect(lineMax(groups, groups[0]!.children[1]!)).toBe(3);
    expect(lineMax(groups, groups[0]!.children[2]!)).toBe(50);
    expect(
      lineMax([group('S1', { ...line('d', 'S1', 1, 1), stock: 500 })], { ...line('d', 'S1', 1, 1), stock: 500 }),
    ).toBe(99);
  });

  it('says what stops a line: the per-person limit (before an equal stock), the stock, or the cap of 99', () => {
    const limited = (code: string, num: number, stock = 50) => ({
      ...line(code, 'S1', 1, num),
      goodCode: 'G1',
      limitPerPerson: 3,
      stock,
    });
    const groups = [group('S1', limited('a', 2), limited('b', 1))];
    expect(lineBound(groups, groups[0]!.children[0]!)).toEqual({ max: 2, by: 'limit' });
    const lowStock = limited('c', 2, 3);
    expect(lineBound([group('S1', lowStock)], lowStock)).toEqual({ max: 3, by: 'limit' });
    const lower = limited('d', 2, 2);
    expect(lineBound([group('S1', lower)], lower)).toEqual({ max: 2, by: 'stock' });
    const many = { ...line('e', 'S1', 1, 1), stock: 500 };
    expect(lineBound([group('S1', many)], many)).toEqual({ max: 99, by: 'cap' });
  });
});
