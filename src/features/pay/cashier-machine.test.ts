// The cashier's state machine: WeChat's ok only starts a confirmation that the backend's status ends; a
// cancel or a failure leaves it payable; a confirmation that takes too long says so; expiry closes it.
import { describe, expect, it } from 'vitest';
import { PAY_STATUS } from '@/api/pay';
import {
  cashierReducer,
  CONFIRM_BACKOFF_MS,
  initialCashier,
  type CashierEvent,
  type CashierState,
} from './cashier-machine';

const run = (events: CashierEvent[], from: CashierState = initialCashier) => events.reduce(cashierReducer, from);
const ready = run([{ type: 'prepared' }]);

describe('cashier', () => {
  it('ok: paying, then confirming until the backend says paid', () => {
    expect(ready).toEqual({ kind: 'ready', note: 'none' });
    const confirming = run([{ type: 'pay' }, { type: 'outcome', outcome: 'ok' }], ready);
    expect(confirming).toEqual({ kind: 'confirming' });
    // The backend still says unpaid: it keeps confirming (WeChat's ok is not the backend's word).
    expect(cashierReducer(confirming, { type: 'status', status: PAY_STATUS.unpaid })).toEqual({ kind: 'confirming' });
    expect(cashierReducer(confirming, { type: 'status', status: PAY_STATUS.paid })).toEqual({ kind: 'paid' });
  });

  it('cancel and fail leave it payable, each saying what happened', () => {
    expect(run([{ type: 'pay' }, { type: 'outcome', outcome: 'cancel' }], ready)).toEqual({
      kind: 'ready',
      note: 'cancelled',
    });
    const failed = run([{ type: 'pay' }, { type: 'outcome', outcome: 'fail' }], ready);
    expect(failed).toEqual({ kind: 'ready', note: 'failed' });
    // Pay again after a failure: a new attempt.
    expect(cashierReducer(failed, { type: 'pay' })).toEqual({ kind: 'paying' });
  });

  it('a confirmation that outlasts its time says "being confirmed", and a refresh confirms again', () => {
    expect(CONFIRM_BACKOFF_MS.reduce((n, ms) => n + ms, 0)).toBeGreaterThanOrEqual(9_000);
    const pending = run([{ type: 'pay' }, { type: 'outcome', outcome: 'ok' }, { type: 'confirmTimeout' }], ready);
    expect(pending).toEqual({ kind: 'pending' });
    expect(cashierReducer(pending, { type: 'refresh' })).toEqual({ kind: 'confirming' });
    // Paid meanwhile, heard on a later question.
    expect(run([{ type: 'refresh' }, { type: 'status', status: PAY_STATUS.paid }], pending)).toEqual({ kind: 'paid' });
    // A timeout outside a confirmation changes nothing.
    expect(cashierReducer(ready, { type: 'confirmTimeout' })).toBe(ready);
  });

  it('expired: the countdown ends it, and a paid payment stays paid', () => {
    expect(cashierReducer(ready, { type: 'expired' })).toEqual({ kind: 'closed' });
    expect(cashierReducer(ready, { type: 'status', status: PAY_STATUS.closed })).toEqual({ kind: 'closed' });
    const paid = cashierReducer(ready, { type: 'status', status: PAY_STATUS.paid });
    expect(cashierReducer(paid, { type: 'expired' })).toBe(paid);
    expect(cashierReducer(paid, { type: 'status', status: PAY_STATUS.closed })).toBe(paid);
  });

  it('a reload or a return asks first: paid, closed, or payable', () => {
    expect(cashierReducer(initialCashier, { type: 'status', status: PAY_STATUS.paid })).toEqual({ kind: 'paid' });
    expect(cashierReducer(initialCashier, { type: 'status', status: PAY_STATUS.refunded })).toEqual({ kind: 'paid' });
    expect(cashierReducer(initialCashier, { type: 'status', status: PAY_STATUS.unpaid })).toEqual({
      kind: 'ready',
      note: 'none',
    });
    expect(run([{ type: 'prepared' }, { type: 'returned' }])).toEqual({ kind: 'confirming' });
  });

  it('back from a cancel on the H5 page: an unpaid answer is that cancel (payable, said so), never "being confirmed"', () => {
    const back = run([{ type: 'prepared' }, { type: 'returned', cancelled: true }]);
    expect(cashierReducer(back, { type: 'status', status: PAY_STATUS.unpaid })).toEqual({
      kind: 'ready',
      note: 'cancelled',
    });
    // No answer at all: still the cancel, not "being confirmed".
    expect(cashierReducer(back, { type: 'confirmTimeout' })).toEqual({ kind: 'ready', note: 'cancelled' });
    // Only the backend says paid: paid elsewhere meanwhile (a second tab) is paid.
    expect(cashierReducer(back, { type: 'status', status: PAY_STATUS.paid })).toEqual({ kind: 'paid' });
    // A return without the cancel's word waits for the backend, then says it is being confirmed.
    expect(run([{ type: 'prepared' }, { type: 'returned' }, { type: 'confirmTimeout' }])).toEqual({ kind: 'pending' });
  });

  it('a double tap pays once: a second "pay" while paying changes nothing', () => {
    const paying = cashierReducer(ready, { type: 'pay' });
    expect(cashierReducer(paying, { type: 'pay' })).toBe(paying);
    // The prepay failing leaves an error to retry; a retry that succeeds is ready.
    const error = cashierReducer(initialCashier, { type: 'error' });
    expect(error).toEqual({ kind: 'error' });
    expect(cashierReducer(error, { type: 'prepared' })).toEqual({ kind: 'ready', note: 'none' });
  });
});
