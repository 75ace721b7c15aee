// One rule for when goods can be picked up (有机菠菜 said 明日 10:00 后自提 on its card and in the cart,
// 明天 16:00–20:00 at checkout and on the order).
import { describe, expect, it } from 'vitest';
import { defaultPickupStart, orderPickupWindow, pickupWindowFrom } from './pickup-window';
import { saleTimes } from '@/components/sale-times';
import { pickupReadyFrom } from '@/features/cart/cart-totals';
import { chinaTime } from './china-time';

const at = (day: number, h: number, m = 0) => chinaTime(2026, 11, day, h, m);

describe('pickup window', () => {
  it('a group-buy good picked up from 10:00 tomorrow makes an order window that opens at 10:00 tomorrow, as its card says', () => {
    const now = at(21, 9);
    const pickupTime = at(22, 10);
    const window = orderPickupWindow(now, [pickupTime]);
    expect(window).toEqual({ start: at(22, 10), end: at(22, 20) });
    expect(saleTimes(at(21, 22), pickupTime, now, 'zh-CN')?.pickupAt).toBe('明日 10:00');
  });

  it('goods without their own time come at 16:00 the day after (a day later after 22:00); the last good opens the window', () => {
    expect(defaultPickupStart(at(21, 21, 59))).toBe(at(22, 16));
    expect(defaultPickupStart(at(21, 22))).toBe(at(23, 16));
    expect(orderPickupWindow(at(21, 9))).toEqual({ start: at(22, 16), end: at(22, 20) });
    expect(orderPickupWindow(at(21, 9), [at(22, 10), null]).start).toBe(at(22, 16));
    expect(orderPickupWindow(at(21, 9), [at(22, 10), at(22, 14)]).start).toBe(at(22, 14));
  });

  it('stays open four hours, and at least until 20:00', () => {
    expect(pickupWindowFrom(at(22, 18))).toEqual({ start: at(22, 18), end: at(22, 22) });
    expect(pickupWindowFrom(at(22, 10)).end).toBe(at(22, 20));
  });

  it("the cart's footer says the checkout's opening, not only the latest group-buy time", () => {
    const now = at(21, 9);
    const line = (pickupTime: number | null) =>
      ({ pickupTime }) as Parameters<typeof pickupReadyFrom>[0]['selectArr'][number];
    expect(pickupReadyFrom({ selectArr: [line(at(22, 10))], selectLongTime: at(22, 10) }, now)).toBe(at(22, 10));
    expect(pickupReadyFrom({ selectArr: [line(at(22, 10)), line(null)], selectLongTime: at(22, 10) }, now)).toBe(
      at(22, 16),
    );
    expect(pickupReadyFrom({ selectArr: [line(null)], selectLongTime: null }, now)).toBeNull();
  });
});
