// Seed orders, addresses, coupons and carts of the demo users.
import type { AddressWire } from '../../src/api/address';
import type { CouponWire } from '../../src/api/coupon';
import type { OrderWire } from '../../src/api/product-order';
import type { Catalogue } from './catalogue';
import { DAY, HOUR, fen, seedDay, yuan } from './util';

export type MockOrder = OrderWire & { userCode: string; deleted: boolean };
export type MockAddress = AddressWire & { userCode: string };
export type MockCoupon = CouponWire & { userCode: string };
export interface CartLine {
  code: string;
  goodCode: string;
  specName: string;
  num: number;
}

export function seedAddresses(): MockAddress[] {
  const a = (userCode: string, code: string, name: string, phone: string, c: [string, string, string], detail: string, isDefault: boolean): MockAddress => ({
    userCode, code, name, phone, province: c[0], city: c[1], district: c[2], detail, latitude: null, longitude: null, isDefault,
  });
  return [
    a('U10001', 'A001', '李思雨', '13800138000', ['上海市', '上海市', '黄浦区'], '马当路388弄翠湖天地3号楼1202室', true),
    a('U10001', 'A002', '李思雨', '13800138000', ['上海市', '上海市', '徐汇区'], '漕溪北路88号圣爱大厦15楼', false),
    a('U10002', 'A003', '王建国', '13900139000', ['浙江省', '杭州市', '西湖区'], '文二西路551号西溪诚园8幢2单元501', true),
  ];
}

export function seedCoupons(): MockCoupon[] {
  const day = seedDay();
  const c = (userCode: string, code: string, name: string, amount: number, threshold: number, status: 0 | 1 | 2, storeCode = '', storeName = ''): MockCoupon => ({
    userCode, code, name, amount, threshold, storeCode, storeName, beginTime: day - 10 * DAY, endTime: status === 2 ? day - DAY : day + 30 * DAY, status,
  });
  return [
    c('U10001', 'Q001', '新人立减券', 5, 0, 0),
    c('U10001', 'Q002', '满50减8', 8, 50, 0),
    c('U10001', 'Q003', '鲜果时光满30减5', 5, 30, 0, 'S001', '鲜果时光'),
    c('U10001', 'Q004', '满100减15', 15, 100, 1),
    c('U10001', 'Q005', '周末特惠券', 3, 20, 2),
    c('U10002', 'Q006', '团长专享满80减10', 10, 80, 0),
  ];
}

/** An order of `lines` [productIndex, specIndex, num] in `status`, placed `ageHours` ago. */
export function seedOrders(cat: Catalogue): MockOrder[] {
  const day = seedDay();
  const make = (userCode: string, orderCode: string, status: OrderWire['status'], ageHours: number, lines: [number, number, number][]): MockOrder => {
    const items = lines.map(([p, s, num]) => {
      const product = cat.products[p]!;
      const spec = product.specList[s] ?? product.specList[0]!;
      return { goodCode: product.code, title: product.title, img: product.img, specName: spec.name, price: spec.price, deposit: product.deposit, num };
    });
    const first = cat.products[lines[0]![0]]!;
    const goods = items.reduce((n, i) => n + fen(i.price) * i.num, 0);
    const deposit = items.reduce((n, i) => n + fen(i.deposit) * i.num, 0);
    const created = day - ageHours * HOUR;
    return {
      userCode, deleted: false, orderCode, status, storeCode: first.storeCode, storeName: first.storeName, storeImg: first.storeImg, items,
      goodsAmount: yuan(goods), depositAmount: yuan(deposit), freight: 0, discount: 0, payAmount: yuan(goods + deposit), couponCode: '',
      address: userCode === 'U10001'
        ? { name: '李思雨', phone: '13800138000', address: '上海市黄浦区马当路388弄翠湖天地3号楼1202室' }
        : { name: '王建国', phone: '13900139000', address: '浙江省杭州市西湖区文二西路551号西溪诚园8幢2单元501' },
      remark: '', createTime: created, payTime: status === 0 || (status === 4 && ageHours > 100) ? null : created + 60_000,
      shipTime: status >= 2 && status <= 3 ? created + 6 * HOUR : null, finishTime: status === 3 ? created + 30 * HOUR : null,
      cancelTime: status === 4 ? created + HOUR : null,
    };
  };
  return [
    make('U10001', 'O20001', 0, 1, [[0, 0, 2]]),
    make('U10001', 'O20002', 1, 5, [[20, 1, 1], [40, 0, 1]]),
    make('U10001', 'O20003', 2, 26, [[1, 0, 1]]),
    make('U10001', 'O20004', 2, 30, [[7, 0, 3]]),
    make('U10001', 'O20005', 3, 72, [[14, 0, 1], [28, 1, 2]]),
    make('U10001', 'O20006', 3, 120, [[3, 0, 1]]),
    make('U10001', 'O20007', 4, 150, [[60, 0, 1]]),
    make('U10001', 'O20008', 3, 200, [[5, 1, 1]]),
    make('U10001', 'O20009', 3, 260, [[9, 0, 2]]),
    make('U10001', 'O20010', 3, 300, [[11, 0, 1]]),
    make('U10001', 'O20011', 3, 340, [[13, 0, 1]]),
    make('U10001', 'O20012', 4, 400, [[17, 0, 1]]),
    make('U10002', 'O20101', 1, 3, [[2, 0, 1]]),
    make('U10002', 'O20102', 2, 28, [[22, 0, 2]]),
    make('U10002', 'O20103', 3, 96, [[33, 0, 1]]),
  ];
}

export function seedCarts(): Map<string, CartLine[]> {
  return new Map([
    ['U10001', [
      { code: 'K001', goodCode: 'P001', specName: '', num: 2 },
      { code: 'K002', goodCode: 'P021', specName: '', num: 1 },
      { code: 'K003', goodCode: 'P002', specName: '', num: 1 },
    ]],
  ]);
}
