// The one way a form holds its state: the values (here, or in the caller's stored draft), which fields
// were left, and the localized message each field shows: a field's fault shows once the person has
// left it, or once a submit was tried; what was typed is never changed by a check.
import { useCallback, useState, type ChangeEvent } from 'react';
import { useT, type MessageKey, type Params } from '@/i18n';

/** A field's fault: an i18n key, with its parameters when the message needs them. */
export interface FieldMessage {
  key: MessageKey;
  params?: Params;
}
/** What a check says of a field: a fault, or null/undefined when the field is fine. */
export type FieldProblem = FieldMessage | MessageKey | null | undefined;

interface Common<V, F extends string> {
  /** The checked fields, in the order of the screen (the first with a fault gets the focus). */
  fields: readonly F[];
  /** Every field's fault for these values. */
  check: (values: V) => Partial<Record<F, FieldProblem>>;
  /** Parameters every message of this form takes (e.g. the allowed maximum). */
  params?: Params;
}
/** The form holds its values (starting from `initial`, e.g. a draft kept in storage). */
interface Held<V> {
  initial: V | (() => V);
}
/** The caller holds the values (a stored draft atom) and takes every change through `onChange`. */
interface Controlled<V> {
  values: V;
  onChange: (patch: Partial<V>) => void;
}
export type FormStateOptions<V, F extends string> = Common<V, F> & (Held<V> | Controlled<V>);

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormState<V, F extends string> {
  values: V;
  /** Changes some values (kept exactly as given). */
  set: (patch: Partial<V>) => void;
  /** Each field's fault now, shown or not. */
  problems: Partial<Record<F, FieldProblem>>;
  /** Whether a field has a fault now, shown or not. */
  invalid: (field: F) => boolean;
  /** Whether a field was left, or a submit was tried (its faults show). */
  isTouched: (field: F) => boolean;
  /** The localized message a field shows now, or undefined. */
  errorOf: (field: F) => string | undefined;
  /** The person has left a field (blur, a picker closed): its fault shows from now on. */
  touch: (field: F) => void;
  /** Forgets that fields were left (a mode switch, a saved form). */
  untouch: (fields?: readonly F[]) => void;
  /**
   * A submit was tried: every field (or only `which`) shows its fault; answers the first field with a
   * fault, in screen order, or null when the form may be sent.
   */
  submit: (which?: readonly F[]) => F | null;
  /** A text input's value, change and blur (name is the field's). */
  text: (field: TextKey<V> & F) => {
    name: string;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onBlur: () => void;
  };
}

const messageOf = (p: FieldProblem): FieldMessage | null => (!p ? null : typeof p === 'string' ? { key: p } : p);

export function useFormState<V, F extends string>(options: FormStateOptions<V, F>): FormState<V, F> {
  const t = useT();
  const controlled = 'values' in options;
  const [own, setOwn] = useState<V>(controlled ? (undefined as V) : (options as Held<V>).initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const values = controlled ? options.values : own;
  const onChange = controlled ? options.onChange : undefined;
  const set = useCallback(
    (patch: Partial<V>) => (onChange ? onChange(patch) : setOwn((v) => ({ ...v, ...patch }))),
    [onChange],
  );
  const problems = options.check(values);
  const touch = useCallback((field: F) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);
  const untouch = useCallback(
    (fields?: readonly F[]) =>
      setTouched((s) => (fields ? new Set([...s].filter((f) => !fields.includes(f))) : new Set())),
    [],
  );

  const invalid = (field: F) => messageOf(problems[field]) !== null;
  const errorOf = (field: F) => {
    const m = messageOf(problems[field]);
    return m && touched.has(field) ? t(m.key, { ...options.params, ...m.params }) : undefined;
  };
  const submit = (which: readonly F[] = options.fields) => {
    setTouched((s) => new Set([...s, ...which]));
    return options.fields.find((f) => which.includes(f) && invalid(f)) ?? null;
  };
  const text = (field: TextKey<V> & F) => ({
    name: field,
    value: values[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [field]: e.target.value } as Partial<V>),
    onBlur: () => touch(field),
  });

  return {
    values,
    set,
    problems,
    invalid,
    isTouched: (field: F) => touched.has(field),
    errorOf,
    touch,
    untouch,
    submit,
    text,
  };
}
