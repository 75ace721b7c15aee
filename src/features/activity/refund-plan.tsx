// The activity's refund plan as the people who join see it, on the detail page and in the join sheet
// (before paying): the plan's name and description (/api/refundPlan/v1/list; none: until sign-up closes)
// and what it means now, in one sentence with the deadline (refund-rule.ts); a group-buy adds its own rule.
import { useRequest } from 'ahooks';
import { ACTIVITY_KIND, type Activity } from '@/api/activity';
import { listRefundPlans } from '@/api/refund-plan';
import { useLocale, useT } from '@/i18n';
import { refundPlanText } from '@/i18n/server-names';
import { formatDate } from '@/lib/date';
import { joinCosts, leaveRule } from './refund-rule';

export function RefundPlan({
  activity: a,
  now,
  inSheet = false,
}: {
  activity: Activity;
  now: number;
  inSheet?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  // A failed list leaves the name out: the sentence below says what matters on its own.
  const plans = useRequest(listRefundPlans, {
    cacheKey: 'refundPlans',
    staleTime: 5 * 60_000,
    onError: () => undefined,
  });
  const served = plans.data?.find((p) => p.code === a.refundPlan);
  const plan = a.refundPlan
    ? served && refundPlanText(served, locale)
    : { name: t('activity.refundNoneName'), description: t('activity.refundNoneDesc') };
  const rule = leaveRule(a, now);
  const titleId = inSheet ? 'act-refund-sheet-title' : 'act-refund-title';
  const Heading = inSheet ? 'h3' : 'h2';
  // In the sheet a part of the form, not a landmark of its own (the page has the labelled section).
  const Box = inSheet ? 'div' : 'section';
  return (
    <Box
      className={inSheet ? 'act-refund act-refund--sheet' : 'act-block act-refund'}
      aria-labelledby={inSheet ? undefined : titleId}
      data-testid="refund-plan"
    >
      <Heading className="act-block-title" id={titleId}>
        {joinCosts(a) ? t('activity.refundTitle') : t('activity.leaveRulesTitle')}
      </Heading>
      {plan && (
        <p className="act-refund-plan" data-testid="refund-plan-name">
          <strong>{plan.name}</strong>
          {/* The descriptions speak of refunds: a free activity shows the plan's name and the rule below. */}
          {plan.description && joinCosts(a) && <span>{plan.description}</span>}
        </p>
      )}
      <p className="act-refund-rule" data-testid="refund-rule">
        {t(rule.key, { time: rule.time === undefined ? '' : formatDate(rule.time, 'YYYY/MM/DD HH:mm') })}
      </p>
      {a.activityType === ACTIVITY_KIND.group &&
        rule.key !== 'activity.ruleNever' &&
        rule.key !== 'activity.ruleNeverFree' && <p className="act-refund-rule">{t('activity.ruleGroup')}</p>}
    </Box>
  );
}
