// Mock handlers of teams (manager info, application and its review, team list, members), credentials
// and withdrawals (applied, then paid or refused by the demo payment channel). Reviews and payments
// complete lazily: every call here first settles what is due (settleTeams).
import { Fail, MOCK_SMS_CODE, requireString, requireUser, type Ctx, type Route } from '../core';
import type { TeamWire } from '../../src/api/team';
import type { WithdrawWire } from '../../src/api/withdraw';
import { checkWithdraw, withdrawFee } from '../../src/rules/withdraw';
import type { Store } from '../store';
import type { MockTeam, MockWithdraw } from '../seed/team';
import { exactFen, fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { isPhone } from '../../src/rules/validate';

/** Demo switch: a team name containing this is rejected by the review. */
export const REJECT_MARK = '驳回';
export const REJECT_REASON = '资料不清晰，请重新上传身份证照片';
/** Demo payment channel: a single withdrawal above this many yuan is refused and returned to the balance. */
export const PAYOUT_LIMIT_YUAN = 1000;
export const PAYOUT_REFUSED = `超出单笔到账限额（演示：超过${PAYOUT_LIMIT_YUAN}元的提现会被退回）`;
/** Completes the reviews and payments that are due. */
export function settleTeams(store: Store, now = Date.now()): void {
  for (const t of store.teams) {
    if (t.status !== 1 || t.reviewAt > now) continue;
    const rejected = t.teamName.includes(REJECT_MARK);
    t.status = rejected ? 3 : 2;
    t.reason = rejected ? REJECT_REASON : '';
    store.credentials.set(t.userCode, t.status);
    const user = store.users.get(t.userCode);
    if (user && !rejected) user.isManager = true;
  }
  for (const w of store.withdrawals) {
    if (w.status !== 0 || w.payAt > now) continue;
    w.finishTime = w.payAt;
    if (w.amount > PAYOUT_LIMIT_YUAN) {
      w.status = 2;
      w.reason = PAYOUT_REFUSED;
      const user = store.users.get(w.userCode);
      if (user) user.balance = yuan(fen(user.balance) + fen(w.amount));
    } else {
      w.status = 1;
    }
  }
}

function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

function startOfMonth(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(1);
  return d.getTime();
}

/** Orders for pickup at a team's station: counted today, and the commission still waiting for hand-over. */
export type StationStats = (store: Store, team: MockTeam, now: number) => { todayOrders: number; pendingEarningFen: number };
let stationStats: StationStats = () => ({ todayOrders: 0, pendingEarningFen: 0 });
/** The pickup handlers tell the team handlers how to count a station's orders. */
export function setStationStats(fn: StationStats): void {
  stationStats = fn;
}

export function teamWire(store: Store, t: MockTeam, now = Date.now()): TeamWire {
  const { userCode, members: _m, reviewAt: _r, ...rest } = t;
  const mine = store.commissions.filter((c) => c.userCode === userCode);
  const sum = (from: number) => mine.filter((c) => c.time >= from).reduce((n, c) => n + fen(c.amount), 0);
  const withdrawn = store.withdrawals.filter((w) => w.userCode === userCode && w.status !== 2).reduce((n, w) => n + fen(w.amount), 0);
  const station = stationStats(store, t, now);
  return {
    ...rest,
    totalEarning: yuan(sum(0)),
    todayEarning: yuan(sum(startOfDay(now))),
    monthEarning: yuan(sum(startOfMonth(now))),
    pendingEarning: yuan(station.pendingEarningFen),
    todayOrders: station.todayOrders,
    withdrawn: yuan(withdrawn),
    balance: store.users.get(userCode)?.balance ?? 0,
  };
}

/** The approved team of the caller, or the failure `code` with `msg`. */
export function approvedTeam(ctx: Ctx, code: number, msg: string): MockTeam {
  const user = requireUser(ctx);
  settleTeams(ctx.store);
  const t = ctx.store.teams.find((x) => x.userCode === user.userCode && x.status === 2);
  if (!t) throw new Fail(code, msg);
  return t;
}

/** The 0-based pageIndex of a list call (default 0), or code 1. */
export function pageIndexOf(body: Record<string, unknown>): number {
  const i = intOf(body.pageIndex ?? 0);
  if (i === null || i < 0) throw new Fail(1, 'pageIndex须为从0开始的整数');
  return i;
}

function withdrawWire(w: MockWithdraw): WithdrawWire {
  const { userCode: _u, payAt: _p, requestId: _r, ...wire } = w;
  return wire;
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/team/v1/get',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      settleTeams(ctx.store);
      const t = ctx.store.teams.find((x) => x.userCode === user.userCode);
      return t ? teamWire(ctx.store, t) : null;
    },
  },
  {
    method: 'POST',
    path: '/api/team/v1/apply',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const { body, store } = ctx;
      settleTeams(store);
      const existing = store.teams.find((x) => x.userCode === user.userCode);
      if (existing && existing.status !== 3) throw new Fail(7001, existing.status === 2 ? '您已经是团长了' : '申请正在审核中，请耐心等待');
      const idCardFImg = requireString(body, 'idCardFImg', '身份证人像面');
      const idCardBImg = requireString(body, 'idCardBImg', '身份证国徽面');
      const certImg = Array.isArray(body.certImg) ? (body.certImg as unknown[]).map(strOf).filter(Boolean) : [];
      if (certImg.length > 9) throw new Fail(7002, '资质证明最多9张');
      const categoryId = intOf(body.categoryId ?? 1);
      const category = store.catalogue.teamCategories.find((c) => c.id === categoryId);
      if (!category) throw new Fail(7003, '团长类型不存在');
      const teamName = requireString(body, 'teamName', '团队名称');
      if (teamName.length < 2 || teamName.length > 20) throw new Fail(7004, '团队名称须为2到20个字');
      const img = requireString(body, 'img', '团队头像');
      const phone = requireString(body, 'phone', '手机号');
      if (!isPhone(phone)) throw new Fail(7005, '手机号格式不正确');
      if (requireString(body, 'verifyCode', '验证码') !== MOCK_SMS_CODE) throw new Fail(1003, '验证码错误');
      const communityCode = requireString(body, 'communityCode', '所在社区');
      const community = store.catalogue.communities.find((c) => c.code === communityCode);
      if (!community) throw new Fail(7006, '社区不存在');
      const address = requireString(body, 'address', '自提点地址');
      if (store.teams.some((t) => t.teamName === teamName && t.userCode !== user.userCode)) throw new Fail(7007, '团队名称已被使用');
      const shop = store.catalogue.shops.find((s) => s.communityCode === communityCode) ?? store.catalogue.shops[0]!;
      const now = Date.now();
      // Under review; settleTeams decides after store.timing.reviewMs (approved unless the name asks for a rejection).
      const team: MockTeam = {
        userCode: user.userCode, members: [], teamCode: existing?.teamCode ?? store.nextId('TM'), teamName, categoryId: category.id,
        categoryName: category.name, communityCode, communityName: community.name, address, img, phone, storeCode: shop.code, status: 1,
        reason: '', idCardFImg, idCardBImg, certImg, memberCount: 0, createTime: now, reviewAt: now + store.timing.reviewMs,
      };
      if (existing) store.teams.splice(store.teams.indexOf(existing), 1);
      store.teams.push(team);
      store.credentials.set(user.userCode, 1);
      settleTeams(store, now);
      return teamWire(store, team, now);
    },
  },
  {
    method: 'POST',
    path: '/api/team/v1/list',
    auth: 'none',
    handle(ctx) {
      settleTeams(ctx.store);
      const communityCode = strOf(ctx.body.communityCode);
      const list = ctx.store.teams
        .filter((t) => t.status === 2 && (!communityCode || t.communityCode === communityCode))
        .map((t) => ({
          teamCode: t.teamCode, teamName: t.teamName, img: t.img, managerName: ctx.store.users.get(t.userCode)?.name ?? '团长',
          categoryName: t.categoryName, communityCode: t.communityCode, communityName: t.communityName, memberCount: t.memberCount,
        }));
      return pageOf(list, pageIndexOf(ctx.body));
    },
  },
  {
    method: 'POST',
    path: '/api/team/v1/member/list',
    auth: 'user',
    handle(ctx) {
      const t = approvedTeam(ctx, 7008, '您还不是团长');
      return pageOf(t.members, pageIndexOf(ctx.body));
    },
  },
  {
    method: 'POST',
    path: '/api/credentials/get',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      settleTeams(ctx.store);
      return { status: ctx.store.credentials.get(user.userCode) ?? 0 };
    },
  },
  {
    method: 'POST',
    path: '/api/withdraw/v1/apply',
    auth: 'user',
    handle(ctx) {
      approvedTeam(ctx, 8001, '只有团长可以提现');
      const user = requireUser(ctx);
      const { store } = ctx;
      // A repeated request (double tap, retry after a time-out) answers the first withdrawal again.
      const requestId = strOf(ctx.body.requestId).slice(0, 64);
      const earlier = requestId ? store.withdrawals.find((w) => w.userCode === user.userCode && w.requestId === requestId) : undefined;
      if (earlier) return { record: withdrawWire(earlier), balance: user.balance };
      const amount = numOf(ctx.body.amount);
      const amountFen = amount === null ? NaN : (exactFen(amount) ?? NaN);
      const cfg = store.catalogue.config;
      const limit = numOf(cfg.withdrawLimit) ?? 100;
      const rate = numOf(cfg.withdrawRate) ?? 0;
      const balanceFen = fen(user.balance);
      const check = checkWithdraw(amountFen, balanceFen, { withdrawLimitFen: fen(limit) });
      if (check === 'invalid') throw new Fail(8002, '请输入正确的提现金额');
      if (check === 'overBalance') throw new Fail(8003, `提现金额超过可提现余额（可提现${yuan(balanceFen)}元）`);
      if (check === 'belowLimit') throw new Fail(8004, `单次提现金额不能低于${limit}元`);
      const feeFen = withdrawFee(amountFen, rate);
      const now = Date.now();
      const record: MockWithdraw = {
        userCode: user.userCode, code: store.nextId('W'), amount: yuan(amountFen), fee: yuan(feeFen), actual: yuan(amountFen - feeFen),
        status: 0, account: '微信零钱', reason: '', createTime: now, finishTime: null, payAt: now + store.timing.payoutMs, requestId,
      };
      user.balance = yuan(balanceFen - amountFen);
      store.withdrawals.unshift(record);
      return { record: withdrawWire(record), balance: user.balance };
    },
  },
  {
    method: 'POST',
    path: '/api/withdraw/v1/get',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      settleTeams(ctx.store);
      const code = requireString(ctx.body, 'code', '提现编号');
      const w = ctx.store.withdrawals.find((x) => x.userCode === user.userCode && x.code === code);
      if (!w) throw new Fail(8005, '提现记录不存在');
      return withdrawWire(w);
    },
  },
  {
    method: 'POST',
    path: '/api/withdraw/v1/list',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      settleTeams(ctx.store);
      const list = ctx.store.withdrawals
        .filter((w) => w.userCode === user.userCode)
        .sort((a, b) => b.createTime - a.createTime)
        .map(withdrawWire);
      return pageOf(list, pageIndexOf(ctx.body));
    },
  },
];

