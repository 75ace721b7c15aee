// The cashier's states (docs/product.md#money), pure: what the person sees while a payment is prepared, paid in
// WeChat's sheet or on the H5 cashier page, and confirmed. Only the backend's status says "paid"; WeChat's own
// "ok" only starts the confirmation, which gives up after about ten seconds into "being confirmed".
import { PAY_STATUS, type PayStatus } from '@/api/pay';

export type CashierState =
  /** The payment is being prepared (prepay, or the status after a reload or a return). */
  | { kind: 'loading' }
  /** It can be paid: first time, or again after the person cancelled ('cancelled') or it failed ('failed'). */
  | { kind: 'ready'; note: 'none' | 'cancelled' | 'failed' }
  /** WeChat's sheet is open, or the browser is on its way to the H5 cashier. */
  | { kind: 'paying' }
  /**
   * WeChat said ok, or the person came back from the H5 page: the backend's status is asked for. `cancelled`: the
   * H5 cashier said the person cancelled there (docs/decisions.md): an unpaid answer is then their cancel, not a delay.
   */
  | { kind: 'confirming'; cancelled?: boolean }
  /** The backend has not confirmed it within the confirmation time: the person may refresh. */
  | { kind: 'pending' }
  | { kind: 'paid' }
  /** Closed: not paid in time, or what it was for is gone. */
  | { kind: 'closed' }
  /** The payment could not be prepared (network, refusal): retry. */
  | { kind: 'error' };

export type CashierEvent =
  | { type: 'prepared' }
  | { type: 'pay' }
  | { type: 'outcome'; outcome: 'ok' | 'cancel' | 'fail' }
  /** The person came back from the H5 cashier page; `cancelled` when that page said they tapped 取消 there. */
  | { type: 'returned'; cancelled?: boolean }
  | { type: 'status'; status: PayStatus }
  /** The confirmation time is over and the backend still says unpaid. */
  | { type: 'confirmTimeout' }
  | { type: 'refresh' }
  /** The countdown reached the expiry (the backend's status then says closed). */
  | { type: 'expired' }
  | { type: 'error' };

export const initialCashier: CashierState = { kind: 'loading' };

/** The delays between two status questions while confirming (ms): about ten seconds in all. */
export const CONFIRM_BACKOFF_MS = [500, 1000, 1500, 2000, 2500, 2500] as const;

export function cashierReducer(state: CashierState, event: CashierEvent): CashierState {
  // The backend's word ends every state but a payment already known as paid or closed.
  if (event.type === 'status') {
    if (event.status === PAY_STATUS.paid || event.status === PAY_STATUS.refunded) return { kind: 'paid' };
    if (event.status === PAY_STATUS.closed) return state.kind === 'paid' ? state : { kind: 'closed' };
    // Still unpaid: after a cancel on the H5 page, that cancel; while confirming, the questions go on; otherwise
    // what the person did stands.
    if (state.kind === 'loading') return { kind: 'ready', note: 'none' };
    if (state.kind === 'confirming' && state.cancelled) return { kind: 'ready', note: 'cancelled' };
    return state;
  }
  if (state.kind === 'paid' || state.kind === 'closed') return state;
  switch (event.type) {
    case 'prepared':
      return state.kind === 'loading' || state.kind === 'error' ? { kind: 'ready', note: 'none' } : state;
    case 'pay':
      return state.kind === 'ready' || state.kind === 'pending' ? { kind: 'paying' } : state;
    case 'outcome':
      if (state.kind !== 'paying') return state;
      if (event.outcome === 'ok') return { kind: 'confirming' };
      return { kind: 'ready', note: event.outcome === 'cancel' ? 'cancelled' : 'failed' };
    case 'returned':
      return event.cancelled ? { kind: 'confirming', cancelled: true } : { kind: 'confirming' };
    case 'confirmTimeout':
      if (state.kind !== 'confirming') return state;
      return state.cancelled ? { kind: 'ready', note: 'cancelled' } : { kind: 'pending' };
    case 'refresh':
      return state.kind === 'pending' ? { kind: 'confirming' } : state;
    case 'expired':
      return { kind: 'closed' };
    case 'error':
      return state.kind === 'loading' ? { kind: 'error' } : state;
    default:
      return state;
  }
}
