// Seed orders, addresses, coupons, carts and leader stations of the demo users and communities.
import type { AddressWire } from '../../src/api/address';
import type { CouponWire } from '../../src/api/coupon';
import type { OrderWire, StationWire } from '../../src/api/product-order';
import {
  COUPON_STATUS,
  DELIVERY_TYPE,
  ORDER_STATUS,
  UNPAID_TTL_MS,
  type CouponStatus,
} from '../../src/rules/commerce-states';
import { makePickupCode } from '../../src/rules/pickup-code';
import { joinAddress } from '../../src/rules/address';
import { orderPickupWindow } from '../../src/rules/pickup-window';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import type { Catalogue } from './catalogue';
import { defaultAttrs } from '../state/catalogue';
import { DAY, HOUR, MINUTE, fen, prng, seedDay, yuan } from './util';

export type MockOrder = OrderWire & {
  userCode: string;
  deleted: boolean;
  /** When the mock moves a paid order on to "to receive" (goods at the station, or out for delivery); seeds keep their state. */
  readyTime?: number;
};
export type MockAddress = AddressWire & { userCode: string };
export type MockCoupon = CouponWire & { userCode: string };

/** What the cart remembers of a line: the product's code, the spec and attributes, the quantity, and how it looked when added. */
export interface CartLine {
  code: string;
  goodCode: string;
  specName: string;
  /** The chosen attributes, in the product's goodAttr order: a line of another choice is another line. */
  attrs: ChosenAttr[];
  num: number;
  /** Shown for a delisted line, whose product is gone from the catalogue. */
  snapshot: { storeCode: string; title: string; img: string; price: number; deposit: number };
}

/** One leader station per community: the community's team leader hands pickup orders over here. */
export function seedStations(cat: Catalogue): StationWire[] {
  const where: Record<string, [string, string, string, string]> = {
    C001: ['TM002', '翠湖天地团长自提点', '3号楼南门物业服务中心旁', '周丽'],
    C002: ['TM003', '古北好物团自提点', '黄金城道600弄会所一楼', '钱多多'],
    C003: ['TM001', '西溪诚园邻里团自提点', '8幢架空层', '王建国'],
    C004: ['TM004', '滨江金色海岸自提点', '江南大道3888号东门快递柜旁', '吴桐'],
  };
  return cat.communities.map((c, i) => {
    const [teamCode, name, spot, leaderName] = where[c.code] ?? ['', `${c.name}自提点`, '物业服务中心', '团长'];
    return {
      code: `ST${String(i + 1).padStart(3, '0')}`,
      name,
      teamCode,
      communityCode: c.code,
      communityName: c.name,
      address: joinAddress([c.district, c.address, spot]),
      leaderName,
      phone: c.code === 'C003' ? '13900139000' : `1370000${String(1000 + i)}`,
      latitude: Number((c.latitude + 0.0008).toFixed(6)),
      longitude: Number((c.longitude - 0.0006).toFixed(6)),
    };
  });
}

/** A seeded order's pickup window (src/rules/pickup-window.ts: the goods' times, else 16:00 the day after). */
export function pickupWindow(at: number, pickupTimes: readonly (number | null)[] = []): { start: number; end: number } {
  return orderPickupWindow(at, pickupTimes);
}

export function seedAddresses(): MockAddress[] {
  const a = (
    userCode: string,
    code: string,
    name: string,
    phone: string,
    c: [string, string, string],
    detail: string,
    isDefault: boolean,
  ): MockAddress => ({
    userCode,
    code,
    name,
    phone,
    province: c[0],
    city: c[1],
    district: c[2],
    detail,
    latitude: null,
    longitude: null,
    isDefault,
  });
  return [
    a(
      'U10001',
      'A001',
      '李思雨',
      '13800138000',
      ['上海市', '上海市', '黄浦区'],
      '马当路388弄翠湖天地3号楼1202室',
      true,
    ),
    a('U10001', 'A002', '李思雨', '13800138000', ['上海市', '上海市', '徐汇区'], '漕溪北路88号圣爱大厦15楼', false),
    a(
      'U10002',
      'A003',
      '王建国',
      '13900139000',
      ['浙江省', '杭州市', '西湖区'],
      '文二西路551号西溪诚园8幢2单元501',
      true,
    ),
  ];
}

export function seedCoupons(): MockCoupon[] {
  const day = seedDay();
  const c = (
    userCode: string,
    code: string,
    name: string,
    amount: number,
    threshold: number,
    status: CouponStatus,
    storeCode = '',
    storeName = '',
  ): MockCoupon => ({
    userCode,
    code,
    name,
    amount,
    threshold,
    storeCode,
    storeName,
    beginTime: day - 10 * DAY,
    endTime: status === COUPON_STATUS.expired ? day - DAY : day + 30 * DAY,
    status,
  });
  return [
    c('U10001', 'Q001', '新人立减券', 5, 0, COUPON_STATUS.usable),
    c('U10001', 'Q002', '满50减8', 8, 50, COUPON_STATUS.usable),
    c('U10001', 'Q003', '鲜果时光满30减5', 5, 30, COUPON_STATUS.usable, 'S001', '鲜果时光'),
    c('U10001', 'Q004', '满100减15', 15, 100, COUPON_STATUS.used),
    c('U10001', 'Q005', '周末特惠券', 3, 20, COUPON_STATUS.expired),
    c('U10002', 'Q006', '团长专享满80减10', 10, 80, COUPON_STATUS.usable),
  ];
}

/**
 * A seeded order's lines ([product index, spec index, pieces] of the catalogue) as the order keeps them: its shop (the
 * first line's), its items and their amounts (in yuan, as the wire has them), and the goods and deposit in fen.
 */
export function seedOrderLines(products: Catalogue['products'], lines: [number, number, number][]) {
  const items = lines.map(([p, s, num]) => {
    const product = products[p]!;
    const spec = product.specList[s] ?? product.specList[0]!;
    return {
      goodCode: product.code,
      storeCode: product.storeCode,
      title: product.title,
      img: product.img,
      specName: spec.name,
      attrs: defaultAttrs(product),
      price: spec.price,
      deposit: product.deposit,
      num,
    };
  });
  const first = products[lines[0]![0]]!;
  const goods = items.reduce((n, i) => n + fen(i.price) * i.num, 0);
  const deposit = items.reduce((n, i) => n + fen(i.deposit) * i.num, 0);
  return {
    storeCode: first.storeCode,
    storeName: first.storeName,
    storeImg: first.storeImg,
    items,
    goodsAmount: yuan(goods),
    depositAmount: yuan(deposit),
    goods,
    deposit,
  };
}

/** An order of `lines` [productIndex, specIndex, num] in `status`, placed `ageHours` ago. */
export function seedOrders(cat: Catalogue, stations: StationWire[]): MockOrder[] {
  const day = seedDay();
  const rand = prng(20261122);
  const make = (
    userCode: string,
    orderCode: string,
    status: OrderWire['status'],
    ageHours: number,
    lines: [number, number, number][],
    delivery = false,
  ): MockOrder => {
    const { goods, deposit, ...bought } = seedOrderLines(cat.products, lines);
    const freight = delivery && goods < 3900 ? 500 : 0;
    // The unpaid one is fresh (it closes UNPAID_TTL_MS after it was placed); the rest are days old.
    const created = status === ORDER_STATUS.unpaid ? Date.now() - 5 * MINUTE : day - ageHours * HOUR;
    const station = delivery
      ? null
      : (stations.find((st) => st.communityCode === (userCode === 'U10001' ? 'C001' : 'C003')) ?? null);
    const window = station ? pickupWindow(created) : null;
    // Orders cancelled long ago (over 100 hours) were never paid: they closed at their expiry.
    const paid = status !== ORDER_STATUS.unpaid && !(status === ORDER_STATUS.cancelled && ageHours > 100);
    return {
      userCode,
      deleted: false,
      orderCode,
      status,
      ...bought,
      freight: yuan(freight),
      discount: 0,
      payAmount: yuan(goods + deposit + freight),
      couponCode: '',
      address: !delivery
        ? null
        : userCode === 'U10001'
          ? { name: '李思雨', phone: '13800138000', address: '上海市黄浦区马当路388弄翠湖天地3号楼1202室' }
          : { name: '王建国', phone: '13900139000', address: '浙江省杭州市西湖区文二西路551号西溪诚园8幢2单元501' },
      deliveryType: delivery ? DELIVERY_TYPE.delivery : DELIVERY_TYPE.pickup,
      station,
      pickupStart: window?.start ?? null,
      pickupEnd: window?.end ?? null,
      // A pickup code comes with payment: none for the unpaid one, nor for an order closed unpaid.
      pickupCode: station && paid ? makePickupCode(1_000_000 + Math.floor(rand() * 9_000_000)) : '',
      checkoutId: '',
      expireTime: status === ORDER_STATUS.unpaid ? created + UNPAID_TTL_MS : null,
      remark: '',
      createTime: created,
      payTime: paid ? created + 60_000 : null,
      shipTime: status === ORDER_STATUS.toReceive || status === ORDER_STATUS.done ? created + 6 * HOUR : null,
      finishTime: status === ORDER_STATUS.done ? created + 30 * HOUR : null,
      cancelTime: status === ORDER_STATUS.cancelled ? (paid ? created + HOUR : created + UNPAID_TTL_MS) : null,
      cancelReason: status !== ORDER_STATUS.cancelled ? null : paid ? 'user' : 'expired',
    };
  };
  return [
    make('U10001', 'O20001', ORDER_STATUS.unpaid, 1, [[0, 0, 2]]),
    make('U10001', 'O20002', ORDER_STATUS.toShip, 5, [
      [20, 1, 1],
      [40, 0, 1],
    ]),
    make('U10001', 'O20003', ORDER_STATUS.toReceive, 26, [[1, 0, 1]]),
    // The demo resident lives in Shanghai (翠湖天地): every order of theirs is of Shanghai's shops (docs/product.md#business-time).
    make('U10001', 'O20004', ORDER_STATUS.toReceive, 30, [[16, 0, 3]], true),
    make('U10001', 'O20005', ORDER_STATUS.done, 72, [
      [8, 0, 1],
      [28, 1, 2],
    ]),
    make('U10001', 'O20006', ORDER_STATUS.done, 120, [[100, 0, 1]], true),
    make('U10001', 'O20007', ORDER_STATUS.cancelled, 150, [[60, 0, 1]]),
    make('U10001', 'O20008', ORDER_STATUS.done, 200, [[5, 1, 1]]),
    make('U10001', 'O20009', ORDER_STATUS.done, 260, [[9, 0, 2]], true),
    make('U10001', 'O20010', ORDER_STATUS.done, 300, [[12, 0, 1]]),
    make('U10001', 'O20011', ORDER_STATUS.done, 340, [[13, 0, 1]]),
    make('U10001', 'O20012', ORDER_STATUS.cancelled, 400, [[17, 0, 1]]),
    make('U10002', 'O20101', ORDER_STATUS.toShip, 3, [[2, 0, 1]]),
    make('U10002', 'O20102', ORDER_STATUS.toReceive, 28, [[22, 0, 2]]),
    make('U10002', 'O20103', ORDER_STATUS.done, 96, [[34, 0, 1]], true),
  ];
}

/**
 * The product the seeded cart shows as sold out: its first spec's stock is 0 (it sold out while in the cart).
 * A Shanghai shop's (黄金城道便利店), like the rest of the demo resident's cart (P087 before docs/product.md#business-time).
 */
export const SOLD_OUT_GOOD = 'P098';

/** The demo resident's cart: two Shanghai shops on sale, one sold-out line and one delisted line (its product is gone). */
export function seedCarts(cat: Catalogue): Map<string, CartLine[]> {
  const soldOut = cat.products.find((p) => p.code === SOLD_OUT_GOOD);
  if (soldOut?.specList[0]) soldOut.specList[0].stock = 0;
  const line = (code: string, goodCode: string, num: number): CartLine => {
    const p = cat.products.find((x) => x.code === goodCode)!;
    return {
      code,
      goodCode,
      specName: '',
      attrs: defaultAttrs(p),
      num,
      snapshot: { storeCode: p.storeCode, title: p.title, img: p.img, price: p.specList[0]!.price, deposit: p.deposit },
    };
  };
  return new Map([
    [
      'U10001',
      [
        line('K001', 'P001', 2),
        line('K002', 'P021', 1),
        line('K003', 'P002', 1),
        line('K004', SOLD_OUT_GOOD, 1),
        // Delisted: no product P900 in the catalogue any more.
        {
          code: 'K005',
          goodCode: 'P900',
          specName: '礼盒装',
          attrs: [],
          num: 1,
          snapshot: {
            storeCode: 'S001',
            title: '秋月梨礼盒',
            img: '/mock-assets/product-101.png',
            price: 68,
            deposit: 0,
          },
        },
      ],
    ],
  ]);
}
