// A quantity stepper with named buttons (minus, plus) and the number read out when it changes.
import { useT } from '@/i18n';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /** What is counted, for the buttons' names ("fewer 赣南脐橙"). */
  name: string;
  onChange: (value: number) => void;
  /** The id of the text that says why + is off (a purchase limit, the stock), when it is. */
  moreDescribedBy?: string;
}

export function QuantityStepper({ value, min = 1, max, name, onChange, moreDescribedBy }: QuantityStepperProps) {
  const t = useT();
  return (
    <div className="qh-qty" role="group" aria-label={t('cart.quantityOf', { name })}>
      <button
        type="button"
        className="qty-button"
        aria-label={t('cart.fewer', { name })}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <output className="qty-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty-button"
        aria-label={t('cart.more', { name })}
        aria-describedby={moreDescribedBy}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
