// The messages of a station leader's own affairs: a team application reviewed, a withdrawal paid or refused.
import { STATION_STATUS, WITHDRAW_STATUS } from '../../src/rules/station-states';
import type { Store } from '../store';
import type { MockStation, MockWithdraw } from '../seed/team';
import { notify } from './messages';
import { money } from './message-texts';

/** A team application was reviewed: the applicant's `teamReviewed` (a tap opens the team page). */
export function onTeamReviewed(store: Store, t: MockStation, at: number): void {
  const approved = t.status === STATION_STATUS.approved;
  const [title, content] = approved
    ? ['团长申请已通过', `恭喜，「${t.teamName}」已通过审核，顾客可以选择您的自提点下单了。`]
    : ['团长申请未通过', `「${t.teamName}」未通过审核：${t.reason}`];
  notify(store, t.userCode, { type: 'teamReviewed', title, content, bizType: 'team', bizCode: t.teamCode }, at);
}

/** A withdrawal was paid or refused by the payment channel: the leader's `withdrawal`. */
export function onWithdrawalSettled(store: Store, w: MockWithdraw): void {
  const paid = w.status === WITHDRAW_STATUS.paid;
  const [title, content] = paid
    ? ['提现已到账', `您提现的${money(w.amount)}已到账${w.account}，实际到账${money(w.actual)}。`]
    : ['提现未成功', `您提现的${money(w.amount)}未成功：${w.reason}。金额已退回可提现余额。`];
  notify(
    store,
    w.userCode,
    { type: 'withdrawal', title, content, bizType: 'withdrawal', bizCode: w.code },
    w.finishTime ?? w.createTime,
  );
}
