// The cart against the running mock: an edit shows in the next list and count; removal; attributes make
// lines; the per-person limit; validation; no token.
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
    // The count is of lines that can be bought (cartCountOf), not pieces: a new line of 2 counts once.
    expect(added.count).toBe(before + 1);
    expect(await cartCount()).toBe(before + 1);
    const groups = await listCart();
    const line = groups.flatMap((g) => g.children).find((c) => c.code === added.code);
    expect(line).toMatchObject({ goodCode: 'P050', num: 2, priceFen: spec.priceFen });
    expect((await listStoreCart(product.storeCode)).some((c) => c.code === added.code)).toBe(true);
    expect(await cartCount(product.storeCode)).toBeGreaterThanOrEqual(1);

    await editCart({ code: added.code, num: 5 });
    expect(await cartCount()).toBe(before + 1);
    const removed = await removeCartItems([added.code]);
    expect(removed.count).toBe(before);
    expect((await listCart()).flatMap((g) => g.children).some((c) => c.code === added.code)).toBe(false);
  });

  it('counts the lines a person can buy, the same in the count call as in the list (sold-out and delisted lines left out)', async () => {
    const lines = (await listCart()).flatMap((g) => g.children);
    const onSale = lines.filter((l) => l.status === 0);
    expect(lines.length).toBeGreaterThan(onSale.length); // the demo cart holds a sold-out and a delisted line
    expect(await cartCount()).toBe(onSale.length);
    const store = onSale[0]!.storeCode;
    expect(await cartCount(store)).toBe(onSale.filter((l) => l.storeCode === store).length);
  });

  it('keeps the chosen attributes: another choice of the same spec is another line, the same choice adds up', async () => {
    const fish = await getProduct('P004');
    expect(fish.goodAttr.map((a) => a.name)).toEqual(['处理方式']);
    const spec = fish.specList[0]!.name;
    const cut = await editCart({
      goodCode: 'P004',
      specName: spec,
      num: 1,
      attrs: [{ name: '处理方式', value: '切块' }],
    });
    const whole = await editCart({
      goodCode: 'P004',
      specName: spec,
      num: 1,
      attrs: [{ name: '处理方式', value: '整只' }],
    });
    expect(whole.code).not.toBe(cut.code);
    // The same choice again adds to its line; a line sent without attributes takes the first item (整只).
    expect(
      await editCart({ goodCode: 'P004', specName: spec, num: 2, attrs: [{ name: '处理方式', value: '切块' }] }),
    ).toMatchObject({ code: cut.code, num: 3 });
    expect(await editCart({ goodCode: 'P004', specName: spec, num: 1 })).toMatchObject({ code: whole.code, num: 2 });
    const lines = (await listCart()).flatMap((g) => g.children).filter((c) => c.goodCode === 'P004');
    expect(lines.map((c) => [c.code, c.attrs, c.num])).toEqual([
      [cut.code, [{ name: '处理方式', value: '切块' }], 3],
      [whole.code, [{ name: '处理方式', value: '整只' }], 2],
    ]);
    // A choice the product does not offer is refused, and nothing changes.
    const bad = (await editCart({
      goodCode: 'P004',
      specName: spec,
      num: 1,
      attrs: [{ name: '处理方式', value: '清蒸' }],
    }).catch((x: unknown) => x)) as ApiError;
    expect(bad).toMatchObject({ code: 3007, message: '处理方式只能选择整只、切块、去内脏' });
    expect(dismissToasts()).toEqual([bad.message]);
    await removeCartItems([cut.code, whole.code]);
  });

  it('holds a good to its per-person limit over all its lines, in adds and in quantity changes', async () => {
    const orange = await getProduct('P001');
    expect(orange.limitPerPerson).toBe(3);
    const seeded = (await listCart()).flatMap((g) => g.children).find((c) => c.goodCode === 'P001')!;
    expect(seeded.num).toBe(2);
    expect(seeded.limitPerPerson).toBe(3);
    const over = (await editCart({ goodCode: 'P001', specName: orange.specList[1]!.name, num: 2 }).catch(
      (x: unknown) => x,
    )) as ApiError;
    expect(over).toMatchObject({ code: 3008, message: `${orange.title}每人限购3件，购物车中已有2件` });
    const raise = (await editCart({ code: seeded.code, num: 4 }).catch((x: unknown) => x)) as ApiError;
    expect(raise).toMatchObject({ code: 3008, message: `${orange.title}每人限购3件` });
    expect(dismissToasts()).toEqual([over.message, raise.message]);
    // Nothing changed; up to the limit is fine, across lines too.
    expect(
      (await listCart())
        .flatMap((g) => g.children)
        .filter((c) => c.goodCode === 'P001')
        .map((c) => c.num),
    ).toEqual([2]);
    const other = await editCart({ goodCode: 'P001', specName: orange.specList[1]!.name, num: 1 });
    expect(other.num).toBe(1);
    await expect(editCart({ code: other.code, num: 2 }, { silent: true })).rejects.toMatchObject({ code: 3008 });
    // Fewer is always allowed.
    expect(await editCart({ code: seeded.code, num: 1 })).toMatchObject({ num: 1 });
    await removeCartItems([other.code]);
    await editCart({ code: seeded.code, num: 2 });
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
