// Pure helpers of the API layer: money at the boundary, app objects from wire objects (fen, no yuan names), tags,
// refund plans, config defaults, order actions (the withdrawal quote has its own file, withdraw.test.ts).
import { describe, expect, it } from 'vitest';
import { splitTags, toProductSummary } from './app-mall';
import { keepRefundPlans } from './refund-plan';
import { toAppConfig } from './config';
import { ORDER_STATUS, orderActions } from './product-order';
import { toActivity, type ActivityWire } from './activity';
import { activityDraftPayload, type ActivityDraft } from './activity-draft';
import { productDraftPayload } from './product';
import { couponApplies, toCoupon } from './coupon';
import { toCartItem } from './cart';
import { toCheckout, toOrder, type CheckoutWire, type OrderWire } from './product-order';
import { toWithdraw } from './withdraw';
import { toUser, type LoginWire } from './account';

describe('splitTags', () => {
  it('splits ASCII and full-width commas, trims, drops blanks and repeats', () => {
    expect(splitTags('满39包邮, 次日达,，社区自提,次日达')).toEqual(['满39包邮', '次日达', '社区自提']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
  });
});

describe('money at the boundary', () => {
  it('turns wire yuan into integer fen without float drift', () => {
    const good = toProductSummary({
      code: 'P1',
      storeCode: 'S1',
      storeName: 's',
      categoryCode: 'G01',
      title: 't',
      img: '',
      price: 0.29,
      originalPrice: 19.9,
      deposit: 0,
      sales: 0,
      tags: 'a,b',
      stock: 3,
      groupBuy: false,
      cutoffTime: null,
      pickupTime: null,
    });
    expect(good.priceFen).toBe(29);
    expect(good.originalPriceFen).toBe(1990);
    expect(good.tagArr).toEqual(['a', 'b']);
  });

  it('sends drafts in yuan', () => {
    const p = productDraftPayload({
      categoryCode: 'G01',
      title: ' 橙 ',
      priceFen: 1999,
      img: 'x',
      imgList: [],
      details: '',
      specList: [{ name: '大', priceFen: 1, stock: 3 }],
      goodAttr: [{ name: '口味', items: [' 甜 ', ''] }],
    });
    expect(p).toMatchObject({
      title: '橙',
      price: 19.99,
      specList: [{ name: '大', price: 0.01, stock: 3 }],
      goodAttr: [{ name: '口味', items: ['甜'] }],
    });
    const d = {
      priceFen: 1000,
      activityItemList: [
        {
          itemName: 'a',
          img: '',
          itemDescription: '',
          singleMaxPurchase: 1,
          priceFen: 3990,
          stock: 1,
          groupItemList: [{ groupSize: 3, priceFen: 2990 }],
        },
      ],
    } as unknown as ActivityDraft;
    const payload = activityDraftPayload(d);
    expect(payload.price).toBe(10);
    expect(payload.activityItemList[0]).toMatchObject({ price: 39.9, groupItemList: [{ groupSize: 3, price: 29.9 }] });
    expect(JSON.stringify(payload)).not.toContain('Fen');
  });

  it('turns an activity with tiers into fen', () => {
    const a = toActivity({
      price: 10.1,
      activityItemList: [{ price: 0.07, groupItemList: [{ code: 't', groupSize: 2, price: 1.15 }] }],
    } as unknown as ActivityWire);
    expect(a.priceFen).toBe(1010);
    expect(a.activityItemList[0]!.priceFen).toBe(7);
    expect(a.activityItemList[0]!.groupItemList[0]!.priceFen).toBe(115);
  });
});

describe('app types from wire types', () => {
  const keys = (o: object) => Object.keys(o).sort();
  const money = { goodsAmount: 59.8, depositAmount: 0, freight: 5, discount: 3, payAmount: 61.8 };
  const line = {
    goodCode: 'P1',
    storeCode: 'S1',
    title: 't',
    img: '',
    specName: '大',
    attrs: [],
    price: 29.9,
    deposit: 0,
    num: 2,
  };
  const draft = {
    storeCode: 'S1',
    storeName: 's',
    storeImg: '',
    items: [line],
    ...money,
    couponCode: '',
    address: null,
    deliveryType: 1,
    station: null,
    pickupStart: null,
    pickupEnd: null,
  };

  it('carry the wire fields in fen under their own names, and none of the yuan ones', () => {
    const item = toCartItem({
      ...line,
      code: 'C1',
      stock: 3,
      status: 0,
      limitPerPerson: 0,
      cutoffTime: null,
      pickupTime: null,
    } as Parameters<typeof toCartItem>[0]);
    expect(item).toMatchObject({ code: 'C1', priceFen: 2990, depositFen: 0, num: 2 });
    expect(keys(item)).not.toContain('price');
    const withdraw = toWithdraw({
      code: 'W1',
      amount: 100,
      fee: 0.6,
      actual: 99.4,
      status: 0,
      account: '微信零钱',
      reason: '',
      createTime: 1,
      finishTime: null,
    });
    expect(withdraw).toMatchObject({ amountFen: 10000, feeFen: 60, actualFen: 9940 });
    expect(keys(withdraw).filter((k) => ['amount', 'fee', 'actual'].includes(k))).toEqual([]);
  });

  it("an order keeps only its own fields: a checkout's shops and a commit's other orders stay out, money in fen", () => {
    const order = {
      ...draft,
      orderCode: 'O1',
      status: 0,
      remark: '',
      pickupCode: '',
      checkoutId: 'K',
      expireTime: null,
      createTime: 1,
      payTime: null,
      shipTime: null,
      finishTime: null,
      cancelTime: null,
      cancelReason: null,
    } as unknown as OrderWire;
    const o = toOrder({ ...order, orders: [order] } as OrderWire, 0);
    expect(o).toMatchObject({
      orderCode: 'O1',
      goodsFen: 5980,
      freightFen: 500,
      discountFen: 300,
      payFen: 6180,
      serverOffset: 0,
    });
    expect(o.items[0]).toMatchObject({ priceFen: 2990 });
    expect(keys(o).filter((k) => k in money || k === 'orders')).toEqual([]);
    const c = toCheckout({
      ...draft,
      shops: [{ storeCode: 'S1', storeName: 's', storeImg: '', ...money, pickupStart: null, pickupEnd: null }],
    } as unknown as CheckoutWire);
    expect(c.shops[0]).toMatchObject({ goodsFen: 5980, payFen: 6180 });
    expect(keys(c.shops[0]!).filter((k) => k in money)).toEqual([]);
  });

  it('the user of a login answer has no token (the user is stored)', () => {
    const login: LoginWire = {
      token: 'secret',
      userCode: 'U1',
      name: 'n',
      phone: '13800138000',
      avatar: '',
      balance: 1.5,
      sceneOpenid: '',
      isManager: false,
    };
    const user = toUser(login);
    expect(user.balanceFen).toBe(150);
    expect(keys(user)).not.toContain('token');
    expect(keys(user)).not.toContain('balance');
  });
});

describe('refund plans', () => {
  it('keeps only type 1', () => {
    const plans = [
      { code: 'a', type: 1, name: '', description: '' },
      { code: 'b', type: 2, name: '', description: '' },
      { code: 'c', type: 1, name: '', description: '' },
    ];
    expect(keepRefundPlans(plans).map((p) => p.code)).toEqual(['a', 'c']);
  });
});

describe('config defaults', () => {
  it('fills delayFee 1, withdrawRate 0, withdrawLimit 100 when absent or unusable', () => {
    expect(toAppConfig(null)).toEqual({
      delayFee: 1,
      guidanceUrl: '',
      questionUrl: '',
      withdrawRate: 0,
      withdrawLimitFen: 10000,
      withdrawMaxFen: 0,
      servicePhone: '',
      subscribeTemplates: { arrived: '', refunded: '', groupResult: '' },
    });
    expect(toAppConfig({ delayFee: null, withdrawRate: 'x', withdrawLimit: -5 })).toMatchObject({
      delayFee: 1,
      withdrawRate: 0,
      withdrawLimitFen: 10000,
    });
  });

  it('reads the cap of one withdrawal (withdrawMax, yuan) in fen; absent or unusable: none', () => {
    expect(toAppConfig({ withdrawMax: 1000 }).withdrawMaxFen).toBe(100000);
    expect(toAppConfig({ withdrawMax: '2000.5' }).withdrawMaxFen).toBe(200050);
    expect(toAppConfig({ withdrawMax: -1 }).withdrawMaxFen).toBe(0);
  });

  it('keeps values that are sent, numeric strings included', () => {
    expect(
      toAppConfig({ delayFee: 2, withdrawRate: '0.006', withdrawLimit: '50.5', guidanceUrl: 'https://a' }),
    ).toEqual({
      delayFee: 2,
      guidanceUrl: 'https://a',
      questionUrl: '',
      withdrawRate: 0.006,
      withdrawLimitFen: 5050,
      withdrawMaxFen: 0,
      servicePhone: '',
      subscribeTemplates: { arrived: '', refunded: '', groupResult: '' },
    });
  });

  it('keeps the WeChat subscribe template ids that look like ids, and drops anything else', () => {
    expect(
      toAppConfig({ subscribeTemplates: { arrived: 'Tpl_arrived-01', refunded: '<script>', groupResult: null } })
        .subscribeTemplates,
    ).toEqual({ arrived: 'Tpl_arrived-01', refunded: '', groupResult: '' });
  });

  it('keeps a service phone that is a phone number, and drops anything else (it becomes a tel: link)', () => {
    expect(toAppConfig({ servicePhone: ' 400-820-8820 ' }).servicePhone).toBe('400-820-8820');
    expect(toAppConfig({ servicePhone: '+86 21 5555 0100' }).servicePhone).toBe('+86 21 5555 0100');
    for (const bad of ['javascript:alert(1)', '400;x', '', 'call us', 12345])
      expect(toAppConfig({ servicePhone: bad as string }).servicePhone).toBe('');
  });
});

describe('order actions and coupons', () => {
  it('offers cancel before shipping, confirm when shipped, delete when finished', () => {
    expect(orderActions(ORDER_STATUS.unpaid)).toEqual({ cancel: true, confirm: false, remove: false });
    expect(orderActions(ORDER_STATUS.toReceive)).toEqual({ cancel: false, confirm: true, remove: false });
    expect(orderActions(ORDER_STATUS.cancelled)).toEqual({ cancel: false, confirm: false, remove: true });
  });

  it('applies a coupon only to its shop and above its threshold', () => {
    const c = toCoupon({
      code: 'q',
      name: '',
      amount: 5,
      threshold: 30,
      storeCode: 'S1',
      storeName: '',
      beginTime: 0,
      endTime: 0,
      status: 0,
    });
    expect(couponApplies(c, 'S1', 3000)).toBe(true);
    expect(couponApplies(c, 'S1', 2999)).toBe(false);
    expect(couponApplies(c, 'S2', 5000)).toBe(false);
  });
});
