// One labelled input of the auth forms: the label, the input row (with an optional inline button) and
// the inline error, tied to the input by aria-invalid and aria-describedby.
import type { ReactNode } from 'react';

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface AuthFieldProps {
  /** Names the error element: `<id>-error`. */
  id: string;
  label: string;
  /** The localized error to show, or undefined. */
  error?: string;
  /** An inline button after the input (send code, show password). */
  action?: ReactNode;
  /** The input, given the aria attributes to spread on it. */
  children: (aria: FieldAria) => ReactNode;
}

export function AuthField({ id, label, error, action, children }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <label className="auth-field">
      <span className="auth-label">{label}</span>
      <span className="auth-input-row" data-invalid={error ? 'true' : 'false'}>
        {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
        {action}
      </span>
      {error && (
        <p id={errorId} className="auth-error" role="alert">
          {error}
        </p>
      )}
    </label>
  );
}
