// Small inputs of the activity screens, placed in a FormField whose aria they take: amount and whole-number
// inputs that keep what was typed, preset chips with an optional free amount, and a quantity control; and
// the issues of the activity checks as the form state's problems.
import { useEffect, useState } from 'react';
import { Input } from 'antd-mobile';
import { MONEY_UNSET } from '@/api/activity-draft';
import type { FieldAria } from '@/components/form-field';
import type { FieldMessage } from '@/components/use-form-state';
import { useT, type MessageKey, type Params } from '@/i18n';
import { formatFen, parseYuanInput } from '@/rules/money';
import type { ActivityDraft } from '@/api/activity-draft';

/** What a block of the activity editor's form is given: the draft, a change to some of its fields, and the fault shown at a field. */
export interface EditorBlockProps {
  draft: ActivityDraft;
  /** Changes some fields of the draft. */
  set: (patch: Partial<ActivityDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

const fenText = (fen: number) => (fen >= 0 ? formatFen(fen, { symbol: false }).replace(/,/g, '') : '');
/** What a money field's text stands for: fen, MONEY_UNSET.empty when nothing is typed, MONEY_UNSET.invalid when it is not an amount. */
export const moneyOfText = (text: string): number =>
  text.trim() === '' ? MONEY_UNSET.empty : (parseYuanInput(text) ?? MONEY_UNSET.invalid);

/**
 * Yuan typed as text; reports fen, or MONEY_UNSET (empty, or not an amount) so that the draft knows. It starts
 * empty for an unset value: the placeholder is a hint, never a value.
 */
export function MoneyInput({
  aria,
  value,
  onChange,
  placeholder,
}: {
  aria: FieldAria;
  value: number;
  onChange: (fen: number) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(() => fenText(value));
  // A value changed from outside (a restored or reset draft) shows; typing keeps the text as typed.
  useEffect(() => {
    if (moneyOfText(text) !== value) setText(fenText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the value
  }, [value]);
  return (
    <div className="act-input act-input--money">
      <span aria-hidden="true">¥</span>
      <Input
        {...aria}
        value={text}
        inputMode="decimal"
        placeholder={placeholder}
        onChange={(v) => {
          setText(v);
          onChange(moneyOfText(v));
        }}
      />
    </div>
  );
}

/** A whole number typed as text; reports the number, or -1 while the text is not one. */
export function IntInput({
  aria,
  value,
  onChange,
  suffix,
}: {
  aria: FieldAria;
  value: number;
  onChange: (n: number) => void;
  suffix?: string;
}) {
  const [text, setText] = useState(() => (value >= 0 ? String(value) : ''));
  useEffect(() => {
    const typed = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : -1;
    if (typed !== value) setText(value >= 0 ? String(value) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the value
  }, [value]);
  return (
    <div className="act-input">
      <Input
        {...aria}
        value={text}
        inputMode="numeric"
        onChange={(v) => {
          setText(v);
          onChange(/^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : -1);
        }}
      />
      {suffix && <span className="act-input-suffix">{suffix}</span>}
    </div>
  );
}

/**
 * Preset amounts as chips, an optional 'none' chip, and a free amount when allowed: in a FormField group,
 * named by its label (`labelId`); the free amount's input takes the field's id and message.
 */
export function AmountChips({
  aria,
  labelId,
  presets,
  value,
  onChange,
  free,
  minFen,
  noneLabel,
}: {
  aria: FieldAria;
  labelId: string;
  presets: number[];
  value: number | null;
  onChange: (fen: number | null) => void;
  free: boolean;
  minFen: number;
  noneLabel?: string;
}) {
  const t = useT();
  const custom = value !== null && value > 0 && !presets.includes(value);
  const [typing, setTyping] = useState(custom);
  return (
    <div className="act-amounts" role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
      {noneLabel && (
        <button
          type="button"
          className="qh-pill act-chip"
          aria-pressed={value === 0 && !typing}
          onClick={() => {
            setTyping(false);
            onChange(0);
          }}
        >
          {noneLabel}
        </button>
      )}
      {presets.map((fen) => (
        <button
          key={fen}
          type="button"
          className="qh-pill act-chip"
          aria-pressed={value === fen && !typing}
          onClick={() => {
            setTyping(false);
            onChange(fen);
          }}
        >
          {formatFen(fen, { trim: true })}
        </button>
      ))}
      {free && (
        <button
          type="button"
          className="qh-pill act-chip"
          aria-pressed={typing}
          onClick={() => {
            setTyping(true);
            onChange(custom ? value : null);
          }}
        >
          {t('activity.customAmount')}
        </button>
      )}
      {free && typing && (
        <div className="act-amount-custom">
          <label className="qh-visually-hidden" htmlFor={aria.id}>
            {t('activity.customAmount')}
          </label>
          <MoneyInput
            aria={aria}
            value={value ?? -1}
            onChange={(fen) => onChange(fen)}
            placeholder={t('activity.minAmount', { min: formatFen(minFen) })}
          />
        </div>
      )}
    </div>
  );
}

/** − n + within 1..max. */
export function Quantity({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  label: string;
}) {
  const t = useT();
  return (
    <div className="qh-stepper act-qty" role="group" aria-label={label}>
      <button
        type="button"
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={value <= 1}
        aria-label={t('activity.qtyLess')}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={t('activity.qtyMore')}
      >
        +
      </button>
    </div>
  );
}

const presetsText = (list: number[]) =>
  list.map((f) => (f >= 0 ? formatFen(f, { symbol: false, trim: true }).replace(/,/g, '') : '')).join(', ');

/** Preset amounts typed as '1, 5, 10' (yuan); an entry that is not an amount is reported as -1. */
export function PresetsInput({
  aria,
  value,
  onChange,
}: {
  aria: FieldAria;
  value: number[];
  onChange: (fen: number[]) => void;
}) {
  const [text, setText] = useState(() => presetsText(value));
  return (
    <div className="act-input">
      <Input
        {...aria}
        value={text}
        inputMode="decimal"
        onChange={(v) => {
          setText(v);
          onChange(
            v
              .split(/[,，、\s]+/)
              .filter(Boolean)
              .map((p) => parseYuanInput(p) ?? -1),
          );
        }}
      />
    </div>
  );
}

/** One fault the activity checks name: the field (as the form state names it) and what to say. */
export interface ActivityIssue {
  field: string;
  key: MessageKey;
  params?: Params;
}

/** The checks' issues as the form state's problems: each field's first fault (`fieldOf` groups fields shown as one). */
export function problemsOf(
  issues: readonly ActivityIssue[],
  fieldOf: (field: string) => string = (f) => f,
): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = {};
  for (const i of issues) {
    const field = fieldOf(i.field);
    problems[field] ??= { key: i.key, params: i.params };
  }
  return problems;
}

/** The DOM id of an activity form's field (its control; the message is `<id>-error`). */
export const fieldId = (field: string) => `act-${field}`;
