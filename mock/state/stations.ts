// The demo back office of the team calls, shared by team, credentials, withdraw, product, ledger, after-sale and
// team-pickup: team reviews and withdrawal payouts complete lazily (every such call first settles what is due),
// and the approved team of the caller (the leaders' calls' own check).
import { Fail, requireUser, type Ctx } from '../core';
import type { Store } from '../store';
import type { MockStation } from '../seed/team';
import { fen, yuan } from '../seed/util';
import { onTeamReviewed, onWithdrawalSettled } from './station-messages';
import { STATION_STATUS, WITHDRAW_STATUS } from '../../src/rules/station-states';

/** Demo switch: a team name containing this is rejected by the review. */
export const REJECT_MARK = '驳回';
export const REJECT_REASON = '资料不清晰，请重新上传身份证照片';
/** Demo payment channel: a single withdrawal above this many yuan is refused and returned to the balance. */
export const PAYOUT_LIMIT_YUAN = 1000;
export const PAYOUT_REFUSED = `超出单笔到账限额（演示：超过${PAYOUT_LIMIT_YUAN}元的提现会被退回）`;
/** Completes the reviews and payments that are due. */
export function settleStations(store: Store, now = Date.now()): void {
  for (const t of store.teams) {
    if (t.status !== STATION_STATUS.reviewing || t.reviewAt > now) continue;
    const rejected = t.teamName.includes(REJECT_MARK);
    t.status = rejected ? STATION_STATUS.rejected : STATION_STATUS.approved;
    t.reason = rejected ? REJECT_REASON : '';
    store.credentials.set(t.userCode, t.status);
    const user = store.users.get(t.userCode);
    if (user && !rejected) user.isManager = true;
    if (!rejected && !t.inviteCode) t.inviteCode = newInviteCode(store);
    onTeamReviewed(store, t, t.reviewAt);
  }
  for (const w of store.withdrawals) {
    if (w.status !== WITHDRAW_STATUS.processing || w.payAt > now) continue;
    w.finishTime = w.payAt;
    if (w.amount > PAYOUT_LIMIT_YUAN) {
      w.status = WITHDRAW_STATUS.failed;
      w.reason = PAYOUT_REFUSED;
      const user = store.users.get(w.userCode);
      if (user) user.balance = yuan(fen(user.balance) + fen(w.amount));
    } else {
      w.status = WITHDRAW_STATUS.paid;
    }
    onWithdrawalSettled(store, w);
  }
}

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh invite code for an approved team: 6 characters easy to read aloud, unused by any other team. */
export function newInviteCode(store: Store, random: () => number = Math.random): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 6; i += 1) code += INVITE_ALPHABET[Math.floor(random() * INVITE_ALPHABET.length)];
    if (!store.teams.some((t) => t.inviteCode === code)) return code;
  }
}

/** The approved team of the caller, or the failure `code` with `msg`. */
export function approvedStation(ctx: Ctx, code: number, msg: string): MockStation {
  const user = requireUser(ctx);
  settleStations(ctx.store);
  const t = ctx.store.teams.find((x) => x.userCode === user.userCode && x.status === STATION_STATUS.approved);
  if (!t) throw new Fail(code, msg);
  return t;
}
