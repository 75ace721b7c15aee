// A product's share card and poster: the link of lib/share-link, with the sharing leader's inv only.
import { describe, expect, it } from 'vitest';
import { toProduct, type ProductWire } from '@/api/product';
import { setLocale } from '@/i18n';
import { productPosterInput, productShareData } from './product-share';

const PAGE = 'https://h5.qihuo.example/?code=wxc_used&state=s1&token=tk_secret&openid=o_me';
const product = toProduct({
  code: 'P003',
  title: '五常大米',
  img: '/mock-assets/product-3.png',
  imgList: ['/mock-assets/product-3.png'],
  price: 49.9,
  originalPrice: 59.9,
  sales: 590,
  storeCode: 'S001',
  storeName: '老王家粮油',
  storeImg: '',
  tagArr: [],
  stock: 310,
  specList: [
    { name: '5kg', price: 49.9, stock: 300 },
    { name: '10kg', price: 89.9, stock: 10 },
  ],
  goodAttr: [],
  details: '',
  deposit: 0,
  limitPerPerson: 0,
  groupBuy: false,
  cutoffTime: null,
  pickupTime: null,
  categoryCode: 'G01',
} as unknown as ProductWire);

describe('sharing a product', () => {
  it("a leader's card and poster link carry inv; a resident's carry none; neither carries a secret", () => {
    setLocale('zh-CN');
    const leader = productShareData(product, 'QH001R8', PAGE);
    expect(leader.link).toBe('https://h5.qihuo.example/#/pages/product/detail?code=P003&inv=QH001R8');
    expect(productShareData(product, '', PAGE).link).toBe('https://h5.qihuo.example/#/pages/product/detail?code=P003');
    const poster = productPosterInput(product, '王建国', 'QH001R8', PAGE);
    expect(poster).toMatchObject({
      title: '五常大米',
      kindLabel: '老王家粮油',
      priceText: '¥49.90 起',
      sharerLine: '王建国 推荐给你',
      link: leader.link,
    });
    expect(productPosterInput(product, ' ', '', PAGE)).toMatchObject({
      sharerLine: '一位邻居 推荐给你',
      link: 'https://h5.qihuo.example/#/pages/product/detail?code=P003',
    });
    for (const link of [leader.link, poster.link])
      expect(link).not.toMatch(/wxc_used|tk_secret|o_me|state=|token|openid/);
  });
});
