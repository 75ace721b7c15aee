// The refund plan's meaning for the people who join: the deadline per plan (never after sign-up closes),
// money or not, and the sentence before and after the deadline.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, type Activity } from '@/api/activity';
import { SETTING_DEFAULTS } from '@/api/activity-draft';
import { joinCosts, leaveDeadline, leaveRule } from './refund-rule';

const HOUR = 3_600_000;
const BEGIN = new Date('2025-03-10T09:00:00').getTime();
const a = (over: Partial<Activity>) =>
  ({
    refundPlan: '',
    beginTime: BEGIN,
    closeTime: BEGIN + 48 * HOUR,
    priceFen: 3900,
    activityType: ACTIVITY_KIND.onsite,
    setting: { ...SETTING_DEFAULTS },
    ...over,
  }) as Activity;

describe('refund plans', () => {
  it('R1 until the start, R2 until 24 h before it, R3 never, none (or an unknown plan) until sign-up closes', () => {
    expect(leaveDeadline(a({ refundPlan: 'R1' }))).toBe(BEGIN);
    expect(leaveDeadline(a({ refundPlan: 'R2' }))).toBe(BEGIN - 24 * HOUR);
    expect(leaveDeadline(a({ refundPlan: 'R3' }))).toBeNull();
    expect(leaveDeadline(a({ refundPlan: '' }))).toBe(BEGIN + 48 * HOUR);
    expect(leaveDeadline(a({ refundPlan: 'R7' }))).toBe(BEGIN + 48 * HOUR);
  });
  it('never after sign-up closed', () => {
    expect(leaveDeadline(a({ refundPlan: 'R1', closeTime: BEGIN - HOUR }))).toBe(BEGIN - HOUR);
  });
  it('money is at stake with a price, or an interactive amount or reward; not in a free one', () => {
    expect(joinCosts(a({}))).toBe(true);
    expect(joinCosts(a({ priceFen: 0 }))).toBe(false);
    expect(
      joinCosts(
        a({
          priceFen: 0,
          activityType: ACTIVITY_KIND.interactive,
          setting: { ...SETTING_DEFAULTS, chooseProgramFree: false },
        }),
      ),
    ).toBe(true);
    expect(
      joinCosts(
        a({
          priceFen: 0,
          activityType: ACTIVITY_KIND.interactive,
          setting: { ...SETTING_DEFAULTS, chooseProgramFree: true, rewardProgram: false },
        }),
      ),
    ).toBe(false);
  });
  it('the sentence: until the deadline (paid or free), never, or that it has passed', () => {
    expect(leaveRule(a({ refundPlan: 'R2' }), BEGIN - 30 * HOUR)).toEqual({
      key: 'activity.ruleUntil',
      time: BEGIN - 24 * HOUR,
    });
    expect(leaveRule(a({ refundPlan: 'R2', priceFen: 0 }), BEGIN - 30 * HOUR).key).toBe('activity.ruleUntilFree');
    expect(leaveRule(a({ refundPlan: 'R2' }), BEGIN - 2 * HOUR)).toEqual({
      key: 'activity.rulePassed',
      time: BEGIN - 24 * HOUR,
    });
    expect(leaveRule(a({ refundPlan: 'R3' }), 0).key).toBe('activity.ruleNever');
    expect(leaveRule(a({ refundPlan: 'R3', priceFen: 0 }), 0).key).toBe('activity.ruleNeverFree');
  });
});
