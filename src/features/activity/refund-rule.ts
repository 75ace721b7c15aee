// What an activity's refund plan means for the people who join (docs/api.md "Leaving"): until when one may
// leave (R1 until the start, R2 until 24 h before it, R3 never, none or another plan until sign-up closes;
// never after sign-up closed), and whether money is at stake; the words come from the activity texts.
import { ACTIVITY_KIND, type Activity } from '@/api/activity';
import type { MessageKey, Params } from '@/i18n';

const DAY = 24 * 3_600_000;

/** The last moment one may leave (and be refunded), or null when one never may once joined. */
export function leaveDeadline(a: Pick<Activity, 'refundPlan' | 'beginTime' | 'closeTime'>): number | null {
  if (a.refundPlan === 'R3') return null;
  const byPlan = a.refundPlan === 'R1' ? a.beginTime : a.refundPlan === 'R2' ? a.beginTime - DAY : a.closeTime;
  return Math.min(byPlan, a.closeTime);
}

/** Whether joining can cost money (a price, or an interactive amount to choose or a reward). */
export function joinCosts(a: Pick<Activity, 'priceFen' | 'activityType' | 'setting'>): boolean {
  if (a.priceFen > 0) return true;
  return a.activityType === ACTIVITY_KIND.interactive && (!a.setting.chooseProgramFree || a.setting.rewardProgram);
}

export interface RuleLine {
  key: MessageKey;
  /** `time` is the deadline (ms): the page words it as a friendly date. */
  time?: number;
  params?: Params;
}

/** The rule in one sentence, at `now`: until when one may leave, that one never may, or that the time has passed. */
export function leaveRule(
  a: Pick<Activity, 'refundPlan' | 'beginTime' | 'closeTime' | 'priceFen' | 'activityType' | 'setting'>,
  now: number,
): RuleLine {
  const paid = joinCosts(a);
  const deadline = leaveDeadline(a);
  if (deadline === null) return { key: paid ? 'activity.ruleNever' : 'activity.ruleNeverFree' };
  if (now >= deadline) return { key: 'activity.rulePassed', time: deadline };
  return { key: paid ? 'activity.ruleUntil' : 'activity.ruleUntilFree', time: deadline };
}
