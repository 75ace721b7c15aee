// The checkout's sections: how to receive the goods (pickup at a station, with its distance from me, or
// delivery to an address), the coupon row with the note, and the sheet to choose a coupon.
import type { ReactNode } from 'react';
import { TextArea } from 'antd-mobile';
import { DELIVERY_TYPE, type Checkout, type DeliveryType } from '@/api/product-order';
import { Money } from '@/components/price';
import { Sheet } from '@/components/sheet';
import { useT } from '@/i18n';
import { FAR_STATION_M } from '@/lib/lbs/far';
import { formatDistance } from '@/lib/lbs/format-distance';
import type { MyLocation } from '@/lib/lbs/my-location';
import { straightDistance } from '@/rules/distance';
import type { CouponChoice } from '@/state/checkout';
import type { CouponOption } from './coupon-choice';
import { OptionButton, Place, StationPlace } from './order-parts';
import { formatDateTime } from './order-format';

interface ReceiveSectionProps {
  order: Checkout;
  deliveryType: DeliveryType;
  me: MyLocation | null;
  onMode: (deliveryType: DeliveryType) => void;
  onPickStation: () => void;
  onChooseAddress: () => void;
}

/** Pickup or delivery, and where: the station (far ones said so) or the address. */
export function ReceiveSection({
  order,
  deliveryType,
  me,
  onMode,
  onPickStation,
  onChooseAddress,
}: ReceiveSectionProps) {
  const t = useT();
  const station = order.station;
  const distance =
    station && me ? straightDistance(me.latitude, me.longitude, station.latitude, station.longitude) : null;
  return (
    <section className="order-card" aria-labelledby="receive-title">
      <h2 id="receive-title" className="order-card-title">
        {t('order.receiveTitle')}
      </h2>
      <div className="order-switch" role="radiogroup" aria-labelledby="receive-title">
        {([DELIVERY_TYPE.pickup, DELIVERY_TYPE.delivery] as const).map((d) => (
          <button key={d} type="button" role="radio" aria-checked={deliveryType === d} onClick={() => onMode(d)}>
            {d === DELIVERY_TYPE.pickup ? t('order.pickup') : t('order.delivery')}
          </button>
        ))}
      </div>
      {deliveryType === DELIVERY_TYPE.pickup ? (
        <button type="button" className="order-place" onClick={onPickStation}>
          {station ? (
            <StationPlace
              station={station}
              order={order}
              contact={
                distance === null ? null : distance > FAR_STATION_M ? (
                  // A far station stays visible as such, however it was chosen.
                  <>
                    {' · '}
                    <strong className="order-far" data-testid="station-far">
                      {t('map.farNote', { d: formatDistance(distance) })}
                    </strong>
                  </>
                ) : (
                  ` · ${t('order.distance', { d: formatDistance(distance) })}`
                )
              }
            />
          ) : (
            <Place title={t('order.chooseCommunity')} lines={[t('order.chooseCommunityHint')]} />
          )}
        </button>
      ) : (
        <button type="button" className="order-place" onClick={onChooseAddress}>
          {order.address ? (
            <Place
              testId="address"
              title={`${order.address.name} ${order.address.phone}`}
              lines={[order.address.address]}
            />
          ) : (
            <Place title={t('order.addAddress')} lines={[t('order.addAddressHint')]} />
          )}
        </button>
      )}
    </section>
  );
}

interface PaySectionProps {
  coupons: CouponOption[];
  couponCode: string;
  remark: string;
  onOpenCoupons: () => void;
  onRemark: (remark: string) => void;
}

/** The coupon row (the saving, or how many coupons fit) and the note to the shop. */
export function PaySection({ coupons, couponCode, remark, onOpenCoupons, onRemark }: PaySectionProps) {
  const t = useT();
  const chosen = coupons.find((c) => c.coupon.code === couponCode);
  return (
    <section className="order-card order-card--rows" aria-label={t('order.payTitle')}>
      <button type="button" className="order-row order-row--button" onClick={onOpenCoupons} aria-haspopup="dialog">
        <span>{t('order.coupon')}</span>
        <span className={chosen ? 'order-discount' : 'order-muted'}>
          {chosen ? (
            <>
              -<Money fen={chosen.discountFen} />
            </>
          ) : coupons.length ? (
            t('order.couponsAvailable', { n: coupons.length })
          ) : (
            t('order.noCoupon')
          )}
        </span>
      </button>
      <label className="order-remark" htmlFor="order-remark">
        <span>{t('order.remark')}</span>
        <TextArea
          id="order-remark"
          value={remark}
          onChange={onRemark}
          placeholder={t('order.remarkPlaceholder')}
          maxLength={100}
          showCount
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
      </label>
    </section>
  );
}

interface CouponSheetProps {
  visible: boolean;
  coupons: CouponOption[];
  couponCode: string;
  onChoose: (coupon: CouponChoice) => void;
  onClose: () => void;
}

/** The usable coupons (threshold, end date, saving) and "no coupon". */
export function CouponSheet({ visible, coupons, couponCode, onChoose, onClose }: CouponSheetProps) {
  const t = useT();
  const threshold = (fen: number): ReactNode =>
    fen > 0 ? (
      <>
        {t('order.couponMinBefore')}
        <Money fen={fen} trim />
        {t('order.couponMinAfter')}
      </>
    ) : (
      t('order.couponNoThreshold')
    );
  return (
    <Sheet visible={visible} title={t('order.chooseCoupon')} onClose={onClose}>
      <div className="order-options" role="radiogroup" aria-label={t('order.chooseCoupon')}>
        {coupons.map(({ coupon, discountFen }) => (
          <OptionButton
            key={coupon.code}
            checked={coupon.code === couponCode}
            onClick={() => onChoose(coupon.code)}
            title={coupon.name}
            detail={
              <>
                {threshold(coupon.thresholdFen)}
                {' · '}
                {t('order.couponUntil', { date: formatDateTime(coupon.endTime).slice(0, 10) })}
              </>
            }
            side={
              <span className="order-discount">
                -<Money fen={discountFen} />
              </span>
            }
          />
        ))}
        <OptionButton checked={couponCode === ''} onClick={() => onChoose('none')} title={t('order.noCouponChoice')} />
      </div>
    </Sheet>
  );
}
