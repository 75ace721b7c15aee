// Small form pieces of the activity screens: a labelled field with its error, amount and whole-number
// inputs that keep what was typed, preset chips with an optional free amount, and a quantity control.
import { useEffect, useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { MONEY_UNSET } from '@/api/activity-draft';
import { useT } from '@/i18n';
import { formatFen, parseYuanInput } from '@/rules/money';

/** A field: its label (for the control with id `in-<id>`), hint, error; the wrapper has id `field-<id>` (scroll target). */
export function Field({ id, label, error, hint, children, required, as = 'label' }: {
  id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; required?: boolean; as?: 'label' | 'legend';
}) {
  const t = useT();
  const mark = required ? <span className="act-required" aria-label={t('activity.required')}>*</span> : null;
  if (as === 'legend')
    return (
      <fieldset className={error ? 'act-field act-field--error' : 'act-field'} id={`field-${id}`} aria-describedby={error ? `err-${id}` : undefined}>
        <legend className="act-field-label">{label}{mark}</legend>
        {children}
        {hint && <p className="act-field-hint">{hint}</p>}
        {error && <p className="act-field-error" id={`err-${id}`} role="alert">{error}</p>}
      </fieldset>
    );
  return (
    <div className={error ? 'act-field act-field--error' : 'act-field'} id={`field-${id}`}>
      <label className="act-field-label" htmlFor={`in-${id}`}>{label}{mark}</label>
      {children}
      {hint && <p className="act-field-hint">{hint}</p>}
      {error && <p className="act-field-error" id={`err-${id}`} role="alert">{error}</p>}
    </div>
  );
}

/** aria props of a control inside Field. */
export const fieldAria = (id: string, error?: string) => ({ id: `in-${id}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `err-${id}` : undefined });

const fenText = (fen: number) => (fen >= 0 ? formatFen(fen, { symbol: false }).replace(/,/g, '') : '');
/** What a money field's text stands for: fen, MONEY_UNSET.empty when nothing is typed, MONEY_UNSET.invalid when it is not an amount. */
export const moneyOfText = (text: string): number => (text.trim() === '' ? MONEY_UNSET.empty : parseYuanInput(text) ?? MONEY_UNSET.invalid);

/**
 * Yuan typed as text; reports fen, or MONEY_UNSET (empty, or not an amount) so that the draft knows. It starts
 * empty for an unset value: the placeholder is a hint, never a value.
 */
export function MoneyInput({ id, value, onChange, error, placeholder }: { id: string; value: number; onChange: (fen: number) => void; error?: string; placeholder: string }) {
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
        {...fieldAria(id, error)}
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
export function IntInput({ id, value, onChange, error, suffix }: { id: string; value: number; onChange: (n: number) => void; error?: string; suffix?: string }) {
  const [text, setText] = useState(() => (value >= 0 ? String(value) : ''));
  useEffect(() => {
    const typed = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : -1;
    if (typed !== value) setText(value >= 0 ? String(value) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes of the value
  }, [value]);
  return (
    <div className="act-input">
      <Input
        {...fieldAria(id, error)}
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

/** Preset amounts as chips, an optional 'none' chip, and a free amount when allowed. */
export function AmountChips({ id, presets, value, onChange, free, minFen, noneLabel, error }: {
  id: string; presets: number[]; value: number | null; onChange: (fen: number | null) => void; free: boolean; minFen: number; noneLabel?: string; error?: string;
}) {
  const t = useT();
  const custom = value !== null && value > 0 && !presets.includes(value);
  const [typing, setTyping] = useState(custom);
  return (
    <div className="act-amounts">
      {noneLabel && (
        <button type="button" className="act-chip" aria-pressed={value === 0 && !typing} onClick={() => { setTyping(false); onChange(0); }}>
          {noneLabel}
        </button>
      )}
      {presets.map((fen) => (
        <button key={fen} type="button" className="act-chip" aria-pressed={value === fen && !typing} onClick={() => { setTyping(false); onChange(fen); }}>
          {formatFen(fen, { trim: true })}
        </button>
      ))}
      {free && (
        <button type="button" className="act-chip" aria-pressed={typing} onClick={() => { setTyping(true); onChange(custom ? value : null); }}>
          {t('activity.customAmount')}
        </button>
      )}
      {free && typing && (
        <div className="act-amount-custom">
          <label className="qh-visually-hidden" htmlFor={`in-${id}`}>{t('activity.customAmount')}</label>
          <MoneyInput id={id} value={value ?? -1} onChange={(fen) => onChange(fen)} error={error} placeholder={t('activity.minAmount', { min: formatFen(minFen) })} />
        </div>
      )}
    </div>
  );
}

/** − n + within 1..max. */
export function Quantity({ value, max, onChange, label }: { value: number; max: number; onChange: (n: number) => void; label: string }) {
  const t = useT();
  return (
    <div className="act-qty" role="group" aria-label={label}>
      <button type="button" onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1} aria-label={t('activity.qtyLess')}>−</button>
      <output aria-live="polite">{value}</output>
      <button type="button" onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max} aria-label={t('activity.qtyMore')}>+</button>
    </div>
  );
}

const presetsText = (list: number[]) => list.map((f) => (f >= 0 ? formatFen(f, { symbol: false, trim: true }).replace(/,/g, '') : '')).join(', ');

/** Preset amounts typed as '1, 5, 10' (yuan); an entry that is not an amount is reported as -1. */
export function PresetsInput({ id, value, onChange, error }: { id: string; value: number[]; onChange: (fen: number[]) => void; error?: string }) {
  const [text, setText] = useState(() => presetsText(value));
  return (
    <div className="act-input">
      <Input
        {...fieldAria(id, error)}
        value={text}
        inputMode="decimal"
        onChange={(v) => {
          setText(v);
          onChange(v.split(/[,，、\s]+/).filter(Boolean).map((p) => parseYuanInput(p) ?? -1));
        }}
      />
    </div>
  );
}
