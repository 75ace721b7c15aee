// Mock handlers of src/api/team.ts: the caller's team (with its earnings and its station's orders today), the
// application and its review (mock/state/stations.ts completes it), the teams of a community, the members.
import { Fail, MOCK_SMS_CODE, pageIndexOf, requireString, userPost, type Route } from '../core';
import type { TeamWire } from '../../src/api/team';
import { isPhone } from '../../src/rules/validate';
import type { Store } from '../store';
import type { MockStation } from '../seed/team';
import { fen, intOf, pageOf, startOfDay, strOf, yuan } from '../seed/util';
import { chinaParts, chinaTime } from '../../src/rules/china-time';
import { approvedStation, settleStations } from '../state/stations';
import { stationStats } from './team-pickup';
import { ERR } from '../../src/rules/error-codes';
import { STATION_STATUS, WITHDRAW_STATUS } from '../../src/rules/station-states';

/** 00:00 China time of the 1st of the China month of `now`. */
function startOfMonth(now: number): number {
  const p = chinaParts(now);
  return chinaTime(p.year, p.month, 1);
}

/** A team as answered: its earnings from the commissions, its station's orders today, what was withdrawn. */
export function teamWire(store: Store, t: MockStation, now = Date.now()): TeamWire {
  const { userCode, members: _m, reviewAt: _r, ...rest } = t;
  const mine = store.commissions.filter((c) => c.userCode === userCode);
  const sum = (from: number) => mine.filter((c) => c.time >= from).reduce((n, c) => n + fen(c.amount), 0);
  const withdrawn = store.withdrawals
    .filter((w) => w.userCode === userCode && w.status !== WITHDRAW_STATUS.failed)
    .reduce((n, w) => n + fen(w.amount), 0);
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
    invitedCount: [...store.bindings.values()].filter((b) => b.teamCode === t.teamCode).length,
  };
}

export const routes: Route[] = [
  userPost('/api/team/v1/get', (ctx, user) => {
    settleStations(ctx.store);
    const t = ctx.store.teams.find((x) => x.userCode === user.userCode);
    return t ? teamWire(ctx.store, t) : null;
  }),
  userPost('/api/team/v1/apply', (ctx, user) => {
    const { body, store } = ctx;
    settleStations(store);
    const existing = store.teams.find((x) => x.userCode === user.userCode);
    if (existing && existing.status !== STATION_STATUS.rejected)
      throw new Fail(
        ERR.team.alreadyApplied,
        existing.status === STATION_STATUS.approved ? '您已经是团长了' : '申请正在审核中，请耐心等待',
      );
    const idCardFImg = requireString(body, 'idCardFImg', '身份证人像面');
    const idCardBImg = requireString(body, 'idCardBImg', '身份证国徽面');
    const certImg = Array.isArray(body.certImg) ? (body.certImg as unknown[]).map(strOf).filter(Boolean) : [];
    if (certImg.length > 9) throw new Fail(ERR.team.tooManyCerts, '资质证明最多9张');
    const categoryId = intOf(body.categoryId ?? 1);
    const category = store.catalogue.teamCategories.find((c) => c.id === categoryId);
    if (!category) throw new Fail(ERR.team.unknownCategory, '团长类型不存在');
    const teamName = requireString(body, 'teamName', '团队名称');
    if (teamName.length < 2 || teamName.length > 20) throw new Fail(ERR.team.badName, '团队名称须为2到20个字');
    const img = requireString(body, 'img', '团队头像');
    const phone = requireString(body, 'phone', '手机号');
    if (!isPhone(phone)) throw new Fail(ERR.team.badPhone, '手机号格式不正确');
    if (requireString(body, 'verifyCode', '验证码') !== MOCK_SMS_CODE)
      throw new Fail(ERR.account.badSmsCode, '验证码错误');
    const communityCode = requireString(body, 'communityCode', '所在社区');
    const community = store.catalogue.communities.find((c) => c.code === communityCode);
    if (!community) throw new Fail(ERR.team.unknownCommunity, '社区不存在');
    const address = requireString(body, 'address', '自提点地址');
    if (store.teams.some((t) => t.teamName === teamName && t.userCode !== user.userCode))
      throw new Fail(ERR.team.nameTaken, '团队名称已被使用');
    const shop = store.catalogue.shops.find((s) => s.communityCode === communityCode) ?? store.catalogue.shops[0]!;
    const now = Date.now();
    // Under review; settleStations decides after store.timing.reviewMs (approved unless the name asks for a rejection).
    const team: MockStation = {
      userCode: user.userCode,
      members: [],
      teamCode: existing?.teamCode ?? store.nextId('TM'),
      teamName,
      categoryId: category.id,
      categoryName: category.name,
      communityCode,
      communityName: community.name,
      address,
      img,
      phone,
      storeCode: shop.code,
      status: STATION_STATUS.reviewing,
      reason: '',
      idCardFImg,
      idCardBImg,
      certImg,
      memberCount: 0,
      createTime: now,
      reviewAt: now + store.timing.reviewMs,
      inviteCode: existing?.inviteCode ?? '',
    };
    if (existing) store.teams.splice(store.teams.indexOf(existing), 1);
    store.teams.push(team);
    store.credentials.set(user.userCode, 1);
    settleStations(store, now);
    return teamWire(store, team, now);
  }),
  {
    method: 'POST',
    path: '/api/team/v1/list',
    auth: 'none',
    handle(ctx) {
      settleStations(ctx.store);
      const communityCode = strOf(ctx.body.communityCode);
      const list = ctx.store.teams
        .filter((t) => t.status === STATION_STATUS.approved && (!communityCode || t.communityCode === communityCode))
        .map((t) => ({
          teamCode: t.teamCode,
          teamName: t.teamName,
          img: t.img,
          managerName: ctx.store.users.get(t.userCode)?.name ?? '团长',
          categoryName: t.categoryName,
          communityCode: t.communityCode,
          communityName: t.communityName,
          memberCount: t.memberCount,
        }));
      return pageOf(list, pageIndexOf(ctx.body));
    },
  },
  userPost('/api/team/v1/member/list', (ctx) => {
    const t = approvedStation(ctx, ERR.team.notLeader, '您还不是团长');
    return pageOf(t.members, pageIndexOf(ctx.body));
  }),
];
