// The pickup code as a QR code, drawn as an SVG from uqr's module matrix (no HTML injected), and as its digits.
import { useMemo } from 'react';
import { encode } from 'uqr';
import { useT } from '@/i18n';
import { formatPickupCode, pickupQrText } from '@/rules/pickup-code';

export function PickupQr({ code, label, size = 184 }: { code: string; label: string; size?: number }) {
  const { path, n } = useMemo(() => {
    const qr = encode(pickupQrText(code), { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, n: qr.size };
  }, [code]);
  return (
    <svg
      className="pickup-qr"
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr={pickupQrText(code)}
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The pickup code's digits in groups, read out one digit at a time. */
export function PickupDigits({ code, className }: { code: string; className: string }) {
  const t = useT();
  return (
    <p
      className={className}
      data-testid="pickup-code"
      aria-label={t('order.pickupCodeIs', { code: code.split('').join(' ') })}
    >
      {formatPickupCode(code)}
    </p>
  );
}
