// The address form's rules: inline messages per field (the one phone rule, 16x and 19x included),
// what is sent, what a map pick fills in, and the region as one line.
import { describe, expect, it } from 'vitest';
import { fullAddress, regionText, type Address } from '@/api/address';
import { t } from '@/i18n';
import {
  applyPlace,
  draftOf,
  emptyDraft,
  fieldError,
  sameDraft,
  toInput,
  validateAddress,
  type AddressDraft,
} from './address-form';

const good: AddressDraft = {
  ...emptyDraft(),
  name: '李思雨',
  phone: '16612345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文二西路551号8幢501',
};
const message = (d: AddressDraft, f: Parameters<typeof fieldError>[1]) => {
  const e = fieldError(d, f);
  return e && t(e.key, e.params, 'zh-CN');
};

describe('address validation', () => {
  it('a complete draft with a 16x phone has no errors', () => {
    expect(validateAddress(good)).toEqual({});
    expect(validateAddress({ ...good, phone: '19912345678' })).toEqual({});
  });

  it("says what is missing, field by field, in the person's language", () => {
    const errors = validateAddress(emptyDraft());
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'region', 'detail']);
    expect(message(emptyDraft(), 'name')).toBe('请填写收货人姓名');
    expect(message(emptyDraft(), 'phone')).toBe('请填写收货人手机号');
    expect(message(emptyDraft(), 'region')).toBe('请选择所在地区');
    expect(message(emptyDraft(), 'detail')).toBe('请填写详细地址');
    const e = fieldError(emptyDraft(), 'phone')!;
    expect(t(e.key, e.params, 'en-US')).toBe("Enter the receiver's mobile number");
  });

  it('refuses a phone the rule refuses, and names the rule', () => {
    for (const phone of ['1381234567', '138123456789', '12812345678', '23812345678', '138-1234-5678', 'abc']) {
      expect(message({ ...good, phone }, 'phone')).toBe('手机号格式不正确，请填写 11 位手机号');
    }
    expect(message({ ...good, phone: ' 13812345678 ' }, 'phone')).toBeUndefined();
  });

  it('limits name and detail to what the backend takes, with the limit in the message', () => {
    expect(message({ ...good, name: '李'.repeat(21) }, 'name')).toBe('收货人姓名不能超过 20 个字');
    expect(message({ ...good, name: '李'.repeat(20) }, 'name')).toBeUndefined();
    expect(message({ ...good, detail: '号'.repeat(121) }, 'detail')).toBe('详细地址不能超过 120 个字');
    expect(message({ ...good, name: '   ' }, 'name')).toBe('请填写收货人姓名');
  });

  it('needs all three parts of the region', () => {
    expect(message({ ...good, district: '' }, 'region')).toBe('请选择所在地区');
  });
});

describe('what is sent', () => {
  it('trims, leaves out the code of a new address, and keeps the map point', () => {
    const input = toInput({ ...good, name: ' 李思雨 ', detail: ' 501 ', latitude: 30.28, longitude: 120.13 });
    expect(input).toEqual({
      name: '李思雨',
      phone: '16612345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '501',
      latitude: 30.28,
      longitude: 120.13,
      isDefault: false,
    });
    expect(toInput({ ...good, code: 'A9' }).code).toBe('A9');
  });

  it('a saved address round-trips through the draft unchanged', () => {
    const saved: Address = {
      code: 'A1',
      name: '王',
      phone: '13800138000',
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      detail: '马当路388弄',
      latitude: null,
      longitude: null,
      isDefault: true,
    };
    const d = draftOf(saved);
    expect(sameDraft(d, draftOf(saved))).toBe(true);
    expect(sameDraft({ ...d, detail: '马当路388弄 ' }, d)).toBe(true);
    expect(sameDraft({ ...d, detail: '马当路389弄' }, d)).toBe(false);
  });
});

describe('a place picked on the map', () => {
  const place = {
    title: '翠湖天地',
    latitude: 31.2186,
    longitude: 121.4766,
    province: '上海市',
    city: '上海市',
    district: '黄浦区',
  };
  it('sets the point and the region, and the detail when none was typed', () => {
    const d = applyPlace(emptyDraft(), place);
    expect(d).toMatchObject({
      latitude: 31.2186,
      longitude: 121.4766,
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      detail: '翠湖天地',
      placeTitle: '翠湖天地',
    });
  });
  it('keeps a detail already typed, and the region when the map names none', () => {
    const d = applyPlace({ ...good }, { ...place, province: '', city: '', district: '' });
    expect(d).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: good.detail,
      latitude: 31.2186,
    });
  });
});

describe('region text', () => {
  it("reads as one line, without a municipality's city twice", () => {
    expect(regionText({ province: '浙江省', city: '杭州市', district: '西湖区' })).toBe('浙江省 杭州市 西湖区');
    expect(regionText({ province: '上海市', city: '上海市', district: '黄浦区' })).toBe('上海市 黄浦区');
    expect(regionText({ province: '', city: '', district: '' })).toBe('');
    expect(fullAddress({ province: '上海市', city: '上海市', district: '黄浦区', detail: '马当路388弄' })).toBe(
      '上海市黄浦区马当路388弄',
    );
  });
});
