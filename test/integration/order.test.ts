// Orders against the running mock: paging, commit from the cart, chosen attributes kept on the order lines,
// cancel / confirm / delete state changes, addresses, coupons.
import { beforeAll, describe, expect, it } from 'vitest';
import { commitOrder, previewOrder } from '@/api/app-mall-order';
import { cartCount, editCart, listCart } from '@/api/cart';
import { cancelOrder, DELIVERY_TYPE, getOrder, listOrders, ORDER_STATUS } from '@/api/product-order';
import { confirmOrder, removeOrder } from '@/api/good-order';
import { getDefaultAddress, listAddresses, removeAddress, saveAddress, setDefaultAddress } from '@/api/address';
import { COUPON_STATUS, listCoupons } from '@/api/coupon';
import type { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { ownMockPerFile } from './own-mock';
import { logIn } from './session';

// Exact counts of the demo resident's cart and orders: this file's own mock, untouched by other files.
ownMockPerFile();

describe('orders', () => {
  beforeAll(async () => {
    await logIn();
  });

  it('pages the order list with a 0-based pageIndex', async () => {
    const first = await listOrders({ pageIndex: 0 });
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const second = await listOrders({ pageIndex: 1 });
    expect(second.list.length).toBe(first.total - 10);
    expect(second.list.some((o) => first.list.some((f) => f.orderCode === o.orderCode))).toBe(false);
    expect(Number.isInteger(first.list[0]!.payFen)).toBe(true);
  });

  it('commits an order from cart lines: totals in fen, the lines leave the cart, the order heads the list', async () => {
    const edit = await editCart({ goodCode: 'P004', specName: '', num: 2 });
    const draft = await previewOrder({ cartCodes: [edit.code], deliveryType: DELIVERY_TYPE.delivery });
    expect(draft.items[0]!.num).toBe(2);
    expect(draft.payFen).toBe(draft.goodsFen + draft.depositFen + draft.freightFen - draft.discountFen);
    expect(draft.address).not.toBeNull();
    await listOrders({ pageIndex: 0 }); // cached: the new order must still show afterwards
    const countBefore = await cartCount();
    const order = (
      await commitOrder(
        { cartCodes: [edit.code], deliveryType: DELIVERY_TYPE.delivery, remark: '放门口' },
        `it-${Date.now()}`,
      )
    )[0]!;
    expect(order.status).toBe(ORDER_STATUS.unpaid);
    expect(order.payFen).toBe(draft.payFen);
    expect(await cartCount()).toBe(countBefore - 1); // the ordered line left the cart (the count is of lines)
    expect((await listCart()).flatMap((g) => g.children).some((c) => c.code === edit.code)).toBe(false);
    expect((await listOrders({ pageIndex: 0 })).list[0]!.orderCode).toBe(order.orderCode);
  });

  it('an order keeps the chosen attributes of each line, in the list and on its page', async () => {
    const baked = [{ name: '处理方式', value: '去内脏' }];
    const edit = await editCart({ goodCode: 'P004', specName: '', num: 1, attrs: baked });
    const order = (
      await commitOrder({ cartCodes: [edit.code], deliveryType: DELIVERY_TYPE.delivery }, `it-attrs-${Date.now()}`)
    )[0]!;
    expect(order.items[0]!.attrs).toEqual(baked);
    expect(
      (await listOrders({ pageIndex: 0 })).list.find((o) => o.orderCode === order.orderCode)!.items[0]!.attrs,
    ).toEqual(baked);
    expect((await getOrder(order.orderCode)).items[0]!.attrs).toEqual(baked);
    // Seeded orders of goods with attributes carry the choice too (the first item); others carry none.
    expect((await getOrder('O20002')).items.every((i) => Array.isArray(i.attrs))).toBe(true);
  });

  it('cancel, confirm and delete change the state, and refuse the wrong state', async () => {
    const unpaid = await getOrder('O20001');
    expect(unpaid.status).toBe(ORDER_STATUS.unpaid);
    expect((await cancelOrder('O20001')).status).toBe(ORDER_STATUS.cancelled);
    expect((await getOrder('O20001')).status).toBe(ORDER_STATUS.cancelled);

    await expect(confirmOrder('O20002')).rejects.toMatchObject({ kind: 'server', code: 4011 });
    expect((await confirmOrder('O20003')).status).toBe(ORDER_STATUS.done);
    await expect(cancelOrder('O20003')).rejects.toMatchObject({ code: 4010 });

    await removeOrder('O20003');
    const all = await listOrders({ pageIndex: 0, status: ORDER_STATUS.done });
    expect(all.list.some((o) => o.orderCode === 'O20003')).toBe(false);
    const gone = (await getOrder('O20003').catch((e: unknown) => e)) as ApiError;
    expect(gone.code).toBe(4001);
    expect(gone.message).toBe('订单不存在');
    // The refusals toast; the read of a deleted order does not: its page shows its empty state instead.
    expect(dismissToasts()).toEqual(['订单还未发货，不能确认收货', '订单已发货或已结束，不能取消']);
  });

  it('filters orders by status', async () => {
    const shipped = await listOrders({ pageIndex: 0, status: ORDER_STATUS.toReceive });
    expect(shipped.list.every((o) => o.status === ORDER_STATUS.toReceive)).toBe(true);
  });

  it('addresses: add, make default, remove; a bad phone is refused', async () => {
    const added = await saveAddress({
      name: '张三',
      phone: '13712345678',
      province: '浙江省',
      city: '杭州市',
      district: '滨江区',
      detail: '江南大道3888号1幢101',
    });
    expect((await listAddresses()).some((a) => a.code === added.code)).toBe(true);
    await setDefaultAddress(added.code);
    expect((await getDefaultAddress())?.code).toBe(added.code);
    await removeAddress(added.code);
    const rest = await listAddresses();
    expect(rest.some((a) => a.code === added.code)).toBe(false);
    expect(rest.filter((a) => a.isDefault)).toHaveLength(1);
    await expect(
      saveAddress({
        name: '张三',
        phone: '12345',
        province: '浙江省',
        city: '杭州市',
        district: '滨江区',
        detail: 'x',
      }),
    ).rejects.toMatchObject({ code: 5001, message: '手机号格式不正确' });
    expect(dismissToasts()).toEqual(['手机号格式不正确']);
  });

  it('lists coupons in fen and by status', async () => {
    const usable = await listCoupons(COUPON_STATUS.usable);
    expect(usable.length).toBeGreaterThan(0);
    expect(usable.every((c) => c.status === COUPON_STATUS.usable && Number.isInteger(c.amountFen))).toBe(true);
  });

  it('a coupon shared by the two orders of a checkout stays used while one of them lives, and each order says so', async () => {
    const a = await editCart({ goodCode: 'P021', specName: '', num: 1 });
    const b = await editCart({ goodCode: 'P006', specName: '', num: 1 });
    const [first, second] = await commitOrder(
      { cartCodes: [a.code, b.code], deliveryType: DELIVERY_TYPE.pickup, communityCode: 'C001', couponCode: 'Q001' },
      `it-shared-${Date.now()}`,
    );
    expect(first!.couponSharedWith).toEqual([second!.orderCode]);
    expect(second!.couponSharedWith).toEqual([first!.orderCode]);
    // Cancelling one: the coupon stays used (the other order still uses it), and the cancelled order says with which.
    const cancelled = await cancelOrder(first!.orderCode);
    expect(cancelled).toMatchObject({ status: ORDER_STATUS.cancelled, couponSharedWith: [second!.orderCode] });
    expect((await listCoupons(COUPON_STATUS.used)).map((c) => c.code)).toContain('Q001');
    expect((await getOrder(second!.orderCode)).couponSharedWith).toEqual([]);
    // Cancelling the other: now it comes back, and neither order shares it any more.
    await cancelOrder(second!.orderCode);
    expect((await listCoupons(COUPON_STATUS.usable)).map((c) => c.code)).toContain('Q001');
    expect((await getOrder(first!.orderCode)).couponSharedWith).toEqual([]);
  });
});
