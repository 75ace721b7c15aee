// Time left until a moment of the server's clock (an unpaid order's or join's expiry), as mm:ss (h:mm:ss past
// an hour), ticking each second on the phone's clock corrected by the offset measured from an answer.
import { useCountDown } from 'ahooks';

/** '14:59', '1:02:03'; '00:00' once over. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** Time left until `until` (server ms); `onEnd` once it is over. */
export function Countdown({
  until,
  serverOffset,
  onEnd,
  className,
}: {
  until: number;
  serverOffset: number;
  onEnd?: () => void;
  className?: string;
}) {
  const [left] = useCountDown({ targetDate: until - serverOffset, onEnd });
  return (
    <span className={className} role="timer" data-testid="countdown">
      {formatLeft(left)}
    </span>
  );
}
