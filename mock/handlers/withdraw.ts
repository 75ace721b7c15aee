// Mock handlers of src/api/withdraw.ts: a leader's withdrawal (the client's own checks and fee, src/rules/withdraw.ts;
// applied once per requestId), then paid or refused by the demo payment channel (mock/state/stations.ts settles
// it after MOCK_PAYOUT_MS); one withdrawal, and the list.
import { Fail, pageIndexOf, requireString, userPost, type Route } from '../core';
import type { WithdrawWire } from '../../src/api/withdraw';
import { checkWithdraw, withdrawFee } from '../../src/rules/withdraw';
import type { MockWithdraw } from '../seed/team';
import { exactFen, fen, numOf, pageOf, strOf, yuan } from '../seed/util';
import { approvedStation, settleStations } from '../state/stations';
import { ERR } from '../../src/rules/error-codes';
import { WITHDRAW_STATUS } from '../../src/rules/station-states';

/** A withdrawal as answered: without the mock's own fields. */
function withdrawWire(w: MockWithdraw): WithdrawWire {
  const { userCode: _u, payAt: _p, requestId: _r, ...wire } = w;
  return wire;
}

export const routes: Route[] = [
  userPost('/api/withdraw/v1/apply', (ctx, user) => {
    approvedStation(ctx, ERR.withdraw.notLeader, '只有团长可以提现');
    const { store } = ctx;
    // A repeated request (double tap, retry after a time-out) answers the first withdrawal again.
    const requestId = strOf(ctx.body.requestId).slice(0, 64);
    const earlier = requestId
      ? store.withdrawals.find((w) => w.userCode === user.userCode && w.requestId === requestId)
      : undefined;
    if (earlier) return { record: withdrawWire(earlier), balance: user.balance };
    const amount = numOf(ctx.body.amount);
    const amountFen = amount === null ? NaN : (exactFen(amount) ?? NaN);
    const cfg = store.catalogue.config;
    const limit = numOf(cfg.withdrawLimit) ?? 100;
    const max = numOf(cfg.withdrawMax) ?? 0;
    const rate = numOf(cfg.withdrawRate) ?? 0;
    const balanceFen = fen(user.balance);
    const check = checkWithdraw(amountFen, balanceFen, { withdrawLimitFen: fen(limit), withdrawMaxFen: fen(max) });
    if (check === 'invalid') throw new Fail(ERR.withdraw.badAmount, '请输入正确的提现金额');
    if (check === 'overBalance')
      throw new Fail(ERR.withdraw.overBalance, `提现金额超过可提现余额（可提现${yuan(balanceFen)}元）`);
    if (check === 'aboveMax') throw new Fail(ERR.withdraw.aboveMax, `单次提现金额不能超过${max}元`, { max });
    if (check === 'belowLimit') throw new Fail(ERR.withdraw.belowLimit, `单次提现金额不能低于${limit}元`);
    const feeFen = withdrawFee(amountFen, rate);
    const now = Date.now();
    const record: MockWithdraw = {
      userCode: user.userCode,
      code: store.nextId('W'),
      amount: yuan(amountFen),
      fee: yuan(feeFen),
      actual: yuan(amountFen - feeFen),
      status: WITHDRAW_STATUS.processing,
      account: '微信零钱',
      reason: '',
      createTime: now,
      finishTime: null,
      payAt: now + store.timing.payoutMs,
      requestId,
    };
    user.balance = yuan(balanceFen - amountFen);
    store.withdrawals.unshift(record);
    return { record: withdrawWire(record), balance: user.balance };
  }),
  userPost('/api/withdraw/v1/get', (ctx, user) => {
    settleStations(ctx.store);
    const code = requireString(ctx.body, 'code', '提现编号');
    const w = ctx.store.withdrawals.find((x) => x.userCode === user.userCode && x.code === code);
    if (!w) throw new Fail(ERR.withdraw.notFound, '提现记录不存在');
    return withdrawWire(w);
  }),
  userPost('/api/withdraw/v1/list', (ctx, user) => {
    settleStations(ctx.store);
    const list = ctx.store.withdrawals
      .filter((w) => w.userCode === user.userCode)
      .sort((a, b) => b.createTime - a.createTime)
      .map(withdrawWire);
    return pageOf(list, pageIndexOf(ctx.body));
  }),
];
