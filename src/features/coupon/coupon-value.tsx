// The left of a coupon card, in my coupons and in the centre alike: how much it takes off, and from what amount.
import { Money } from '@/components/price';

export function CouponValue({ amountFen, threshold }: { amountFen: number; threshold: string }) {
  return (
    <div className="coupon-value">
      <Money fen={amountFen} trim className="coupon-amount" />
      <span className="coupon-threshold">{threshold}</span>
    </div>
  );
}
