// Seed coupon templates of the coupon centre and the new-resident gift (docs/product.md#growth): all-shops and
// shop-only ones, a limited one nearly gone, one sold out, one for new residents only, and the gift's three.
import type { CouponTemplateWire } from '../../src/api/coupon';
import { DAY, seedDay } from './util';

/** A template as the mock keeps it: its coupons per holder instead of the caller's count. */
export interface MockCouponTemplate extends Omit<CouponTemplateWire, 'claimed'> {
  /** One of the new-resident gift's coupons (given by /newcomer/claim, never listed in the centre). */
  gift: boolean;
  /** How many coupons of it each user holds, by user code. */
  holders: Map<string, number>;
}

/** The limited template: its last few coupons (docs/product.md#growth: "a limited one with 5 or fewer left"). */
export const LIMITED_TEMPLATE = 'CT03';

export function seedCouponTemplates(): MockCouponTemplate[] {
  const day = seedDay();
  const t = (
    templateCode: string,
    name: string,
    amount: number,
    threshold: number,
    left: number,
    perPerson: number,
    more: Partial<MockCouponTemplate> = {},
  ): MockCouponTemplate => ({
    templateCode,
    name,
    amount,
    threshold,
    storeCode: '',
    storeName: '',
    validDays: 7,
    endTime: day + 30 * DAY,
    left,
    perPerson,
    newcomer: false,
    gift: false,
    holders: new Map(),
    ...more,
  });
  const shop = (storeCode: string, storeName: string) => ({ storeCode, storeName });
  return [
    t('CT01', '全场满39减5', 5, 39, 812, 2),
    t('CT02', '鲜果时光满30减6', 6, 30, 137, 1, shop('S001', '鲜果时光')),
    t(LIMITED_TEMPLATE, '限量无门槛10元券', 10, 0, 3, 1, { endTime: day + 2 * DAY, validDays: 3 }),
    t('CT04', '新人专享满19减10', 10, 19, 468, 1, { newcomer: true }),
    t('CT05', '阿婆手工点心满25减4', 4, 25, 96, 3, shop('S005', '阿婆手工点心')),
    t('CT06', '马当路菜场满50减8', 8, 50, 240, 1, shop('S009', '马当路菜场')),
    t('CT07', '晨光牛奶铺满20减3', 3, 20, 0, 1, shop('S007', '晨光牛奶铺')),
    t('CT08', '海鲜码头满99减15', 15, 99, 58, 1, { ...shop('S004', '海鲜码头'), validDays: 14 }),
    // The new-resident gift: taken all at once, once per person.
    t('NG01', '新人无门槛3元券', 3, 0, 100_000, 1, { newcomer: true, gift: true }),
    t('NG02', '新人满29减8', 8, 29, 100_000, 1, { newcomer: true, gift: true }),
    t('NG03', '新人满59减15', 15, 59, 100_000, 1, { newcomer: true, gift: true }),
  ];
}
