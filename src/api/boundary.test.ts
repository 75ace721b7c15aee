// Money at the API boundary, as a screen would meet it: an answer whose yuan is not money (NaN text,
// Infinity, '', a fraction of a fen, an exponent form) is one ApiError of kind 'parse', never a NaN.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './account';
import { listCoupons } from './coupon';
import { listCart } from './cart';
import { getStation } from './team';
import { listOrders } from './product-order';
import { applyWithdraw } from './withdraw';
import { toAppConfig } from './config';
import { clearRequestCache, setSessionSource } from '@/lib/request/client';
import { ApiError } from '@/lib/request/errors';
import { setRequestReporter } from '@/lib/request/report';

const feedback = { toast: vi.fn(), alert: vi.fn(() => Promise.resolve()) };
let answers: unknown[] = [];
let sent: string[] = [];

beforeEach(() => {
  setRequestReporter(feedback);
  feedback.toast.mockClear();
  setSessionSource(() => ({ token: 'tk', userCode: 'U1', openid: '' }));
  clearRequestCache();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(new URL(url, 'http://x').pathname);
      const data = answers.shift();
      return new Response(JSON.stringify({ code: 0, data, msg: 'ok' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const user = (balance: unknown) => ({
  userCode: 'U1',
  name: 'n',
  phone: '13800138000',
  avatar: '',
  balance,
  sceneOpenid: '',
  isManager: false,
});
const cartLine = (price: unknown) => ({
  code: 'K1',
  goodCode: 'P1',
  storeCode: 'S1',
  title: 't',
  img: '',
  specName: '',
  price,
  deposit: 0,
  num: 1,
  stock: 9,
});

describe('yuan that is not money is refused at the boundary', () => {
  const bad: unknown[] = ['NaN', 'Infinity', '', '12.345', 12.345, 1e-7, 1e21, '1 2', null, 'abc'];

  it.each(bad)('a balance of %j: ApiError parse, no NaN', async (balance) => {
    answers = [user(balance)];
    const error = await getCurrentUser({ silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse', path: '/api/client/v1/get' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('a good answer still converts exactly, exponent-free or not', async () => {
    answers = [user(0.29), user('1.5e1')];
    expect((await getCurrentUser()).balanceFen).toBe(29);
    expect((await getCurrentUser()).balanceFen).toBe(1500);
  });

  it('nested money too (a cart line, an order page, station), with a toast when the call is not silent', async () => {
    answers = [[{ storeCode: 'S1', storeName: 's', storeImg: '', children: [cartLine(0.1 + 0.2)] }]];
    await expect(listCart()).rejects.toMatchObject({ kind: 'parse' });
    expect(feedback.toast).toHaveBeenCalledWith(expect.any(String), { delay: 300 });
    answers = [{ list: [{ items: [], goodsAmount: 'x' }], total: 1 }];
    await expect(listOrders({ pageIndex: 0 })).rejects.toMatchObject({ kind: 'parse' });
    answers = [{ teamCode: 'T1', totalEarning: 1, todayEarning: 1, withdrawn: 1, balance: '99.999' }];
    await expect(getStation()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('the coupon and order lists fail without a toast: their screens say so in place or go on without', async () => {
    answers = [[{ couponCode: 'Q1', amount: 'x' }], { list: [{ items: [], goodsAmount: 'x' }], total: 1 }];
    await expect(listCoupons()).rejects.toMatchObject({ kind: 'parse' });
    await expect(listOrders({ pageIndex: 0 })).rejects.toMatchObject({ kind: 'parse' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('a refused answer is not kept in the cache: a retry asks the server again', async () => {
    answers = [
      [{ storeCode: 'S1', storeName: 's', storeImg: '', children: [cartLine('NaN')] }],
      [{ storeCode: 'S1', storeName: 's', storeImg: '', children: [cartLine(2)] }],
    ];
    await expect(listCart()).rejects.toMatchObject({ kind: 'parse' });
    // A retry asks the server again instead of converting the refused answer once more.
    expect((await listCart())[0]!.children[0]!.priceFen).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('a mutation whose answer is refused still drops the client cache (the server state changed)', async () => {
    answers = [
      [],
      { record: { code: 'W1', amount: 1, fee: 0, actual: 1, status: 0, account: '', createTime: 0 }, balance: 'NaN' },
      [],
    ];
    await listCart();
    await expect(applyWithdraw(100, 'request-1')).rejects.toMatchObject({
      kind: 'parse',
      path: '/api/withdraw/v1/apply',
    });
    await listCart();
    expect(sent.filter((p) => p === '/api/cart/v1/list')).toHaveLength(2);
  });
});

describe('config: an unusable withdrawal limit falls back to the default, never NaN', () => {
  it.each(['12.345', 1e-7, 'NaN', '', 1e21])('withdrawLimit %j', (limit) => {
    expect(toAppConfig({ withdrawLimit: limit }).withdrawLimitFen).toBe(10000);
  });
});
