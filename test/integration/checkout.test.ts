// Checkout and order states against a mock of this file's own (no counts shared with other files):
// one checkout commits once, cancelling gives stock and the coupon back, unpaid orders close by
// themselves, pickup orders carry a valid pickup code and their station, delivery costs a fee below 39;
// chosen attributes reach the order, the per-person limit and a passed cut-off are refused at commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitOrder, previewOrder, type OrderRequest } from '@/api/app-mall-order';
import { CART_ITEM_STATUS, editCart, listCart } from '@/api/cart';
import { COUPON_STATUS, listCoupons } from '@/api/coupon';
import { isPickupCode } from '@/rules/pickup-code';
import { formatChina } from '@/rules/china-time';
import { getProduct } from '@/api/product';
import { cancelOrder, DELIVERY_TYPE, getOrder, listOrders, ORDER_STATUS } from '@/api/product-order';
import { clearRequestCache } from '@/lib/request/client';
import { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { refusedLine } from '@/features/order/checkout';
import { startServer, type RunningServer } from '../../mock/server';
import { logIn } from './session';
import { commitPaid } from './pay';

let own: RunningServer;
const sharedFetch = window.fetch;

beforeAll(async () => {
  own = await startServer({ port: 0 });
  // Every call of this file goes to its own mock (the app's calls are same-origin paths).
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    sharedFetch(typeof input === 'string' && input.startsWith('/') ? `${own.url}${input}` : input, init);
  await logIn();
});
afterAll(async () => {
  window.fetch = sharedFetch;
  await own.close();
});

const pickup = (cartCodes: string[], couponCode?: string): OrderRequest => ({
  cartCodes,
  deliveryType: DELIVERY_TYPE.pickup,
  communityCode: 'C001',
  couponCode,
});

async function stockOf(goodCode: string): Promise<number> {
  return (await getProduct(goodCode)).specList[0]!.stock;
}

describe('checkout', () => {
  it('runs against its own mock', async () => {
    await editCart({ goodCode: 'P010', specName: '', num: 1 });
    expect(own.mock.store.carts.get('U10001')!.some((l) => l.goodCode === 'P010')).toBe(true);
  });

  it('commits one checkout once: a repeated commit is refused and makes no second order', async () => {
    const line = await editCart({ goodCode: 'P014', specName: '', num: 1 });
    const before = (await listOrders({ pageIndex: 0 })).total;
    const order = (await commitOrder(pickup([line.code]), 'checkout-double-1'))[0]!;
    // A commit answers unpaid orders: they are paid through the cashier (docs/product.md#money).
    expect(order.status).toBe(ORDER_STATUS.unpaid);
    expect(order.expireTime).toBeGreaterThan(order.createTime);
    expect(order.checkoutId).toBe('checkout-double-1');

    // The same checkout again (a double tap that got through, a retry after a lost answer).
    const again = await commitOrder(pickup([line.code]), 'checkout-double-1', { silent: true }).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).code).toBe(4013);
    const other = await editCart({ goodCode: 'P013', specName: '', num: 1 });
    await expect(commitOrder(pickup([other.code]), 'checkout-double-1', { silent: true })).rejects.toMatchObject({
      code: 4013,
    });

    const after = await listOrders({ pageIndex: 0 });
    expect(after.total).toBe(before + 1);
    expect(after.list.filter((o) => o.checkoutId === 'checkout-double-1')).toHaveLength(1);
    // The refused commit left its lines in the cart.
    expect((await listCart()).flatMap((g) => g.children).some((c) => c.code === other.code)).toBe(true);
  });

  it('cancelling gives the stock and the coupon back', async () => {
    const stock = await stockOf('P009');
    const line = await editCart({ goodCode: 'P009', specName: '', num: 2 });
    const draft = await previewOrder(pickup([line.code], 'Q001'));
    expect(draft.discountFen).toBe(500);
    const order = (await commitOrder(pickup([line.code], 'Q001'), 'checkout-cancel-1'))[0]!;
    expect(order.payFen).toBe(draft.payFen);
    expect(await stockOf('P009')).toBe(stock - 2);
    expect((await listCoupons(COUPON_STATUS.used)).map((c) => c.code)).toContain('Q001');
    // A used coupon cannot be used again.
    const next = await editCart({ goodCode: 'P017', specName: '', num: 1 });
    await expect(previewOrder(pickup([next.code], 'Q001'), { silent: true })).rejects.toMatchObject({ code: 4006 });

    const cancelled = await cancelOrder(order.orderCode);
    expect(cancelled.status).toBe(ORDER_STATUS.cancelled);
    expect(cancelled.cancelTime).not.toBeNull();
    expect(await stockOf('P009')).toBe(stock);
    expect((await listCoupons(COUPON_STATUS.usable)).map((c) => c.code)).toContain('Q001');
    // A cancelled order cannot be cancelled again.
    await expect(cancelOrder(order.orderCode)).rejects.toMatchObject({ code: 4010 });
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['订单已发货或已结束，不能取消']);
  });

  it('an unpaid order closes by itself at its expiry, with its stock back', async () => {
    const unpaid = await getOrder('O20001');
    expect(unpaid.status).toBe(ORDER_STATUS.unpaid);
    expect(unpaid.expireTime).toBeGreaterThan(Date.now());
    const goodCode = unpaid.items[0]!.goodCode;
    const stock = await stockOf(goodCode);
    // Time passes (longer than the client cache keeps the order): its expiry is now behind us.
    own.mock.store.orders.find((o) => o.orderCode === 'O20001')!.expireTime = Date.now() - 1;
    clearRequestCache();
    const closed = await getOrder('O20001');
    expect(closed.status).toBe(ORDER_STATUS.cancelled);
    expect(closed.expireTime).toBeNull();
    expect(await stockOf(goodCode)).toBe(stock + unpaid.items[0]!.num);
  });

  it('a pickup order carries its station, pickup time and a valid pickup code; delivery costs a fee below 39 yuan', async () => {
    const line = await editCart({ goodCode: 'P018', specName: '', num: 1 });
    const order = await commitPaid(pickup([line.code]), 'checkout-pickup-1');
    expect(isPickupCode(order.pickupCode)).toBe(true);
    expect(order.station).toMatchObject({ communityCode: 'C001', name: expect.stringContaining('自提点') });
    expect(order.pickupStart).toBeGreaterThan(order.createTime);
    expect(order.address).toBeNull();

    const cheap = await editCart({ goodCode: 'P019', specName: '', num: 1 });
    const price = (await getProduct('P019')).specList[0]!.priceFen;
    const delivery = await previewOrder({ cartCodes: [cheap.code], deliveryType: DELIVERY_TYPE.delivery });
    expect(delivery.station).toBeNull();
    expect(delivery.address).not.toBeNull();
    expect(delivery.freightFen).toBe(price < 3900 ? 500 : 0);
    expect(delivery.payFen).toBe(delivery.goodsFen + delivery.depositFen + delivery.freightFen - delivery.discountFen);
    // Pickup without a community previews (no station yet) but does not commit.
    const noStation = await previewOrder({ cartCodes: [cheap.code], deliveryType: DELIVERY_TYPE.pickup });
    expect(noStation.station).toBeNull();
    await expect(
      commitOrder({ cartCodes: [cheap.code], deliveryType: DELIVERY_TYPE.pickup }, 'checkout-nostation', {
        silent: true,
      }),
    ).rejects.toMatchObject({ code: 4016 });
  });

  it('carries the chosen attributes from the cart and from buy-now lines into the preview and the order', async () => {
    const spec = (await getProduct('P103')).specList[0]!.name;
    const cut = [{ name: '处理方式', value: '切块' }];
    const line = await editCart({ goodCode: 'P103', specName: spec, num: 1, attrs: cut });
    const whole = await editCart({ goodCode: 'P103', specName: spec, num: 1 });
    const draft = await previewOrder(pickup([line.code, whole.code]));
    expect(draft.items.map((i) => i.attrs)).toEqual([cut, [{ name: '处理方式', value: '整只' }]]);
    const order = (await commitOrder(pickup([line.code, whole.code]), 'checkout-attrs-1'))[0]!;
    expect(order.items.map((i) => i.attrs)).toEqual(draft.items.map((i) => i.attrs));
    expect((await getOrder(order.orderCode)).items[0]!.attrs).toEqual(cut);
    const direct = await previewOrder({
      lines: [{ goodCode: 'P103', specName: spec, num: 1, attrs: [{ name: '处理方式', value: '去内脏' }] }],
      deliveryType: DELIVERY_TYPE.pickup,
      communityCode: 'C001',
    });
    expect(direct.items[0]!.attrs).toEqual([{ name: '处理方式', value: '去内脏' }]);
  });

  it('refuses more than the per-person limit at commit, over all the lines of a good, naming the line', async () => {
    const orange = await getProduct('P001');
    const lines = [
      { goodCode: 'P001', specName: orange.specList[1]!.name, num: 2 },
      { goodCode: 'P021', specName: '', num: 1 }, // the same shop
      { goodCode: 'P001', specName: orange.specList[0]!.name, num: 2 },
    ];
    const refused = (await commitOrder(
      { lines, deliveryType: DELIVERY_TYPE.pickup, communityCode: 'C001' },
      'checkout-limit-1',
      { silent: true },
    ).catch((e: unknown) => e)) as ApiError;
    expect(refused).toMatchObject({ code: 3008, message: `${orange.title}每人限购3件` });
    expect(refusedLine(refused)).toBe(0);
    expect(own.mock.store.orders.some((o) => o.checkoutId === 'checkout-limit-1')).toBe(false);
    // Within the limit the same checkout commits.
    const order = (
      await commitOrder(
        { lines: lines.slice(0, 2), deliveryType: DELIVERY_TYPE.pickup, communityCode: 'C001' },
        'checkout-limit-1',
      )
    )[0]!;
    expect(order.items.map((i) => i.num)).toEqual([2, 1]);
  });

  it('refuses a group-buy good whose cut-off has passed since the checkout opened, naming it; the rest commits', async () => {
    const lines = (await listCart()).flatMap((g) => g.children);
    const orange = lines.find((c) => c.goodCode === 'P001')!; // a group-buy good (cut-off at 22:00)
    const grapes = lines.find((c) => c.goodCode === 'P021')!; // the same shop, no cut-off
    expect(orange.cutoffTime).not.toBeNull();
    expect(grapes.cutoffTime).toBeNull();
    const req = { ...pickup([orange.code, grapes.code]), checkoutId: 'checkout-cutoff-1' };
    const before = await previewOrder(req);
    // The window opens when the latest good can be picked up, never before.
    expect(before.pickupStart).toBeGreaterThanOrEqual(orange.pickupTime!);
    own.mock.settings.clockOffsetMs = orange.cutoffTime! - Date.now() + 60_000; // a minute past the cut-off
    try {
      const refused = (await commitOrder(req, 'checkout-cutoff-1', { silent: true }).catch(
        (e: unknown) => e,
      )) as ApiError;
      // The cut-off is 22:00 China time, whatever the zone of the server running this (docs/product.md#business-time).
      expect(refused).toMatchObject({
        code: 4017,
        message: `${orange.title}已于${formatChina(orange.cutoffTime!, 'M月D日')} 22:00截单`,
      });
      expect(refusedLine(refused)).toBe(0);
      // Nothing was ordered: the lines stay in the cart, and the preview of this checkout says the same.
      expect(own.mock.store.orders.some((o) => o.checkoutId === 'checkout-cutoff-1')).toBe(false);
      expect(own.mock.store.carts.get('U10001')!.some((l) => l.code === orange.code)).toBe(true);
      await expect(previewOrder(req, { silent: true })).rejects.toMatchObject({ code: 4017 });
      // Without that line the same checkout commits; a new checkout is in the new round.
      const rest = (await commitOrder({ ...req, cartCodes: [grapes.code] }, 'checkout-cutoff-1'))[0]!;
      expect(rest.items.map((i) => i.goodCode)).toEqual(['P021']);
      const next = await previewOrder({ ...pickup([orange.code]), checkoutId: 'checkout-cutoff-2' });
      expect(next.items[0]!.goodCode).toBe('P001');
    } finally {
      own.mock.settings.clockOffsetMs = 0;
    }
  });

  it('lists a sold-out line and a delisted line apart, and refuses to order them', async () => {
    const lines = (await listCart()).flatMap((g) => g.children);
    const soldOut = lines.find((c) => c.status === CART_ITEM_STATUS.soldOut)!;
    const delisted = lines.find((c) => c.status === CART_ITEM_STATUS.delisted)!;
    expect(soldOut.stock).toBe(0);
    expect(delisted.title).toBe('秋月梨礼盒');
    await expect(previewOrder(pickup([soldOut.code]), { silent: true })).rejects.toMatchObject({
      code: 3005,
      message: expect.stringContaining('已售罄'),
    });
    await expect(previewOrder(pickup([delisted.code]), { silent: true })).rejects.toMatchObject({
      code: 2001,
      message: '秋月梨礼盒已下架',
    });
    await expect(editCart({ code: soldOut.code, num: 2 }, { silent: true })).rejects.toMatchObject({ code: 3005 });
  });
});
