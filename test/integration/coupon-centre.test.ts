// The coupon centre and the new-resident gift against a mock of this file's own (docs/product.md#growth): claims
// arriving at once never give a person more than the template's limit nor a template more than its stock
// (raw HTTP calls in parallel, not the client, which would share identical calls in flight); the refusals
// 9301-9303; the gift once per new resident, never for the demo resident who has paid orders.
import { afterEach, describe, expect, it } from 'vitest';
import { loginWithSms, sendSmsCode } from '@/api/account';
import { claimCoupon, claimNewcomerGift, getNewcomerGift, listCouponCentre, listCoupons } from '@/api/coupon';
import { CLAIM_CODES } from '@/rules/coupon-claim';
import { store } from '@/state/store';
import { tokenAtom, userCodeAtom, userInfoAtom } from '@/state/session';
import { backendHeaders } from '../backend-headers';
import { ownMockPerFile } from './own-mock';
import { shopServes } from '../../mock/state/catalogue';
import { logIn, logOut } from './session';

const mock = ownMockPerFile();
afterEach(logOut);

let phones = 17_800_000_000;
/** A new resident signed up by SMS (the mock's code is 123456); the session is put in the store. */
async function newResident(): Promise<{ token: string; userCode: string }> {
  phones += 1;
  const phone = String(phones);
  await sendSmsCode(phone, 'login');
  const { token, user } = await loginWithSms(phone, '123456', { agreed: true });
  store.set(tokenAtom, token);
  store.set(userCodeAtom, user.userCode);
  store.set(userInfoAtom, user);
  return { token, userCode: user.userCode };
}

/** One claim over raw HTTP with `token`: the envelope's code. */
async function rawClaim(token: string, templateCode: string): Promise<number> {
  const path = '/api/coupon/v1/claim';
  const payload = { templateCode };
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}`, ...backendHeaders(path, payload) },
    body: JSON.stringify(payload),
  });
  return ((await res.json()) as { code: number }).code;
}

const template = (code: string) => mock().mock.store.couponTemplates.find((t) => t.templateCode === code)!;
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('coupon centre', () => {
  it('lists the claimable templates to anyone, with the caller count 0 signed out; a shop filter keeps its own and the all-shops ones', async () => {
    const all = await listCouponCentre({ pageIndex: 0, pageSize: 50 });
    expect(all.total).toBe(all.list.length);
    expect(all.newResident).toBe(true);
    expect(all.list.every((t) => t.claimed === 0)).toBe(true);
    // Seeded: a limited one with 5 or fewer left, shop-only and all-shops ones, one for new residents, the gift not listed.
    expect(all.list.some((t) => t.left > 0 && t.left <= 5)).toBe(true);
    expect(all.list.some((t) => t.storeCode === '') && all.list.some((t) => t.storeCode !== '')).toBe(true);
    expect(all.list.some((t) => t.newcomer)).toBe(true);
    expect(all.list.map((t) => t.templateCode)).not.toContain('NG01');
    // Sold-out ones come last.
    expect(all.list.at(-1)!.left).toBe(0);
    const s001 = await listCouponCentre({ pageIndex: 0, pageSize: 50, storeCode: 'S001' });
    expect(s001.list.length).toBeGreaterThan(0);
    expect(s001.list.every((t) => t.storeCode === '' || t.storeCode === 'S001')).toBe(true);
    expect(s001.list.some((t) => t.storeCode === 'S001')).toBe(true);
    const page2 = await listCouponCentre({ pageIndex: 1, pageSize: 3 });
    expect(page2.list.map((t) => t.templateCode)).toEqual(all.list.slice(3, 6).map((t) => t.templateCode));
  });

  it("with the person's pickup community: the all-shops ones and the coupons of the shops that serve it, no other city's", async () => {
    const all = (await listCouponCentre({ pageIndex: 0, pageSize: 50 })).list;
    const cat = mock().mock.store.catalogue;
    for (const communityCode of ['C001', 'C003']) {
      const here = (await listCouponCentre({ pageIndex: 0, pageSize: 50, communityCode })).list.map(
        (t) => t.templateCode,
      );
      const expected = all.filter((t) => t.storeCode === '' || shopServes(cat, t.storeCode, communityCode));
      expect(here).toEqual(expected.map((t) => t.templateCode));
      // Each city has shop coupons of its own and loses the other's.
      expect(expected.some((t) => t.storeCode !== '')).toBe(true);
      expect(here.length).toBeLessThan(all.length);
    }
    // Hangzhou's 西溪诚园 does not see 鲜果时光 (a Shanghai shop), whose own filter then keeps only the all-shops ones.
    const s001AtXixi = await listCouponCentre({ pageIndex: 0, pageSize: 50, storeCode: 'S001', communityCode: 'C003' });
    expect(s001AtXixi.list.every((t) => t.storeCode === '')).toBe(true);
  });

  it('gives a claimed coupon into the list and counts it; 20 claims at once by one person give exactly perPerson', async () => {
    const { token } = await newResident();
    const before = template('CT01').left;
    const perPerson = template('CT01').perPerson;
    const codes = await Promise.all(Array.from({ length: 20 }, () => rawClaim(token, 'CT01')));
    expect(count(codes, 0)).toBe(perPerson);
    expect(count(codes, CLAIM_CODES.limit)).toBe(20 - perPerson);
    expect(template('CT01').left).toBe(before - perPerson);
    const mine = await listCoupons();
    expect(mine.filter((c) => c.name === '全场满39减5')).toHaveLength(perPerson);
    const centre = await listCouponCentre({ pageIndex: 0, pageSize: 50 });
    expect(centre.list.find((t) => t.templateCode === 'CT01')).toMatchObject({
      claimed: perPerson,
      left: before - perPerson,
    });
  });

  it('more people than stock claiming at once get exactly the stock, the rest "none left" (9301)', async () => {
    const stock = template('CT03').left;
    expect(stock).toBeGreaterThan(0);
    expect(stock).toBeLessThanOrEqual(5);
    const people: string[] = [];
    for (let i = 0; i < stock + 4; i += 1) people.push((await newResident()).token);
    const codes = await Promise.all(people.map((token) => rawClaim(token, 'CT03')));
    expect(count(codes, 0)).toBe(stock);
    expect(count(codes, CLAIM_CODES.soldOut)).toBe(4);
    expect(template('CT03').left).toBe(0);
    expect(mock().mock.store.coupons.filter((c) => c.name === '限量无门槛10元券')).toHaveLength(stock);
  });

  it('a claimed coupon is valid from now for validDays China days; the refusals carry their codes', async () => {
    await newResident();
    const coupon = await claimCoupon('CT02');
    expect(coupon).toMatchObject({
      name: '鲜果时光满30减6',
      storeCode: 'S001',
      amountFen: 600,
      thresholdFen: 3000,
      status: 0,
    });
    expect(coupon.beginTime).toBeLessThanOrEqual(Date.now());
    expect(coupon.endTime - coupon.beginTime).toBeGreaterThan(7 * 86_400_000);
    expect(coupon.endTime - coupon.beginTime).toBeLessThanOrEqual(8 * 86_400_000);
    await expect(claimCoupon('CT02')).rejects.toMatchObject({ code: CLAIM_CODES.limit });
    await expect(claimCoupon('CT07')).rejects.toMatchObject({ code: CLAIM_CODES.soldOut });
    // A new resident may take the newcomer-only one; the demo resident (paid orders) may not.
    await expect(claimCoupon('CT04')).resolves.toMatchObject({ name: '新人专享满19减10' });
    await logIn();
    const centre = await listCouponCentre({ pageIndex: 0, pageSize: 50 });
    expect(centre.newResident).toBe(false);
    await expect(claimCoupon('CT04')).rejects.toMatchObject({ code: CLAIM_CODES.newcomer });
  });
});

describe('new-resident gift', () => {
  it('is offered to a signed-out visitor, with its coupons', async () => {
    const gift = await getNewcomerGift();
    expect(gift.eligible).toBe(true);
    expect(gift.coupons.map((c) => c.templateCode)).toEqual(['NG01', 'NG02', 'NG03']);
  });

  it('a new resident takes all its coupons at once, once; a second claim, even at once, is 9303', async () => {
    const { token } = await newResident();
    expect((await getNewcomerGift()).eligible).toBe(true);
    const path = '/api/coupon/v1/newcomer/claim';
    const codes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            Authorization: `Bearer ${token}`,
            ...backendHeaders(path, {}),
          },
          body: '{}',
        });
        return ((await res.json()) as { code: number }).code;
      }),
    );
    expect(count(codes, 0)).toBe(1);
    expect(count(codes, CLAIM_CODES.newcomer)).toBe(4);
    const mine = await listCoupons();
    expect(mine.map((c) => c.name).sort()).toEqual(['新人无门槛3元券', '新人满29减8', '新人满59减15'].sort());
    expect((await getNewcomerGift()).eligible).toBe(false);
    await expect(claimNewcomerGift()).rejects.toMatchObject({ code: CLAIM_CODES.newcomer });
  });

  it("is not the demo resident's (paid orders): not eligible, and a claim is 9303", async () => {
    await logIn();
    expect((await getNewcomerGift()).eligible).toBe(false);
    await expect(claimNewcomerGift()).rejects.toMatchObject({ code: CLAIM_CODES.newcomer });
    expect((await listCoupons()).some((c) => c.name.startsWith('新人无门槛'))).toBe(false);
  });
});
