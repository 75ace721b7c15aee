// Mock handlers of the catalogue: communities, categories, config, refund plans, goods, shops, products,
// and the generated SVG pictures at /mock-assets/<name>.svg.
import { Fail, requireString, type Ctx, type Route } from '../core';
import type { ProductWire } from '../../src/api/product';
import { intOf, pageOf, strOf } from '../seed/util';

function goodOf(p: ProductWire) {
  return {
    code: p.code, storeCode: p.storeCode, storeName: p.storeName, categoryCode: p.categoryCode, title: p.title, img: p.img,
    price: p.price, originalPrice: p.originalPrice, deposit: p.deposit, sales: p.sales, tags: p.tags,
  };
}

/** 1-based `current` (default 1); refuses anything else. */
function current(body: Record<string, unknown>): number {
  const c = body.current === undefined ? 1 : intOf(body.current);
  if (c === null || c < 1) throw new Fail(1, '页码current须为从1开始的整数');
  return c;
}

export function findProduct(ctx: Ctx, code: string): ProductWire {
  const p = ctx.store.catalogue.products.find((x) => x.code === code);
  if (!p) throw new Fail(2001, '商品不存在或已下架');
  return p;
}

const COLORS = ['#ff7a45', '#36cfc9', '#597ef7', '#f759ab', '#73d13d', '#ffc53d', '#9254de', '#40a9ff'];
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svgLabel(ctx: Ctx, name: string): { label: string; n: number } | null {
  const m = /^([a-z]+)-(\d+)$/.exec(name);
  if (!m) return null;
  const kind = m[1] as string;
  const n = Number(m[2]);
  const cat = ctx.store.catalogue;
  if (kind === 'product') return { label: cat.products[n - 1]?.title ?? `商品${n}`, n };
  if (kind === 'shop') return { label: cat.shops[n - 1]?.name ?? `店铺${n}`, n };
  if (kind === 'activity') return { label: ['抢购', '任选', '拼团', '互动', '现场', '市集'][n - 1] ?? `活动${n}`, n };
  if (kind === 'avatar') return { label: ['李', '王', '陈'][n - 1] ?? '邻', n };
  if (kind === 'start') return { label: n === 1 ? '邻里团购' : '好物到家', n };
  return null;
}

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: '/mock-assets/',
    raw(_req, res, ctx) {
      const name = ctx.path.slice('/mock-assets/'.length).replace(/\.svg$/, '');
      const found = svgLabel(ctx, name);
      if (!found) {
        res.statusCode = 404;
        return void res.end('Not found');
      }
      const color = COLORS[found.n % COLORS.length] as string;
      const other = COLORS[(found.n + 3) % COLORS.length] as string;
      const round = name.startsWith('avatar');
      const [w, h] = name.startsWith('start') ? [375, 667] : [400, 400];
      const label = escapeXml(found.label.length > 8 ? `${found.label.slice(0, 8)}…` : found.label);
      const size = round ? 180 : Math.min(64, Math.floor((w * 0.8) / Math.max(2, found.label.length)));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`
        + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${other}"/></linearGradient></defs>`
        + (round ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="url(#g)"/>` : `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.8}" cy="${h * 0.2}" r="${w * 0.12}" fill="#fff" opacity=".25"/>`)
        + `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="'WenQuanYi Micro Hei','PingFang SC','Noto Sans CJK SC',sans-serif" font-size="${size}" fill="#fff">${label}</text></svg>`;
      res.statusCode = 200;
      res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
      res.setHeader('cache-control', 'public, max-age=86400');
      res.end(svg);
    },
  },
  { method: 'GET', path: '/api/community/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.communities },
  { method: 'GET', path: '/api/category/v2/team/list', auth: 'none', handle: ({ store }) => store.catalogue.teamCategories },
  { method: 'GET', path: '/api/category/v2/good/list', auth: 'none', handle: ({ store }) => store.catalogue.goodCategories },
  { method: 'GET', path: '/api/config/v1/get', auth: 'none', handle: ({ store }) => store.catalogue.config },
  { method: 'GET', path: '/api/refundPlan/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.refundPlans },
  {
    method: 'POST',
    path: '/appMall/good/list',
    auth: 'none',
    handle({ body, store }) {
      const page = current(body);
      const storeCode = strOf(body.storeCode);
      const categoryCode = strOf(body.categoryCode);
      const keyword = strOf(body.keyword);
      const list = store.catalogue.products
        .filter((p) => (!storeCode || p.storeCode === storeCode) && (!categoryCode || p.categoryCode === categoryCode))
        .filter((p) => !keyword || p.title.includes(keyword) || p.storeName.includes(keyword) || p.tags.includes(keyword))
        .map(goodOf);
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/list',
    auth: 'none',
    handle({ body, store }) {
      const page = current(body);
      const communityCode = strOf(body.communityCode);
      const keyword = strOf(body.keyword);
      const list = store.catalogue.shops.filter((s) => (!communityCode || s.communityCode === communityCode) && (!keyword || s.name.includes(keyword) || s.tags.includes(keyword)));
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/get',
    auth: 'none',
    handle({ body, store }) {
      const code = requireString(body, 'storeCode', '店铺编号');
      const shop = store.catalogue.shops.find((s) => s.code === code);
      if (!shop) throw new Fail(2002, '店铺不存在');
      return shop;
    },
  },
  {
    method: 'POST',
    path: '/api/product/v1/get',
    auth: 'none',
    handle(ctx) {
      return findProduct(ctx, requireString(ctx.body, 'code', '商品编号'));
    },
  },
  // /api/product/v1/save (a leader creating or editing a product) lives in handlers/merchant.ts.
];
