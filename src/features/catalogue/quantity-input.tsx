// A quantity: minus, the number (typed or stepped) and plus, held between 1 and max.
import { useState } from 'react';
import { useT } from '@/i18n';
import { clampQuantity } from './purchase';

export interface QuantityInputProps {
  value: number;
  max: number;
  onChange: (n: number) => void;
  /** Called when a typed number was more than max (it is held at max). */
  onCapped?: () => void;
  id?: string;
  describedBy?: string;
}

export function QuantityInput({ value, max, onChange, onCapped, id, describedBy }: QuantityInputProps) {
  const t = useT();
  // What is being typed, until the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft);
    const n = clampQuantity(typed, max);
    if (typed > max) onCapped?.();
    setDraft(null);
    onChange(n);
  };
  const disabled = max <= 0;
  return (
    <div className="qh-qty">
      <button
        type="button"
        className="qty-btn"
        aria-label={t('shop.qtyLess')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        id={id}
        className="qty-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t('shop.quantity')}
        aria-describedby={describedBy}
        value={draft ?? String(value)}
        disabled={disabled}
        onFocus={() => setDraft(String(value))}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="qty-btn"
        aria-label={t('shop.qtyMore')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
