// The cart against the running mock: an edit shows in the next list and count; removal; validation; no token.
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCount, editCart, listCart, listStoreCart, removeCartItems } from '@/api/cart';
import { getProduct } from '@/api/product';
import { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { ownMockPerFile } from './own-mock';
import { logIn, logOut } from './session';

// Exact counts of the demo resident's cart and orders: this file's own mock, untouched by other files.
ownMockPerFile();

describe('cart', () => {
  beforeAll(async () => {
    await logIn();
  });

  it('an added good shows in the next cart list and count, and a quantity change and removal too', async () => {
    const product = await getProduct('P050');
    const spec = product.specList[0]!;
    const before = await cartCount();
    await listCart(); // cached now: the edit must still be visible afterwards
    const added = await editCart({ goodCode: product.code, specName: spec.name, num: 2 });
    expect(added.count).toBe(before + 2);
    expect(await cartCount()).toBe(before + 2);
    const groups = await listCart();
    const line = groups.flatMap((g) => g.children).find((c) => c.code === added.code);
    expect(line).toMatchObject({ goodCode: 'P050', num: 2, priceFen: spec.priceFen });
    expect((await listStoreCart(product.storeCode)).some((c) => c.code === added.code)).toBe(true);
    expect(await cartCount(product.storeCode)).toBeGreaterThanOrEqual(2);

    await editCart({ code: added.code, num: 5 });
    expect(await cartCount()).toBe(before + 5);
    const removed = await removeCartItems([added.code]);
    expect(removed.count).toBe(before);
    expect((await listCart()).flatMap((g) => g.children).some((c) => c.code === added.code)).toBe(false);
  });

  it('refuses a bad quantity with a Chinese message', async () => {
    const e = (await editCart({ goodCode: 'P001', specName: '', num: 500 }).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe(3001);
    expect(e.message).toMatch(/数量/);
    expect(dismissToasts()).toEqual([e.message]);
  });

  it('answers code 99 without a token (a server error, no relogin modal since no token was sent)', async () => {
    logOut();
    const e = (await listCart().catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe(99);
    expect(e.kind).toBe('server');
    expect(dismissToasts()).toEqual(['登录已失效，请重新登录']);
    await logIn();
  });
});
