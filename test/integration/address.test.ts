// Addresses against the running mock, as a neighbour who starts with none (陈晓敏): add with a 16x
// phone, edit, set default, delete; exactly one default whenever there is any address; another
// user's addresses are out of reach; the phone rule is the client's. The refusals' toasts are the ones
// a person would see. A mock of its own: the counts are exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDefaultAddress,
  listAddresses,
  removeAddress,
  saveAddress,
  setDefaultAddress,
  type AddressInput,
} from '@/api/address';
import { dismissToasts } from '@/components/feedback';
import type { ApiError } from '@/lib/request/errors';
import { isPhone } from '@/rules/validate';
import { ownMockPerFile } from './own-mock';
import { logIn, logOut } from './session';

ownMockPerFile();

const NEIGHBOUR = { phone: '15900159000', password: 'qihuo123' };
const home: AddressInput = {
  name: '陈晓敏',
  phone: '16612345678',
  province: '浙江省',
  city: '杭州市',
  district: '拱墅区',
  detail: '莫干山路100号2幢301',
  latitude: 30.2912,
  longitude: 120.1504,
};

async function defaults(): Promise<string[]> {
  return (await listAddresses()).filter((a) => a.isDefault).map((a) => a.code);
}

describe('addresses (integration)', () => {
  beforeAll(async () => {
    await logIn(NEIGHBOUR);
  });
  afterAll(() => logOut());

  it('add, edit, set default and delete keep exactly one default', async () => {
    expect(await listAddresses()).toEqual([]);
    expect(await getDefaultAddress()).toBeNull();

    // The first address, with a 16x phone and a map point, becomes the default.
    const first = await saveAddress(home);
    expect(first).toMatchObject({ ...home, isDefault: true });
    expect(first.code).toMatch(/^A\d+$/);
    expect(await defaults()).toEqual([first.code]);

    // A second one, not asked to be default: the first stays the only default; the list shows it first.
    const second = await saveAddress({
      ...home,
      name: '陈父',
      phone: '19987654321',
      detail: '文三路90号',
      latitude: null,
      longitude: null,
    });
    expect(second.isDefault).toBe(false);
    expect((await listAddresses()).map((a) => a.code)).toEqual([first.code, second.code]);

    // A third asked to be default takes it over.
    const third = await saveAddress({ ...home, name: '公司', detail: '江南大道3888号', isDefault: true });
    expect(await defaults()).toEqual([third.code]);
    expect((await getDefaultAddress())?.code).toBe(third.code);

    // Editing changes the fields and keeps the count; un-asking default on the default never leaves none.
    const edited = await saveAddress({
      ...home,
      code: second.code,
      name: '陈父',
      phone: '16700001111',
      detail: '文三路90号5幢',
    });
    expect(edited).toMatchObject({
      code: second.code,
      phone: '16700001111',
      detail: '文三路90号5幢',
      isDefault: false,
    });
    await saveAddress({ ...home, code: third.code, name: '公司', detail: '江南大道3888号', isDefault: false });
    expect(await defaults()).toEqual([third.code]);
    expect(await listAddresses()).toHaveLength(3);

    await setDefaultAddress(second.code);
    expect(await defaults()).toEqual([second.code]);

    // Deleting the default hands it to another address; deleting the rest leaves none and no default.
    await removeAddress(second.code);
    const left = await listAddresses();
    expect(left.map((a) => a.code).sort()).toEqual([first.code, third.code].sort());
    expect(await defaults()).toHaveLength(1);
    await removeAddress(first.code);
    expect(await defaults()).toEqual([third.code]);
    await removeAddress(third.code);
    expect(await listAddresses()).toEqual([]);
    expect(await getDefaultAddress()).toBeNull();
  });

  it('the mock refuses what the client refuses, with the reason, and changes nothing', async () => {
    for (const phone of ['12345678901', '1661234567', '166123456789']) {
      expect(isPhone(phone)).toBe(false);
      await expect(saveAddress({ ...home, phone })).rejects.toMatchObject({
        code: 5001,
        message: '手机号格式不正确',
      } satisfies Partial<ApiError>);
    }
    await expect(saveAddress({ ...home, name: '' })).rejects.toMatchObject({ code: 1, message: '收货人不能为空' });
    await expect(saveAddress({ ...home, name: '名'.repeat(21) })).rejects.toMatchObject({ code: 5002 });
    await expect(saveAddress({ ...home, detail: '号'.repeat(121) })).rejects.toMatchObject({ code: 5006 });
    await expect(saveAddress({ ...home, latitude: 31.2, longitude: null })).rejects.toMatchObject({ code: 5007 });
    expect(await listAddresses()).toEqual([]);
    expect(dismissToasts()).toEqual([
      '手机号格式不正确',
      '手机号格式不正确',
      '手机号格式不正确',
      '收货人不能为空',
      '收货人姓名不能超过20个字',
      '详细地址不能超过120个字',
      '地图位置无效',
    ]);
  });

  it("another user's addresses are out of reach", async () => {
    // A001 is the demo resident's default address.
    await expect(setDefaultAddress('A001')).rejects.toMatchObject({ code: 5003, message: '地址不存在' });
    await expect(removeAddress('A001')).rejects.toMatchObject({ code: 5003 });
    await expect(saveAddress({ ...home, code: 'A001' })).rejects.toMatchObject({ code: 5003 });
    expect(await listAddresses()).toEqual([]);
    expect(dismissToasts()).toEqual(['地址不存在', '地址不存在', '地址不存在']);
  });
});
