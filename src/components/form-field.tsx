// One labelled field of a form screen (team application, product draft, withdrawal): the label, the
// control, an optional hint and the inline error, tied to the control by aria-invalid/aria-describedby.
import type { ReactNode } from 'react';

export interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the error is `<id>-error`, the hint `<id>-hint`. */
  id: string;
  label: string;
  /** The localized error to show, or undefined. */
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (a counter such as 3/20). */
  extra?: ReactNode;
  /**
   * Groups (image pickers, choices) are not labelled by a <label for>: the control names itself with
   * the label's id (second argument) and takes the hint and error through aria-describedby.
   */
  group?: boolean;
  required?: boolean;
  children: (aria: FieldAria, labelId: string) => ReactNode;
}

export function FormField({ id, label, error, hint, extra, group, required, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const aria: FieldAria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const name = (
    <span className="qh-field-label">
      {label}
      {required && <span className="qh-field-required" aria-hidden="true">*</span>}
    </span>
  );
  const tail = (
    <>
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
    </>
  );
  return (
    <div className="qh-field" data-invalid={error ? 'true' : 'false'} data-field={id}>
      <div className="qh-field-head">
        {group ? (
          <span id={labelId}>{name}</span>
        ) : (
          <label id={labelId} htmlFor={id}>
            {name}
          </label>
        )}
        {extra && <span className="qh-field-extra">{extra}</span>}
      </div>
      {children(aria, labelId)}
      {tail}
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
