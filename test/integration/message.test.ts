// Messages (docs/product.md#the-stations-day) against a mock of this file's own: the backend writes one at each event of a pickup
// order (paid for the resident and the station's leader, arrived with the station and the window in China time,
// handed over), an unpaid order 5 minutes before it closes, a refund done; each person sees and marks only their
// own; a WeChat template the person accepted is sent once, at its event, through the emulated sending API.
import { afterEach, describe, expect, it } from 'vitest';
import { commitOrder } from '@/api/app-mall-order';
import { getConfig } from '@/api/config';
import { listMessages, readMessages, reportSubscribe, unreadCount, type MessageWire } from '@/api/message';
import { cancelOrder } from '@/api/product-order';
import { confirmArrival, handOver } from '@/api/team-pickup';
import { DELIVERY_TYPE } from '@/rules/commerce-states';
import { formatChina } from '@/rules/china-time';
import { clearRequestCache } from '@/lib/request/client';
import { dayOf } from '../../mock/seed/pickup';
import { DEMO_OPENID } from '../../mock/seed/users';
import type { WxSentMessage } from '../../mock/state/wechat-subscribe';
import { ownMockPerFile } from './own-mock';
import { commitPaid, payFor } from './pay';
import { logIn, DEMO_LEADER, RESIDENT } from './session';

const own = ownMockPerFile({ testHooks: true });
const NEIGHBOUR = { phone: '15800158002', password: 'qihuo123' }; // 钱多多
const MINUTE = 60_000;
let checkouts = 0;
const checkoutId = () => `message-test-${(checkouts += 1)}`;

/** All of the caller's messages, every page (newest first). */
async function allMine(): Promise<MessageWire[]> {
  const out: MessageWire[] = [];
  for (let i = 0; ; i += 1) {
    const page = await listMessages(i);
    out.push(...page.list);
    if (page.list.length < 10) return out;
  }
}

async function sent(openid = DEMO_OPENID): Promise<WxSentMessage[]> {
  const res = await window.fetch(`/__wxmsg/sent?openid=${encodeURIComponent(openid)}`);
  return (await res.json()) as WxSentMessage[];
}

/** The demo resident's pickup order at the demo leader's station (西溪诚园, C003, Hangzhou: a Hangzhou shop's good, docs/product.md#business-time), paid. */
const pickupOrder = () =>
  commitPaid(
    { lines: [{ goodCode: 'P008', specName: '', num: 2 }], deliveryType: DELIVERY_TYPE.pickup, communityCode: 'C003' },
    checkoutId(),
  );

afterEach(() => {
  own().mock.settings.clockOffsetMs = 0;
  clearRequestCache();
});

describe('messages at events', () => {
  it('a pickup order: paid (resident) and a station order (leader), arrived with station and window, handed over; newest first, unread counted', async () => {
    await logIn(RESIDENT);
    const before = await unreadCount();
    const order = await pickupOrder();
    const window = `${formatChina(order.pickupStart!, 'M月D日 HH:mm')}-${formatChina(order.pickupEnd!, 'HH:mm')}`;
    let mine = await allMine();
    expect(mine[0]).toMatchObject({
      type: 'paid',
      bizType: 'order',
      bizCode: order.orderCode,
      read: false,
      title: '支付成功',
    });
    expect(mine[0]!.content).toContain(window);
    expect(await unreadCount()).toBe(before + 1);

    await logIn(DEMO_LEADER);
    const leaders = await allMine();
    expect(leaders[0]).toMatchObject({
      type: 'stationOrder',
      bizType: 'pickupDay',
      bizCode: dayOf(order.pickupStart!),
    });
    await confirmArrival(dayOf(order.pickupStart!));
    await handOver(order.pickupCode);

    await logIn(RESIDENT);
    mine = await allMine();
    const arrived = mine.find((m) => m.type === 'arrived' && m.bizCode === order.orderCode)!;
    expect(arrived.content).toContain('西溪诚园');
    expect(arrived.content).toContain(window);
    expect(mine[0]).toMatchObject({ type: 'handedOver', bizType: 'order', bizCode: order.orderCode });
    expect(mine.map((m) => m.createTime)).toEqual([...mine.map((m) => m.createTime)].sort((a, b) => b - a));
    // Every page is 10 but the last; the total and the unread count agree with the pages.
    const first = await listMessages(0);
    expect(first.total).toBe(mine.length);
    expect(first.unread).toBe(mine.filter((m) => !m.read).length);
  });

  it('an unpaid order gets unpaidSoon 5 minutes before it closes, once, on the business clock', async () => {
    await logIn(RESIDENT);
    const [order] = await commitOrder(
      {
        lines: [{ goodCode: 'P008', specName: '', num: 1 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C003',
      },
      checkoutId(),
    );
    const soon = (list: MessageWire[]) => list.filter((m) => m.type === 'unpaidSoon' && m.bizCode === order!.orderCode);
    own().mock.settings.clockOffsetMs = 9 * MINUTE;
    expect(soon(await allMine())).toEqual([]);
    own().mock.settings.clockOffsetMs = 10 * MINUTE + 1000;
    const [reminder] = soon(await allMine());
    expect(reminder).toMatchObject({ bizType: 'order', createTime: order!.expireTime! - 5 * MINUTE });
    expect(reminder!.content).toContain(formatChina(order!.expireTime!, 'HH:mm'));
    own().mock.settings.clockOffsetMs = 20 * MINUTE;
    expect(soon(await allMine())).toHaveLength(1);
  });
});

describe('messages are private', () => {
  it('another person neither sees nor marks mine; read one, then all of mine', async () => {
    await logIn(RESIDENT);
    await pickupOrder();
    const mine = await allMine();
    const unread = mine.filter((m) => !m.read);
    expect(unread.length).toBeGreaterThan(1);

    await logIn(NEIGHBOUR);
    const theirs = await allMine();
    expect(theirs.map((m) => m.messageCode)).not.toContain(unread[0]!.messageCode);
    // Marking someone else's codes is ignored: nothing changes for them, and the answer is the caller's own count.
    const theirUnread = await unreadCount();
    expect(await readMessages(unread.map((m) => m.messageCode))).toBe(theirUnread);

    await logIn(RESIDENT);
    expect(await unreadCount()).toBe(unread.length);
    expect(await readMessages([unread[0]!.messageCode])).toBe(unread.length - 1);
    expect((await allMine()).find((m) => m.messageCode === unread[0]!.messageCode)?.read).toBe(true);
    expect(await readMessages()).toBe(0);
    expect((await allMine()).every((m) => m.read)).toBe(true);
  });
});

describe('WeChat subscribe messages', () => {
  it('accepted templates are sent once, at their event: arrived and refunded', async () => {
    const { subscribeTemplates: tpl } = await getConfig();
    await logIn(RESIDENT);
    const order = await pickupOrder();
    expect(
      await reportSubscribe({
        templateIds: [tpl.arrived, tpl.refunded, 'not-ours'],
        bizType: 'order',
        bizCode: order.orderCode,
      }),
    ).toBe(2);
    const already = (await sent()).length;

    await logIn(DEMO_LEADER);
    await confirmArrival(dayOf(order.pickupStart!));
    const afterArrival = (await sent()).slice(already);
    expect(afterArrival).toHaveLength(1);
    expect(afterArrival[0]).toMatchObject({
      templateId: tpl.arrived,
      openid: DEMO_OPENID,
      page: `/#/pages/order/detail?code=${order.orderCode}`,
    });

    // A second order's arrival: the one acceptance was used.
    await logIn(RESIDENT);
    const second = await pickupOrder();
    await logIn(DEMO_LEADER);
    await confirmArrival(dayOf(second.pickupStart!));
    expect((await sent()).slice(already)).toHaveLength(1);

    // A paid order cancelled: refunded once the channel's time has passed, sent with the refunded template.
    await logIn(RESIDENT);
    const [third] = await commitOrder(
      {
        lines: [{ goodCode: 'P008', specName: '', num: 1 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C003',
      },
      checkoutId(),
    );
    await payFor('order', [third!.orderCode]);
    await cancelOrder(third!.orderCode);
    expect((await sent()).slice(already)).toHaveLength(1);
    own().mock.settings.clockOffsetMs = own().mock.store.timing.refundMs + 1000;
    expect((await allMine()).find((m) => m.type === 'refunded' && m.bizCode === third!.orderCode)).toBeTruthy();
    const after = (await sent()).slice(already);
    expect(after.map((m) => m.templateId)).toEqual([tpl.arrived, tpl.refunded]);
    expect(after[1]!.data.thing1!.value).toBe('退款已到账');
  });
});
