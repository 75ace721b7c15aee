// Mock handlers of activities (list, detail, create/edit, join with group-buy tiers) and sign-up templates.
import { Fail, requireString, requireUser, type Ctx, type Route } from '../core';
import type { ActivityItemWire, ActivitySummaryWire, ActivityType } from '../../src/api/activity';
import type { FormItemWire } from '../../src/api/template';
import type { MockActivity, MockGroup } from '../seed/activity';
import { HOUR, fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { isPhone } from '../../src/lib/validate';

const FORM_TYPES = ['text', 'textarea', 'number', 'phone', 'select'];

function statusOf(a: MockActivity, now = Date.now()): number {
  return now < a.beginTime ? 0 : now <= a.endTime ? 1 : 2;
}

function lowestPrice(a: MockActivity): number {
  const prices = a.activityItemList.flatMap((i) => [i.price, ...i.groupItemList.map((t) => t.price)]);
  return prices.length ? Math.min(...prices) : a.price;
}

function summary(ctx: Ctx, a: MockActivity): ActivitySummaryWire {
  const creator = ctx.store.users.get(a.creatorCode);
  return {
    code: a.code, activityType: a.activityType, title: a.title, img: a.img, address: a.address, beginTime: a.beginTime, closeTime: a.closeTime,
    endTime: a.endTime, price: lowestPrice(a), num: a.num, joinedNum: ctx.store.activities.joins.filter((j) => j.activityCode === a.code).length,
    status: statusOf(a), creatorName: creator?.name ?? '齐货团长', creatorAvatar: creator?.avatar ?? '/mock-assets/avatar-2.svg',
  };
}

function detail(ctx: Ctx, a: MockActivity) {
  const { createTime: _c, ...rest } = a;
  const groups = ctx.store.activities.groups.filter((g) => g.activityCode === a.code && g.status === 0).map(({ activityCode: _a, members: _m, ...g }) => g);
  return {
    ...rest, ...summary(ctx, a), groups,
    joined: !!ctx.user && ctx.store.activities.joins.some((j) => j.activityCode === a.code && j.userCode === ctx.user!.userCode),
  };
}

function findActivity(ctx: Ctx): MockActivity {
  const code = requireString(ctx.body, 'code', '活动编号');
  const a = ctx.store.activities.activities.find((x) => x.code === code);
  if (!a) throw new Fail(6001, '活动不存在');
  return a;
}

function formItems(v: unknown): FormItemWire[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Fail(6002, '报名表格式不正确');
  return v.map((f: Record<string, unknown>) => {
    const item: FormItemWire = {
      key: strOf(f?.key), label: strOf(f?.label), type: strOf(f?.type) as FormItemWire['type'], required: f?.required === true,
      options: Array.isArray(f?.options) ? (f.options as unknown[]).map(strOf).filter(Boolean) : [],
    };
    if (!item.key || !item.label || !FORM_TYPES.includes(item.type)) throw new Fail(6002, '报名表的每一项须有key、名称和类型');
    if (item.type === 'select' && item.options.length === 0) throw new Fail(6002, `“${item.label}”须至少有一个选项`);
    return item;
  });
}

/** Checks the draft and returns the activity fields. */
function validDraft(ctx: Ctx, old?: MockActivity): Omit<MockActivity, 'code' | 'creatorCode' | 'createTime'> {
  const b = ctx.body;
  const activityType = intOf(b.activityType);
  if (activityType === null || activityType < 1 || activityType > 5) throw new Fail(6003, '活动类型须为1到5');
  const title = requireString(b, 'title', '活动标题');
  if (title.length > 30) throw new Fail(6004, '活动标题不能超过30个字');
  const img = requireString(b, 'img', '活动封面');
  const address = requireString(b, 'address', '活动地点');
  const beginTime = intOf(b.beginTime);
  const endTime = intOf(b.endTime);
  const closeTime = intOf(b.closeTime) ?? beginTime;
  if (beginTime === null || endTime === null || closeTime === null) throw new Fail(6005, '请填写活动时间');
  if (endTime <= beginTime) throw new Fail(6005, '结束时间须晚于开始时间');
  if (closeTime > endTime) throw new Fail(6005, '报名截止时间不能晚于结束时间');
  if (!old && endTime <= Date.now()) throw new Fail(6005, '结束时间须晚于现在');
  const num = intOf(b.num ?? 10);
  if (num === null || num < 1 || num > 10000) throw new Fail(6006, '人数上限须为1到10000');
  const price = numOf(b.price ?? 10);
  if (price === null || price < 0 || Math.abs(price * 100 - fen(price)) > 1e-6) throw new Fail(6007, '价格须为不小于0、最多两位小数的金额');
  const rawItems = Array.isArray(b.activityItemList) ? (b.activityItemList as Record<string, unknown>[]) : [];
  const activityItemList: ActivityItemWire[] = rawItems.map((it) => {
    const itemName = strOf(it?.itemName);
    const itemPrice = numOf(it?.price ?? price);
    const single = intOf(it?.singleMaxPurchase ?? 1);
    if (!itemName) throw new Fail(6008, '商品名称不能为空');
    if (itemPrice === null || itemPrice < 0) throw new Fail(6008, `“${itemName}”的价格不正确`);
    if (single === null || single < 1) throw new Fail(6008, `“${itemName}”的限购数量至少为1`);
    const tiers = Array.isArray(it?.groupItemList) ? (it.groupItemList as Record<string, unknown>[]) : [];
    const groupItemList = tiers.map((t) => {
      const groupSize = intOf(t?.groupSize);
      const tierPrice = numOf(t?.price);
      if (groupSize === null || groupSize < 2 || groupSize > 100) throw new Fail(6009, '成团人数须为2到100');
      if (tierPrice === null || tierPrice <= 0) throw new Fail(6009, '拼团价须大于0');
      return { code: strOf(t?.code) || ctx.store.nextId('GT'), groupSize, price: tierPrice };
    });
    const oldItem = old?.activityItemList.find((x) => x.code === strOf(it?.code));
    return {
      code: oldItem?.code ?? ctx.store.nextId('AI'), img: strOf(it?.img), itemName, itemDescription: strOf(it?.itemDescription), singleMaxPurchase: single,
      price: itemPrice, stock: intOf(it?.stock) ?? 100, soldNum: oldItem?.soldNum ?? 0, groupItemList,
    };
  });
  if (activityType === 1 && activityItemList.length !== 1) throw new Fail(6010, '单品活动须有且只有一件商品');
  if (activityType === 2 && activityItemList.length < 2) throw new Fail(6010, '多品活动至少需要两件商品');
  if (activityType === 3 && (activityItemList.length === 0 || activityItemList.some((i) => i.groupItemList.length === 0))) throw new Fail(6010, '拼团活动的每件商品须至少有一个拼团价');
  const maxSelectionItem = intOf(b.maxSelectionItem ?? 1) ?? 0;
  if (activityType === 2 && (maxSelectionItem < 1 || maxSelectionItem > activityItemList.length)) throw new Fail(6011, '最多可选商品数不正确');
  const refundPlan = strOf(b.refundPlan);
  if (refundPlan && !ctx.store.catalogue.refundPlans.some((p) => p.code === refundPlan && p.type === 1)) throw new Fail(6012, '退款方案不存在');
  const groupLimitTime = intOf(b.groupLimitTime ?? 24);
  if (groupLimitTime === null || groupLimitTime < 1 || groupLimitTime > 168) throw new Fail(6013, '成团时限须为1到168小时');
  const ungroupedHandling = intOf(b.ungroupedHandling ?? 1);
  if (ungroupedHandling !== 1 && ungroupedHandling !== 2) throw new Fail(6014, '未成团处理方式须为1（退款）或2（虚拟成团）');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(strOf).filter(Boolean) : []);
  return {
    activityType: activityType as ActivityType, type: intOf(b.type) === 2 ? 2 : 1, title, img, coverArr: list(b.coverArr), address,
    latitude: numOf(b.latitude) ?? 0, longitude: numOf(b.longitude) ?? 0, beginTime, closeTime, endTime, details: strOf(b.details), imgList: list(b.imgList),
    enrollEnable: b.enrollEnable !== false, num, price, programList: list(b.programList), activityItemList, maxSelectionItem, refundPlan,
    form: formItems(b.form), groupLimitTime, ungroupedHandling,
  };
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/activity/v1/list',
    auth: 'none',
    handle(ctx) {
      const pageIndex = intOf(ctx.body.pageIndex ?? 0);
      if (pageIndex === null || pageIndex < 0) throw new Fail(1, 'pageIndex须为从0开始的整数');
      const type = ctx.body.activityType === undefined ? null : intOf(ctx.body.activityType);
      const scope = strOf(ctx.body.scope) || 'all';
      if (scope !== 'all' && !ctx.user) throw new Fail(99, '登录已失效，请重新登录');
      const { activities, joins } = ctx.store.activities;
      const list = activities
        .filter((a) => type === null || a.activityType === type)
        .filter((a) => scope === 'created' ? a.creatorCode === ctx.user?.userCode
          : scope === 'joined' ? joins.some((j) => j.activityCode === a.code && j.userCode === ctx.user?.userCode)
          : a.type === 1)
        .sort((a, b) => b.createTime - a.createTime)
        .map((a) => summary(ctx, a));
      return pageOf(list, pageIndex);
    },
  },
  { method: 'POST', path: '/api/activity/v1/get', auth: 'none', handle: (ctx) => detail(ctx, findActivity(ctx)) },
  {
    method: 'POST',
    path: '/api/activity/v1/save',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const code = strOf(ctx.body.code);
      const old = code ? ctx.store.activities.activities.find((a) => a.code === code) : undefined;
      if (code && !old) throw new Fail(6001, '活动不存在');
      if (old && old.creatorCode !== user.userCode) throw new Fail(6015, '只能编辑自己发布的活动');
      const fields = validDraft(ctx, old);
      if (old) {
        Object.assign(old, fields);
        return detail(ctx, old);
      }
      const a: MockActivity = { ...fields, code: ctx.store.nextId('AC'), creatorCode: user.userCode, createTime: Date.now() };
      ctx.store.activities.activities.unshift(a);
      return detail(ctx, a);
    },
  },
  {
    method: 'POST',
    path: '/api/activity/v1/join',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const a = findActivity(ctx);
      const data = ctx.store.activities;
      const now = Date.now();
      if (!a.enrollEnable) throw new Fail(6020, '该活动未开放报名');
      if (now > a.closeTime || now > a.endTime) throw new Fail(6021, '报名已截止');
      if (data.joins.some((j) => j.activityCode === a.code && j.userCode === user.userCode)) throw new Fail(6022, '您已参加过该活动');
      if (data.joins.filter((j) => j.activityCode === a.code).length >= a.num) throw new Fail(6023, '名额已满');
      // Sign-up form answers.
      const answers = (typeof ctx.body.form === 'object' && ctx.body.form !== null ? ctx.body.form : {}) as Record<string, unknown>;
      const form: Record<string, string> = {};
      for (const f of a.form) {
        const v = strOf(answers[f.key]);
        if (f.required && !v) throw new Fail(6024, `请填写${f.label}`);
        if (v && f.type === 'phone' && !isPhone(v)) throw new Fail(6024, `${f.label}格式不正确`);
        if (v && f.type === 'select' && !f.options.includes(v)) throw new Fail(6024, `${f.label}的选项不正确`);
        if (v) form[f.key] = v;
      }
      let pay = 0;
      let groupCode = '';
      const picks = Array.isArray(ctx.body.items) ? (ctx.body.items as Record<string, unknown>[]) : [];
      if (a.activityType <= 3) {
        if (picks.length === 0) throw new Fail(6025, '请选择商品');
        if (a.activityType !== 2 && picks.length > 1) throw new Fail(6025, '该活动只能选择一件商品');
        if (a.activityType === 2 && picks.length > a.maxSelectionItem) throw new Fail(6025, `最多选择${a.maxSelectionItem}件商品`);
        const chosen = picks.map((p) => {
          const item = a.activityItemList.find((i) => i.code === strOf(p?.itemCode));
          const num = intOf(p?.num ?? 1);
          if (!item) throw new Fail(6026, '活动商品不存在');
          if (num === null || num < 1 || num > item.singleMaxPurchase) throw new Fail(6027, `“${item.itemName}”每人限购${item.singleMaxPurchase}件`);
          if (item.soldNum + num > item.stock) throw new Fail(6028, `“${item.itemName}”已售罄`);
          return { item, num, tierCode: strOf(p?.tierCode) };
        });
        for (const { item, num, tierCode } of chosen) {
          let unit = item.price;
          if (a.activityType === 3) {
            const wantGroup = strOf(ctx.body.groupCode);
            let group: MockGroup | undefined;
            if (wantGroup) {
              group = data.groups.find((g) => g.code === wantGroup && g.activityCode === a.code);
              if (!group || group.status !== 0 || group.deadline < now) throw new Fail(6029, '该团已结束，请重新开团');
              if (group.itemCode !== item.code) throw new Fail(6029, '所选商品与该团不一致');
            }
            const tier = item.groupItemList.find((t) => t.code === (group?.tierCode ?? tierCode));
            if (!tier) throw new Fail(6030, '请选择拼团档位');
            if (!group) {
              group = { activityCode: a.code, code: ctx.store.nextId('GR'), itemCode: item.code, tierCode: tier.code, groupSize: tier.groupSize, memberNum: 0,
                leaderName: user.name, deadline: now + a.groupLimitTime * HOUR, status: 0, members: [] };
              data.groups.push(group);
            }
            group.members.push(user.userCode);
            group.memberNum = group.members.length;
            if (group.memberNum >= group.groupSize) group.status = 1;
            groupCode = group.code;
            unit = tier.price;
          }
          item.soldNum += num;
          pay += fen(unit) * num;
        }
      } else if (a.activityType === 4) {
        const amount = ctx.body.amount === undefined ? 0 : numOf(ctx.body.amount);
        if (amount === null || amount < 0 || (amount > 0 && amount < 0.01)) throw new Fail(6031, '金额最少0.01元');
        const program = strOf(ctx.body.program);
        if (program && !a.programList.includes(program)) throw new Fail(6032, '节目不存在');
        pay = fen(amount);
      } else {
        pay = fen(a.price);
      }
      const join = { joinCode: ctx.store.nextId('J'), activityCode: a.code, userCode: user.userCode, payAmount: yuan(pay), groupCode, form, createTime: now };
      data.joins.push(join);
      return { joinCode: join.joinCode, payAmount: join.payAmount, groupCode, joinedNum: data.joins.filter((j) => j.activityCode === a.code).length };
    },
  },
  {
    method: 'POST',
    path: '/api/template/v1/list',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      return ctx.store.templates.filter((t) => t.system || t.userCode === user.userCode).map(({ userCode: _u, ...t }) => t);
    },
  },
  {
    method: 'POST',
    path: '/api/template/v1/save',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const name = requireString(ctx.body, 'name', '模板名称');
      if (name.length > 20) throw new Fail(6040, '模板名称不能超过20个字');
      const formItemList = formItems(ctx.body.formItemList);
      if (formItemList.length === 0) throw new Fail(6041, '报名表至少需要一项');
      if (new Set(formItemList.map((f) => f.key)).size !== formItemList.length) throw new Fail(6042, '报名表的key不能重复');
      const code = strOf(ctx.body.code);
      const old = code ? ctx.store.templates.find((t) => t.code === code) : undefined;
      if (code && (!old || old.userCode !== user.userCode)) throw new Fail(6043, '只能修改自己的模板');
      const t = old ?? { code: ctx.store.nextId('T'), userCode: user.userCode, system: false, name, remark: '', formItemList };
      Object.assign(t, { name, remark: strOf(ctx.body.remark), formItemList });
      if (!old) ctx.store.templates.push(t);
      const { userCode: _u, ...rest } = t;
      return rest;
    },
  },
  {
    method: 'POST',
    path: '/api/template/v1/remove',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const code = requireString(ctx.body, 'code', '模板编号');
      const i = ctx.store.templates.findIndex((t) => t.code === code && t.userCode === user.userCode && !t.system);
      if (i < 0) throw new Fail(6043, '只能删除自己的模板');
      ctx.store.templates.splice(i, 1);
      return null;
    },
  },
];
