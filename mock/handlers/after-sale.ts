// Mock handlers of src/api/after-sale.ts, after-sales (售后, docs/product.md#money): a resident asks for money back on an
// order received or picked up within 7 days (items and pieces, a reason, up to 6 photos, an amount no more than was
// paid for those pieces; one open after-sale per item), may withdraw it while pending; the leader of the order's
// station accepts (a refund to the original payment) or refuses with a remark; undecided after MOCK_AFTERSALE_MS, the
// mock accepts.
import { Fail, mockNow, pageIndexOf, requireString, userPost, type Ctx, type Route } from '../core';
import type { AfterSaleWire } from '../../src/api/after-sale';
import {
  AFTER_SALE_MAX_IMAGES,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  AFTER_SALE_WINDOW_MS,
  ORDER_STATUS,
  paidForPieces,
  type AfterSaleReason,
} from '../../src/rules/commerce-states';
import { maskPhone } from '../../src/rules/validate';
import type { MockOrder } from '../seed/commerce';
import { fen, intOf, pageOf, strOf, yuan } from '../seed/util';
import type { MockAfterSale, MockRefund } from '../types';
import { approvedStation } from '../state/stations';
import { refundTo, refundWire, settleRefunds } from './refund';
import { onAfterSaleAsked, onAfterSaleDecided } from '../state/order-messages';
import { ERR } from '../../src/rules/error-codes';

const IMAGE_URL = /^(https?:\/\/\S+|\/\S+)$/;
const now = (ctx: Ctx) => mockNow(ctx.settings);

/** Whether an after-sale still takes its items (pending, or accepted: those pieces are refunded). */
const holds = (a: MockAfterSale) => a.status === AFTER_SALE_STATUS.pending || a.status === AFTER_SALE_STATUS.accepted;

function accept(ctx: Ctx, a: MockAfterSale, by: 'leader' | 'auto', remark: string, at: number): void {
  const refund = refundTo(ctx.store, {
    userCode: a.userCode,
    bizType: 'order',
    bizCode: a.orderCode,
    amountFen: fen(a.amount),
    reason: 'afterSale',
    now: at,
  });
  a.status = AFTER_SALE_STATUS.accepted;
  a.decidedBy = by;
  a.remark = remark;
  a.decideTime = at;
  a.refundCode = refund?.refundCode ?? '';
  onAfterSaleDecided(ctx.store, a);
}

/** The review time passing on the business clock: what no leader decided is accepted. */
export function settleAfterSales(ctx: Ctx): void {
  const at = now(ctx);
  for (const a of ctx.store.afterSales) {
    if (a.status === AFTER_SALE_STATUS.pending && at - a.createTime >= ctx.store.timing.afterSaleMs)
      accept(ctx, a, 'auto', '', a.createTime + ctx.store.timing.afterSaleMs);
  }
  settleRefunds(ctx.store, at);
}

function wire(ctx: Ctx, a: MockAfterSale, forLeader = false): AfterSaleWire {
  const { userCode, teamCode: _t, refundCode, ...rest } = a;
  const refund: MockRefund | undefined = refundCode
    ? ctx.store.refunds.find((r) => r.refundCode === refundCode)
    : undefined;
  const customer = ctx.store.users.get(userCode);
  return {
    ...rest,
    items: a.items.map((i) => ({ ...i })),
    images: [...a.images],
    refund: refund ? refundWire(refund) : null,
    ...(forLeader ? { customerName: customer?.name ?? '', customerPhone: maskPhone(customer?.phone ?? '') } : {}),
  };
}

function ownAfterSale(ctx: Ctx, userCode: string): MockAfterSale {
  const code = requireString(ctx.body, 'afterSaleCode', '售后编号');
  const a = ctx.store.afterSales.find((x) => x.afterSaleCode === code && x.userCode === userCode);
  if (!a) throw new Fail(ERR.afterSale.notFound, '售后申请不存在');
  return a;
}

/** Pieces of one line of an order already taken by open or accepted after-sales. */
const takenOf = (ctx: Ctx, o: MockOrder, goodCode: string, specName: string) =>
  ctx.store.afterSales
    .filter((a) => a.orderCode === o.orderCode && holds(a))
    .flatMap((a) => a.items)
    .filter((i) => i.goodCode === goodCode && i.specName === specName)
    .reduce((n, i) => n + i.num, 0);

export const routes: Route[] = [
  userPost('/api/afterSale/v1/apply', (ctx, user) => {
    settleAfterSales(ctx);
    const at = now(ctx);
    const orderCode = requireString(ctx.body, 'orderCode', '订单编号');
    const o = ctx.store.orders.find((x) => x.orderCode === orderCode && x.userCode === user.userCode && !x.deleted);
    if (!o) throw new Fail(ERR.order.notFound, '订单不存在');
    if (o.status !== ORDER_STATUS.done || o.finishTime === null)
      throw new Fail(ERR.afterSale.notReceived, '订单收货后才能申请售后');
    if (at - o.finishTime > AFTER_SALE_WINDOW_MS) throw new Fail(ERR.afterSale.windowOver, '已超过收货后7天的售后期限');
    const reason = strOf(ctx.body.reason) as AfterSaleReason;
    if (!AFTER_SALE_REASONS.includes(reason)) throw new Fail(ERR.afterSale.badReason, '请选择售后原因');
    const description = strOf(ctx.body.description);
    if (description.length > 200) throw new Fail(ERR.afterSale.badReason, '问题描述不能超过200个字');
    const images = Array.isArray(ctx.body.images) ? (ctx.body.images as unknown[]).map(strOf) : [];
    if (images.length > AFTER_SALE_MAX_IMAGES)
      throw new Fail(ERR.afterSale.badImages, `最多上传${AFTER_SALE_MAX_IMAGES}张照片`);
    if (images.some((u) => !IMAGE_URL.test(u))) throw new Fail(ERR.afterSale.badImages, '照片须为上传的图片');
    const raw = Array.isArray(ctx.body.items) ? (ctx.body.items as Record<string, unknown>[]) : [];
    if (raw.length === 0) throw new Fail(ERR.afterSale.badLine, '请选择要售后的商品');
    const goods = o.items.reduce((n, i) => n + fen(i.price) * i.num, 0);
    const money = { goodsFen: goods, discountFen: fen(o.discount) };
    let cap = 0;
    const items = raw.map((r, line) => {
      const goodCode = strOf(r?.goodCode);
      const specName = strOf(r?.specName);
      const num = intOf(r?.num);
      const item = o.items.find((i) => i.goodCode === goodCode && (i.specName === specName || !specName));
      if (!item) throw new Fail(ERR.afterSale.badLine, '订单中没有这件商品', { line });
      if (
        ctx.store.afterSales.some(
          (a) =>
            a.orderCode === o.orderCode &&
            a.status === AFTER_SALE_STATUS.pending &&
            a.items.some((i) => i.goodCode === item.goodCode && i.specName === item.specName),
        )
      ) {
        throw new Fail(ERR.afterSale.linePending, `“${item.title}”已有处理中的售后申请`, { line });
      }
      // Pieces that never arrived (a shortage, refunded already) are not the resident's to ask for.
      const left = item.num - (item.shortNum ?? 0) - takenOf(ctx, o, item.goodCode, item.specName);
      if (num === null || num < 1 || num > left)
        throw new Fail(
          ERR.afterSale.overPieces,
          left > 0 ? `“${item.title}”最多可申请${left}件` : `“${item.title}”已全部申请过售后`,
          { line },
        );
      cap += paidForPieces(money, { priceFen: fen(item.price), depositFen: fen(item.deposit) }, num);
      return { goodCode: item.goodCode, specName: item.specName, title: item.title, img: item.img, num };
    });
    const amount = Number(ctx.body.amount);
    const amountFen = Number.isFinite(amount) ? Math.round(amount * 100) : NaN;
    if (!Number.isInteger(amountFen) || amountFen <= 0 || Math.abs(amount * 100 - amountFen) > 1e-6)
      throw new Fail(ERR.afterSale.badAmount, '请填写退款金额（最多两位小数）');
    if (amountFen > cap)
      throw new Fail(ERR.afterSale.badAmount, `退款金额不能超过这些商品的实付金额${yuan(cap).toFixed(2)}元`, {
        max: yuan(cap),
      });
    const refunded = ctx.store.afterSales
      .filter((a) => a.orderCode === o.orderCode && holds(a))
      .reduce((n, a) => n + fen(a.amount), 0);
    const shortRefunded = ctx.store.refunds
      .filter((r) => r.bizType === 'order' && r.bizCode === o.orderCode && r.reason === 'shortage')
      .reduce((n, r) => n + fen(r.amount), 0);
    if (refunded + shortRefunded + amountFen > fen(o.payAmount))
      throw new Fail(ERR.afterSale.badAmount, '退款金额不能超过订单的实付金额');
    const a: MockAfterSale = {
      afterSaleCode: ctx.store.nextId('AS'),
      userCode: user.userCode,
      teamCode: o.station?.teamCode ?? '',
      orderCode: o.orderCode,
      storeName: o.storeName,
      items,
      reason,
      description,
      images,
      amount: yuan(amountFen),
      status: AFTER_SALE_STATUS.pending,
      remark: '',
      decidedBy: '',
      createTime: at,
      decideTime: null,
      cancelTime: null,
      refundCode: '',
    };
    ctx.store.afterSales.unshift(a);
    onAfterSaleAsked(ctx.store, a);
    return wire(ctx, a);
  }),
  userPost('/api/afterSale/v1/list', (ctx, user) => {
    settleAfterSales(ctx);
    const orderCode = strOf(ctx.body.orderCode);
    const list = ctx.store.afterSales
      .filter((a) => a.userCode === user.userCode && (!orderCode || a.orderCode === orderCode))
      .map((a) => wire(ctx, a));
    return pageOf(list, pageIndexOf(ctx.body));
  }),
  userPost('/api/afterSale/v1/get', (ctx, user) => {
    settleAfterSales(ctx);
    return wire(ctx, ownAfterSale(ctx, user.userCode));
  }),
  userPost('/api/afterSale/v1/cancel', (ctx, user) => {
    settleAfterSales(ctx);
    const a = ownAfterSale(ctx, user.userCode);
    if (a.status !== AFTER_SALE_STATUS.pending)
      throw new Fail(ERR.afterSale.notWithdrawable, '售后申请已处理，不能撤销');
    a.status = AFTER_SALE_STATUS.cancelled;
    a.cancelTime = now(ctx);
    return wire(ctx, a);
  }),
  userPost('/api/team/v1/afterSale/list', (ctx) => {
    const team = approvedStation(ctx, ERR.afterSale.notLeader, '您还不是团长');
    settleAfterSales(ctx);
    const mine = ctx.store.afterSales.filter((a) => a.teamCode === team.teamCode);
    // Pending first (oldest first: who waited longest), then the rest newest first.
    const pending = mine
      .filter((a) => a.status === AFTER_SALE_STATUS.pending)
      .sort((x, y) => x.createTime - y.createTime);
    const rest = mine.filter((a) => a.status !== AFTER_SALE_STATUS.pending).sort((x, y) => y.createTime - x.createTime);
    return {
      ...pageOf(
        [...pending, ...rest].map((a) => wire(ctx, a, true)),
        pageIndexOf(ctx.body),
      ),
      pending: pending.length,
    };
  }),
  userPost('/api/team/v1/afterSale/decide', (ctx) => {
    const team = approvedStation(ctx, ERR.afterSale.notLeader, '您还不是团长');
    settleAfterSales(ctx);
    const code = requireString(ctx.body, 'afterSaleCode', '售后编号');
    const a = ctx.store.afterSales.find((x) => x.afterSaleCode === code && x.teamCode === team.teamCode);
    if (!a) throw new Fail(ERR.afterSale.notFound, '售后申请不存在');
    if (a.status !== AFTER_SALE_STATUS.pending)
      throw new Fail(
        ERR.afterSale.alreadyHandled,
        a.status === AFTER_SALE_STATUS.cancelled ? '顾客已撤销该申请' : '该申请已处理',
      );
    const remark = strOf(ctx.body.remark);
    if (remark.length > 100) throw new Fail(ERR.afterSale.badRemark, '说明不能超过100个字');
    if (ctx.body.accept === true) {
      accept(ctx, a, 'leader', remark, now(ctx));
    } else {
      if (!remark) throw new Fail(ERR.afterSale.badRemark, '拒绝时请说明原因');
      a.status = AFTER_SALE_STATUS.refused;
      a.decidedBy = 'leader';
      a.remark = remark;
      a.decideTime = now(ctx);
      onAfterSaleDecided(ctx.store, a);
    }
    return wire(ctx, a, true);
  }),
];
