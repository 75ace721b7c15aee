// The pickup codes kept for a signal-less station (docs/product.md#the-stations-day): only open paid pickup orders are
// kept, a later read refreshes or drops them, and they go with the session and on a change of user.
import { beforeEach, describe, expect, it } from 'vitest';
import { userFixture } from '@/api/account.fixture';
import {
  DELIVERY_TYPE,
  ORDER_STATUS,
  toOrder,
  type Order,
  type OrderStatus,
  type OrderWire,
} from '@/api/product-order';
import { clearSession, signIn } from './session';
import { findPickupCode, keepPickupCodes, learnPickupCodes, readPickupCodes } from './pickup-codes';

const user = (userCode: string) => userFixture({ userCode });
const station = {
  code: 'ST1',
  name: '幸福里自提点',
  teamCode: 'T1',
  communityCode: 'C1',
  communityName: '幸福里',
  address: '幸福路 1 号',
  leaderName: '王姐',
  phone: '13900139000',
  latitude: 0,
  longitude: 0,
};

function order(orderCode: string, status: OrderStatus, more: Partial<OrderWire> = {}): Order {
  const paid = status !== ORDER_STATUS.unpaid;
  return toOrder({
    storeCode: 'S1',
    storeName: '鲜果铺',
    storeImg: '',
    couponCode: '',
    address: null,
    deliveryType: DELIVERY_TYPE.pickup,
    station,
    items: [
      {
        goodCode: 'G1',
        storeCode: 'S1',
        title: '赣南脐橙',
        img: '',
        specName: '5斤',
        attrs: [],
        price: 29.9,
        deposit: 0,
        num: 2,
      },
    ],
    goodsAmount: 59.8,
    depositAmount: 0,
    freight: 0,
    discount: 0,
    payAmount: 59.8,
    pickupStart: 1_800_000_000_000,
    pickupEnd: 1_800_000_036_000,
    orderCode,
    status,
    remark: '',
    pickupCode: paid ? '12345678' : '',
    checkoutId: '',
    expireTime: null,
    createTime: 1,
    payTime: paid ? 2 : null,
    shipTime: null,
    finishTime: null,
    cancelTime: null,
    cancelReason: null,
    ...more,
  });
}

beforeEach(() => {
  clearSession();
  signIn('tk', user('U1'));
});

describe('the kept pickup codes', () => {
  it('keep only paid pickup orders not handed over: not unpaid, delivered, done or cancelled ones', () => {
    learnPickupCodes(
      [
        order('O1', ORDER_STATUS.toShip),
        order('O2', ORDER_STATUS.toReceive),
        order('O3', ORDER_STATUS.unpaid),
        order('O4', ORDER_STATUS.done),
        order('O5', ORDER_STATUS.cancelled),
        order('O6', ORDER_STATUS.toShip, { deliveryType: DELIVERY_TYPE.delivery, station: null, pickupCode: '' }),
      ],
      { now: 1000 },
    );
    const kept = readPickupCodes();
    expect(kept?.codes.map((c) => c.orderCode).sort()).toEqual(['O1', 'O2']);
    expect(kept?.updatedAt).toBe(1000);
    expect(findPickupCode('O2')).toMatchObject({
      pickupCode: '12345678',
      status: ORDER_STATUS.toReceive,
      storeName: '鲜果铺',
      pickupStart: 1_800_000_000_000,
      station: { name: '幸福里自提点', address: '幸福路 1 号' },
      goods: [{ title: '赣南脐橙', specName: '5斤', num: 2 }],
    });
    // Kept as the storage contract says: `<label>_pickupCodes`, JSON.
    expect(JSON.parse(localStorage.getItem('qihuo_pickupCodes')!)).toMatchObject({ userCode: 'U1', updatedAt: 1000 });
  });

  it('a later read refreshes a code, drops one handed over or cancelled, and a complete read drops what it does not list', () => {
    learnPickupCodes(
      [order('O1', ORDER_STATUS.toShip), order('O2', ORDER_STATUS.toShip), order('O3', ORDER_STATUS.toShip)],
      { now: 1000 },
    );
    // An order page: O1's goods have arrived; O2 was handed over.
    learnPickupCodes([order('O1', ORDER_STATUS.toReceive)], { now: 2000 });
    learnPickupCodes([order('O2', ORDER_STATUS.done)], { now: 3000 });
    expect(readPickupCodes()?.codes.map((c) => [c.orderCode, c.status, c.seenAt])).toEqual([
      ['O1', ORDER_STATUS.toReceive, 2000],
      ['O3', ORDER_STATUS.toShip, 1000],
    ]);
    // All the person's open orders, read whole (我的): O3 is no longer among them.
    learnPickupCodes([order('O1', ORDER_STATUS.toReceive)], { now: 4000, complete: true });
    expect(readPickupCodes()?.codes.map((c) => c.orderCode)).toEqual(['O1']);
    learnPickupCodes([], { now: 5000, complete: true });
    expect(readPickupCodes()).toMatchObject({ codes: [], updatedAt: 5000 });
  });

  it('go on logout (the session cleared)', () => {
    learnPickupCodes([order('O1', ORDER_STATUS.toShip)]);
    expect(readPickupCodes()?.codes).toHaveLength(1);
    clearSession();
    expect(localStorage.getItem('qihuo_pickupCodes')).toBeNull();
    expect(readPickupCodes()).toBeNull();
  });

  it('go when another user signs in, stay for the same user, and are never shown to another', () => {
    learnPickupCodes([order('O1', ORDER_STATUS.toShip)]);
    signIn('tk2', user('U1'));
    expect(findPickupCode('O1')?.pickupCode).toBe('12345678');
    signIn('tk3', user('U2'));
    expect(localStorage.getItem('qihuo_pickupCodes')).toBeNull();
    expect(findPickupCode('O1')).toBeUndefined();
    // A list stored for someone else (written by an older version, say) is not shown, and U2's starts afresh.
    localStorage.setItem(
      'qihuo_pickupCodes',
      JSON.stringify(keepPickupCodes(null, 'U1', [order('O1', ORDER_STATUS.toShip)], 1)),
    );
    expect(readPickupCodes()).toBeNull();
    learnPickupCodes([order('O9', ORDER_STATUS.toShip)]);
    expect(readPickupCodes()?.codes.map((c) => c.orderCode)).toEqual(['O9']);
  });

  it('nothing is kept with no one signed in, and a corrupt value is dropped', () => {
    clearSession();
    learnPickupCodes([order('O1', ORDER_STATUS.toShip)]);
    expect(localStorage.getItem('qihuo_pickupCodes')).toBeNull();
    signIn('tk', user('U1'));
    localStorage.setItem(
      'qihuo_pickupCodes',
      JSON.stringify({ userCode: 'U1', updatedAt: 1, codes: [{ orderCode: 'O1' }] }),
    );
    expect(readPickupCodes()).toBeNull();
    expect(localStorage.getItem('qihuo_pickupCodes')).toBeNull();
  });
});
