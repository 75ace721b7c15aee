// A search box: a native search field (its own clear button, the keyboard's search key) with an icon.
import type { InputHTMLAttributes } from 'react';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (the placeholder is not one). */
  label: string;
}

export function SearchInput({ value, onChange, label, className, ...rest }: SearchInputProps) {
  return (
    <span className={className ? `qh-search ${className}` : 'qh-search'}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z"
          fill="currentColor"
        />
      </svg>
      <input
        {...rest}
        type="search"
        enterKeyHint="search"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}
