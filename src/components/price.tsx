// Money on screen: every amount, price and sold count goes through here (integer fen in, rules/money out).
import { formatCount, useT } from '@/i18n';
import { formatFen } from '@/rules/money';

/** An amount as text: '¥12.30'. */
export function Money({ fen, trim, className }: { fen: number; trim?: boolean; className?: string }) {
  return <span className={className}>{formatFen(fen, { trim })}</span>;
}

export interface PriceProps {
  fen: number;
  /** The original price, struck through when higher than the price. */
  originalFen?: number;
  size?: 's' | 'm' | 'l';
  /** Shown after the price: '起' for "from". */
  suffix?: string;
  /** Shown before the price: English's "from". */
  prefix?: string;
}

/** A price in the brand's price colour, yuan large and fen small, with the original price struck through. */
export function Price({ fen, originalFen, size = 'm', suffix, prefix }: PriceProps) {
  const t = useT();
  const text = formatFen(fen);
  const dot = text.lastIndexOf('.');
  return (
    <span className={`qh-price qh-price--${size}`}>
      <span className="qh-price-now">
        {prefix && <span className="qh-price-small">{prefix}</span>}
        <span className="qh-price-small">{text.slice(0, text.indexOf('¥') + 1)}</span>
        {text.slice(text.indexOf('¥') + 1, dot)}
        <span className="qh-price-small">{text.slice(dot)}</span>
        {suffix && <span className="qh-price-small">{suffix}</span>}
      </span>
      {originalFen !== undefined && originalFen > fen && (
        <del className="qh-price-original" aria-label={t('common.originalPrice', { price: formatFen(originalFen) })}>
          {formatFen(originalFen)}
        </del>
      )}
    </span>
  );
}

/** '已售 1,234' */
export function SoldCount({ count }: { count: number }) {
  const t = useT();
  return <span className="qh-sold">{t('common.sold', { n: formatCount(count) })}</span>;
}
