// Mock handlers of teams (manager info, application, team list, members), credentials and withdrawals.
import { Fail, requireString, requireUser, type Ctx, type Route } from '../core';
import type { TeamWire } from '../../src/api/team';
import type { MockTeam, MockWithdraw } from '../seed/team';
import { exactFen, fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { MOCK_SMS_CODE } from './account';
import { isPhone } from '../../src/lib/validate';


function teamWire(ctx: Ctx, t: MockTeam): TeamWire {
  const { userCode, members: _m, ...rest } = t;
  return { ...rest, balance: ctx.store.users.get(userCode)?.balance ?? 0 };
}

function pageIndexOf(body: Record<string, unknown>): number {
  const i = intOf(body.pageIndex ?? 0);
  if (i === null || i < 0) throw new Fail(1, 'pageIndex须为从0开始的整数');
  return i;
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/team/v1/get',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const t = ctx.store.teams.find((x) => x.userCode === user.userCode);
      return t ? teamWire(ctx, t) : null;
    },
  },
  {
    method: 'POST',
    path: '/api/team/v1/apply',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const { body, store } = ctx;
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
      const address = requireString(body, 'address', '详细地址');
      if (store.teams.some((t) => t.teamName === teamName && t.userCode !== user.userCode)) throw new Fail(7007, '团队名称已被使用');
      // The mock reviews at once: approved, unless the name asks for a rejection (for trying that path).
      const rejected = teamName.includes('驳回');
      const shop = store.catalogue.shops.find((s) => s.communityCode === communityCode) ?? store.catalogue.shops[0]!;
      const team: MockTeam = {
        userCode: user.userCode, members: [], teamCode: store.nextId('TM'), teamName, categoryId: category.id, categoryName: category.name,
        communityCode, communityName: community.name, address, img, phone, storeCode: shop.code, status: rejected ? 3 : 2,
        reason: rejected ? '资料不清晰，请重新上传身份证照片' : '', memberCount: 0, totalEarning: 0, todayEarning: 0, withdrawn: 0, createTime: Date.now(),
      };
      if (existing) store.teams.splice(store.teams.indexOf(existing), 1);
      store.teams.push(team);
      store.credentials.set(user.userCode, team.status);
      if (!rejected) user.isManager = true;
      void idCardFImg;
      void idCardBImg;
      return teamWire(ctx, team);
    },
  },
  {
    method: 'POST',
    path: '/api/team/v1/list',
    auth: 'none',
    handle(ctx) {
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
      const user = requireUser(ctx);
      const t = ctx.store.teams.find((x) => x.userCode === user.userCode && x.status === 2);
      if (!t) throw new Fail(7008, '您还不是团长');
      return pageOf(t.members, pageIndexOf(ctx.body));
    },
  },
  {
    method: 'POST',
    path: '/api/credentials/get',
    auth: 'user',
    handle: (ctx) => ({ status: ctx.store.credentials.get(requireUser(ctx).userCode) ?? 0 }),
  },
  {
    method: 'POST',
    path: '/api/withdraw/v1/apply',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const team = ctx.store.teams.find((x) => x.userCode === user.userCode && x.status === 2);
      if (!team) throw new Fail(8001, '只有团长可以提现');
      const amount = numOf(ctx.body.amount);
      if (amount === null || amount <= 0 || exactFen(amount) === null) throw new Fail(8002, '请输入正确的提现金额');
      const cfg = ctx.store.catalogue.config;
      const limit = numOf(cfg.withdrawLimit) ?? 100;
      const rate = numOf(cfg.withdrawRate) ?? 0;
      const amountFen = fen(amount);
      const balanceFen = fen(user.balance);
      if (amountFen > balanceFen) throw new Fail(8003, `提现金额超过可提现余额（可提现${yuan(balanceFen)}元）`);
      if (amountFen < fen(limit)) throw new Fail(8004, `单次提现金额不能低于${limit}元`);
      const feeFen = Math.round(amountFen * rate);
      const record: MockWithdraw = {
        userCode: user.userCode, code: ctx.store.nextId('W'), amount: yuan(amountFen), fee: yuan(feeFen), actual: yuan(amountFen - feeFen),
        status: 0, account: '微信零钱', createTime: Date.now(),
      };
      user.balance = yuan(balanceFen - amountFen);
      team.withdrawn = yuan(fen(team.withdrawn) + amountFen);
      ctx.store.withdrawals.unshift(record);
      const { userCode: _u, ...wire } = record;
      return { record: wire, balance: user.balance };
    },
  },
  {
    method: 'POST',
    path: '/api/withdraw/v1/list',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const list = ctx.store.withdrawals
        .filter((w) => w.userCode === user.userCode)
        .sort((a, b) => b.createTime - a.createTime)
        .map(({ userCode: _u, ...w }) => w);
      return pageOf(list, pageIndexOf(ctx.body));
    },
  },
];
