// Mock handler of src/api/coupon.ts: the user's coupons (docs/api.md "Coupons"; the checkout uses them, app-mall.ts),
// the coupon centre and its claims, the new-resident gift (docs/api.md "Coupon centre and new-resident gift").
// Every claim checks and writes in one synchronous run (nothing awaited in between), so claims arriving at once
// can never give more than a template's stock or a person's limit.
import { Fail, mockNow, pageIndexOf, requireString, userPost, type Ctx, type Route } from '../core';
import type { CouponTemplateWire, CouponWire } from '../../src/api/coupon';
import { CLAIM_CODES, claimBlock } from '../../src/rules/coupon-claim';
import { chinaDayStart, DAY_MS } from '../../src/rules/china-time';
import type { Store } from '../store';
import type { MockCouponTemplate } from '../seed/coupons';
import { intOf } from '../seed/util';
import { servesAsked } from '../state/products';
import { ERR } from '../../src/rules/error-codes';
import { COUPON_STATUS } from '../../src/rules/commerce-states';

/** A usable coupon whose end time has passed becomes expired (status 2), as the backend's job would do. */
export function expireCoupons(store: Store, now = Date.now()): void {
  for (const c of store.coupons)
    if (c.status === COUPON_STATUS.usable && c.endTime < now) c.status = COUPON_STATUS.expired;
}

/** A new resident: no paid order yet (a signed-out visitor counts as one). */
export function isNewResident(store: Store, userCode: string | undefined): boolean {
  return !userCode || !store.orders.some((o) => o.userCode === userCode && o.payTime !== null);
}

function templateWire(t: MockCouponTemplate, userCode: string | undefined): CouponTemplateWire {
  const { gift: _g, holders, ...wire } = t;
  return { ...wire, claimed: userCode ? (holders.get(userCode) ?? 0) : 0 };
}

const REFUSALS = { soldOut: '来晚了，券已抢光', limit: '已达领取上限', newcomer: '仅限新用户领取' } as const;

/** One coupon of `t` into the user's list: valid from now to the end of the China day `validDays` days on. */
function issue(store: Store, t: MockCouponTemplate, userCode: string, now: number): CouponWire {
  t.left = Math.max(0, t.left - 1);
  t.holders.set(userCode, (t.holders.get(userCode) ?? 0) + 1);
  const coupon: CouponWire = {
    code: store.nextId('Q'),
    name: t.name,
    amount: t.amount,
    threshold: t.threshold,
    storeCode: t.storeCode,
    storeName: t.storeName,
    beginTime: now,
    endTime: chinaDayStart(now) + (t.validDays + 1) * DAY_MS - 1,
    status: COUPON_STATUS.usable,
  };
  store.coupons.push({ ...coupon, userCode });
  return coupon;
}

const open = (ctx: Ctx) => (t: MockCouponTemplate) => t.endTime > mockNow(ctx.settings);
const giftOf = (ctx: Ctx) => ctx.store.couponTemplates.filter((t) => t.gift && open(ctx)(t));

export const routes: Route[] = [
  userPost('/api/coupon/v1/list', (ctx, user): CouponWire[] => {
    expireCoupons(ctx.store);
    const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
    return ctx.store.coupons
      .filter((c) => c.userCode === user.userCode && (status === null || c.status === status))
      .sort(
        (a, b) =>
          a.status - b.status || (a.status === COUPON_STATUS.usable ? a.endTime - b.endTime : b.endTime - a.endTime),
      )
      .map(({ userCode: _u, ...c }) => c);
  }),
  {
    method: 'POST',
    path: '/api/coupon/v1/center',
    auth: 'none',
    handle(ctx) {
      const pageIndex = pageIndexOf(ctx.body);
      const pageSize = intOf(ctx.body.pageSize ?? 10);
      if (pageSize === null || pageSize < 1 || pageSize > 50)
        throw new Fail(ERR.envelope.badInput, 'pageSize须为1到50的整数');
      const storeCode = typeof ctx.body.storeCode === 'string' ? ctx.body.storeCode.trim() : '';
      // With the person's pickup community, a shop's coupons only when the shop serves it (all-shops ones always).
      const serves = servesAsked(ctx);
      const userCode = ctx.user?.userCode;
      // The ones still to be had first (seed order inside), the sold-out ones last.
      const all = ctx.store.couponTemplates
        .filter(
          (t) =>
            !t.gift &&
            open(ctx)(t) &&
            (t.storeCode === '' || ((!storeCode || t.storeCode === storeCode) && serves(t.storeCode))),
        )
        .sort((a, b) => Number(a.left <= 0) - Number(b.left <= 0));
      return {
        list: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((t) => templateWire(t, userCode)),
        total: all.length,
        newResident: isNewResident(ctx.store, userCode),
      };
    },
  },
  userPost('/api/coupon/v1/claim', (ctx, user): CouponWire => {
    const code = requireString(ctx.body, 'templateCode', '券模板');
    const t = ctx.store.couponTemplates.find((x) => x.templateCode === code && !x.gift && open(ctx)(x));
    if (!t) throw new Fail(ERR.envelope.badInput, '该券不存在或已结束领取');
    // Check and write with nothing awaited in between: the mock's one thread makes the claim atomic.
    const block = claimBlock(templateWire(t, user.userCode), isNewResident(ctx.store, user.userCode));
    if (block) throw new Fail(CLAIM_CODES[block], REFUSALS[block]);
    return issue(ctx.store, t, user.userCode, mockNow(ctx.settings));
  }),
  {
    method: 'POST',
    path: '/api/coupon/v1/newcomer',
    auth: 'none',
    handle(ctx) {
      const userCode = ctx.user?.userCode;
      const eligible = isNewResident(ctx.store, userCode) && !(userCode && ctx.store.giftTakers.has(userCode));
      return { eligible, coupons: giftOf(ctx).map((t) => templateWire(t, userCode)) };
    },
  },
  userPost('/api/coupon/v1/newcomer/claim', (ctx, user): CouponWire[] => {
    if (!isNewResident(ctx.store, user.userCode) || ctx.store.giftTakers.has(user.userCode))
      throw new Fail(CLAIM_CODES.newcomer, '新人礼包仅限未下单的新用户领取一次');
    ctx.store.giftTakers.add(user.userCode);
    const now = mockNow(ctx.settings);
    return giftOf(ctx).map((t) => issue(ctx.store, t, user.userCode, now));
  }),
];
