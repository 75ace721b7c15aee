// What a person fills in to join: the items and quantities (kinds 1 to 3), the group (group-buy), the
// program, amount and reward (interactive), and the sign-up form. Kept in page data while they type,
// so that it survives a reload and the WeChat OAuth round trip; checked before the join is sent.
import { ACTIVITY_KIND, FREE_AMOUNT_MAX_FEN, type Activity, type JoinRequest } from '@/api/activity';
import type { FormItemWire } from '@/api/template';
import type { MessageKey, Params } from '@/i18n';
import { isPhone } from '@/rules/validate';
import { isRecord } from '@/lib/storage';
import { readPageData, removePageData, savePageData } from '@/state/page-data';

export interface JoinInput {
  /** Group-buy: join this open group ('' starts a new one). */
  groupCode: string;
  /** itemCode -> quantity; an item is chosen when present. */
  items: Record<string, number>;
  program: string;
  /** Fen; null when nothing is chosen yet. */
  amountFen: number | null;
  /** Fen; 0 for no reward. */
  rewardFen: number;
  form: Record<string, string>;
  /** Reopen the join sheet on the next load (coming back from WeChat's consent). */
  resume: boolean;
}

const DAY = 24 * 3_600_000;
const key = (code: string) => `activityJoin:${code}`;

const isJoinInput = (v: unknown): v is JoinInput =>
  isRecord(v) &&
  typeof v.groupCode === 'string' &&
  isRecord(v.items) &&
  typeof v.program === 'string' &&
  isRecord(v.form) &&
  typeof v.rewardFen === 'number';

export function savedJoinInput(code: string): JoinInput | null {
  return readPageData(key(code), isJoinInput);
}

export function saveJoinInput(code: string, input: JoinInput): void {
  savePageData(key(code), input, DAY);
}

export function clearJoinInput(code: string): void {
  removePageData(key(code));
}

/** A sign-up form's field that asks for the person's name (its key, or a label that says name). */
const NAME_FIELD = /^(name|realName|姓名|名字|称呼)$|姓名|name/i;

/**
 * What the app already knows, as answers of a sign-up form: the person's phone in each phone field and
 * their name in a text field that asks for a name. Nothing else is guessed; an empty name or phone fills nothing.
 */
export function knownAnswers(
  form: readonly FormItemWire[],
  person: { name: string; phone: string } | null,
): Record<string, string> {
  const answers: Record<string, string> = {};
  if (!person) return answers;
  for (const f of form) {
    if (f.type === 'phone' && person.phone) answers[f.key] = person.phone;
    else if (f.type === 'text' && person.name && (NAME_FIELD.test(f.key) || NAME_FIELD.test(f.label)))
      answers[f.key] = person.name;
  }
  return answers;
}

/**
 * The starting input: one of the only item for kinds 1 and 3, the group given, the sign-up form answered with
 * what the app knows of the person (`person`: name and phone), nothing else chosen.
 */
export function initialJoinInput(
  a: Activity,
  groupCode = '',
  itemCode?: string,
  person: { name: string; phone: string } | null = null,
): JoinInput {
  const items: Record<string, number> = {};
  const only =
    itemCode ??
    (a.activityType !== ACTIVITY_KIND.multi && a.activityItemList.length === 1
      ? a.activityItemList[0]?.code
      : undefined);
  if (only) items[only] = 1;
  return {
    groupCode,
    items,
    program: '',
    amountFen: null,
    rewardFen: 0,
    form: knownAnswers(a.form, person),
    resume: false,
  };
}

export interface JoinIssue {
  field: string;
  key: MessageKey;
  params?: Params;
}

/** A sign-up form's answers checked as the backend will (required, phone, number, choice). */
export function checkAnswers(form: readonly FormItemWire[], answers: Record<string, string>): JoinIssue[] {
  const issues: JoinIssue[] = [];
  for (const f of form) {
    const v = (answers[f.key] ?? '').trim();
    const field = `form.${f.key}`;
    if (!v) {
      if (f.required)
        issues.push({
          field,
          key:
            f.type === 'image'
              ? 'activity.errAnswerImage'
              : f.type === 'select'
                ? 'activity.errAnswerChoice'
                : 'activity.errAnswer',
          params: { label: f.label },
        });
      continue;
    }
    if (f.type === 'phone' && !isPhone(v))
      issues.push({ field, key: 'activity.errAnswerPhone', params: { label: f.label } });
    if (f.type === 'number' && !/^-?\d+(\.\d+)?$/.test(v))
      issues.push({ field, key: 'activity.errAnswerNumber', params: { label: f.label } });
    if (f.type === 'select' && !f.options.includes(v))
      issues.push({ field, key: 'activity.errAnswerChoice', params: { label: f.label } });
  }
  return issues;
}

/** Every field the join checks may name for this activity, in the sheet's order (the form state's fields). */
export function joinFields(a: Activity): string[] {
  return ['items', 'program', 'amount', 'reward', ...a.form.map((f) => `form.${f.key}`)];
}

/** Everything wrong with the input for this activity, in the sheet's order. */
export function checkJoin(a: Activity, input: JoinInput): JoinIssue[] {
  const issues: JoinIssue[] = [];
  const chosen = Object.entries(input.items).filter(([, n]) => n > 0);
  if (a.activityType <= ACTIVITY_KIND.group) {
    if (chosen.length === 0) issues.push({ field: 'items', key: 'activity.errPickItem' });
    if (a.activityType === ACTIVITY_KIND.multi && chosen.length > a.maxSelectionItem)
      issues.push({ field: 'items', key: 'activity.errPickMax', params: { n: a.maxSelectionItem } });
    for (const [code, n] of chosen) {
      const item = a.activityItemList.find((i) => i.code === code);
      if (item && n > item.singleMaxPurchase)
        issues.push({
          field: 'items',
          key: 'activity.errPickLimit',
          params: { name: item.itemName, n: item.singleMaxPurchase },
        });
    }
  }
  if (a.activityType === ACTIVITY_KIND.interactive) {
    const s = a.setting;
    if (s.chooseProgram && !input.program) issues.push({ field: 'program', key: 'activity.errPickProgram' });
    if (!s.chooseProgramFree) {
      const fen = input.amountFen;
      if (fen === null || fen < 0) issues.push({ field: 'amount', key: 'activity.errPickAmount' });
      else if (!s.chooseAmountItemsFen.includes(fen) && (!s.showChooseAmount || fen < s.chooseLowFen))
        issues.push({ field: 'amount', key: 'activity.errAmountMin', params: { min: s.chooseLowFen / 100 } });
      else if (fen > FREE_AMOUNT_MAX_FEN)
        issues.push({ field: 'amount', key: 'activity.errAmountMax', params: { max: FREE_AMOUNT_MAX_FEN / 100 } });
    }
    if (input.rewardFen < 0) issues.push({ field: 'reward', key: 'activity.errPickAmount' });
    else if (
      input.rewardFen > 0 &&
      !s.rewardAmountItemsFen.includes(input.rewardFen) &&
      (!s.showRewardAmount || input.rewardFen < s.rewardLowFen)
    )
      issues.push({ field: 'reward', key: 'activity.errAmountMin', params: { min: s.rewardLowFen / 100 } });
    else if (input.rewardFen > FREE_AMOUNT_MAX_FEN)
      issues.push({ field: 'reward', key: 'activity.errAmountMax', params: { max: FREE_AMOUNT_MAX_FEN / 100 } });
  }
  issues.push(...checkAnswers(a.form, input.form));
  return issues;
}

/** What to pay, in fen: first-tier prices for a group-buy, the items, the amount and reward, or the fee. */
export function joinTotalFen(a: Activity, input: JoinInput): number {
  if (a.activityType <= ACTIVITY_KIND.group) {
    return Object.entries(input.items).reduce((sum, [code, n]) => {
      const item = a.activityItemList.find((i) => i.code === code);
      if (!item || n <= 0) return sum;
      const unit =
        a.activityType === ACTIVITY_KIND.group ? (item.groupItemList[0]?.priceFen ?? item.priceFen) : item.priceFen;
      return sum + unit * n;
    }, 0);
  }
  if (a.activityType === ACTIVITY_KIND.interactive)
    return (a.setting.chooseProgramFree ? 0 : Math.max(0, input.amountFen ?? 0)) + Math.max(0, input.rewardFen);
  return a.priceFen;
}

/** The join call for this input. */
export function joinRequestOf(a: Activity, input: JoinInput): JoinRequest {
  const form = Object.fromEntries(
    Object.entries(input.form)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );
  const req: JoinRequest = { code: a.code, form };
  if (a.activityType <= ACTIVITY_KIND.group)
    req.items = Object.entries(input.items)
      .filter(([, n]) => n > 0)
      .map(([itemCode, num]) => ({ itemCode, num }));
  if (a.activityType === ACTIVITY_KIND.group && input.groupCode) req.groupCode = input.groupCode;
  if (a.activityType === ACTIVITY_KIND.interactive) {
    if (input.program) req.program = input.program;
    if (!a.setting.chooseProgramFree && input.amountFen !== null) req.amountFen = input.amountFen;
    if (input.rewardFen > 0) req.rewardFen = input.rewardFen;
  }
  return req;
}
