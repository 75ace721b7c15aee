// The address form's state and rules, without React: the draft, the field checks (as i18n keys of
// the inline messages), what is sent, and what a place picked on the map fills in.
import { ADDRESS_LIMITS, type Address, type AddressInput } from '@/api/address';
import type { MessageKey, Params } from '@/i18n';
import type { MapPlace } from '@/lib/lbs/types';
import { isPhone } from '@/rules/validate';

/** The form's fields: an address (`code` '' for a new one) and the picked place's title. */
export interface AddressDraft extends Address {
  /** The title of the place picked on the map, shown in the map row (not sent). */
  placeTitle: string;
}

export const ADDRESS_FIELDS = ['name', 'phone', 'region', 'detail'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface FieldMessage {
  key: MessageKey;
  params?: Params;
}
export type AddressErrors = Partial<Record<AddressField, FieldMessage>>;

export function emptyDraft(): AddressDraft {
  return {
    code: '',
    name: '',
    phone: '',
    province: '',
    city: '',
    district: '',
    detail: '',
    latitude: null,
    longitude: null,
    placeTitle: '',
    isDefault: false,
  };
}

export function draftOf(a: Address): AddressDraft {
  return { ...a, placeTitle: '' };
}

/** What is wrong with one field, or undefined when it is fine. */
export function fieldError(d: AddressDraft, field: AddressField): FieldMessage | undefined {
  switch (field) {
    case 'name': {
      const name = d.name.trim();
      if (!name) return { key: 'address.nameRequired' };
      return name.length > ADDRESS_LIMITS.name
        ? { key: 'address.nameTooLong', params: { n: ADDRESS_LIMITS.name } }
        : undefined;
    }
    case 'phone': {
      const phone = d.phone.trim();
      if (!phone) return { key: 'address.phoneRequired' };
      return isPhone(phone) ? undefined : { key: 'address.phoneInvalid' };
    }
    case 'region':
      return d.province && d.city && d.district ? undefined : { key: 'address.regionRequired' };
    case 'detail': {
      const detail = d.detail.trim();
      if (!detail) return { key: 'address.detailRequired' };
      return detail.length > ADDRESS_LIMITS.detail
        ? { key: 'address.detailTooLong', params: { n: ADDRESS_LIMITS.detail } }
        : undefined;
    }
  }
}

/** Every field's problem; empty when the draft can be saved. */
export function validateAddress(d: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const e = fieldError(d, field);
    if (e) errors[field] = e;
  }
  return errors;
}

/** What the save call sends (trimmed; no code for a new address). */
export function toInput(d: AddressDraft): AddressInput {
  return {
    ...(d.code ? { code: d.code } : {}),
    name: d.name.trim(),
    phone: d.phone.trim(),
    province: d.province,
    city: d.city,
    district: d.district,
    detail: d.detail.trim(),
    latitude: d.latitude,
    longitude: d.longitude,
    isDefault: d.isDefault,
  };
}

/**
 * A place picked on the map: its point, its region when the map names one, and its name as the
 * detail when none was typed yet (the person adds the building and room).
 */
export function applyPlace(
  d: AddressDraft,
  p: Pick<MapPlace, 'title' | 'latitude' | 'longitude' | 'province' | 'city' | 'district'>,
): AddressDraft {
  const region =
    p.province && p.district ? { province: p.province, city: p.city || p.province, district: p.district } : {};
  return {
    ...d,
    ...region,
    latitude: p.latitude,
    longitude: p.longitude,
    placeTitle: p.title,
    detail: d.detail.trim() ? d.detail : p.title,
  };
}

/** Whether two drafts would save the same address (what was typed differs from what was loaded). */
export function sameDraft(a: AddressDraft, b: AddressDraft): boolean {
  return JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));
}
