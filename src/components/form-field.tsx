// The one labelled field of every form screen (sign-in and account forms, address, team application,
// product draft, after-sale, withdrawal, the activity editor, templates and join sheet): the label, the control (with an optional inline button), an
// optional hint and the inline error, tied to the control by aria-invalid/aria-describedby.
import type { ReactNode } from 'react';

export interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the error is `<id>-error`, the hint `<id>-hint`, the label `<id>-label`. */
  id: string;
  label: string;
  /** The localized error to show, or undefined. */
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (a counter such as 3/20). */
  extra?: ReactNode;
  /** An inline button after the control, in the control's row (send code, show password). */
  action?: ReactNode;
  /**
   * Groups (image pickers, choices) are not labelled by a <label for>: the control names itself with
   * the label's id (second argument) and takes the hint and error through aria-describedby.
   */
  group?: boolean;
  /** The label beside the control on one row (the address form), instead of above it. */
  inline?: boolean;
  /** The label is read out but not shown: a list whose section heading already names it (the activity editor's items). */
  labelHidden?: boolean;
  required?: boolean;
  children: (aria: FieldAria, labelId: string) => ReactNode;
}

export function FormField({
  id,
  label,
  error,
  hint,
  extra,
  action,
  group,
  inline,
  labelHidden,
  required,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const aria: FieldAria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const name = (
    <span className="qh-field-label">
      {label}
      {required && (
        <span className="qh-field-required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  const head = (
    <div className={labelHidden ? 'qh-field-head qh-visually-hidden' : 'qh-field-head'}>
      {group ? (
        <span id={labelId}>{name}</span>
      ) : (
        <label id={labelId} htmlFor={id}>
          {name}
        </label>
      )}
      {extra && <span className="qh-field-extra">{extra}</span>}
    </div>
  );
  const control = (
    <div className="qh-field-control">
      {children(aria, labelId)}
      {action}
    </div>
  );
  return (
    <div
      className={['qh-field', inline ? 'qh-field--inline' : '', group ? 'qh-field--group' : '']
        .filter(Boolean)
        .join(' ')}
      data-invalid={error ? 'true' : 'false'}
      data-field={id}
    >
      {inline ? (
        <div className="qh-field-row">
          {head}
          {control}
        </div>
      ) : (
        <>
          {head}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="qh-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="qh-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Scrolls to and focuses the first field with an error (after a refused submit). */
export function focusFirstError(root: ParentNode = document): void {
  const field = root.querySelector<HTMLElement>('.qh-field[data-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const control = field.querySelector<HTMLElement>('input, textarea, button, [tabindex]');
  control?.focus({ preventScroll: true });
}
