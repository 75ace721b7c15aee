// Delivery addresses of the current user: the default one, the list, and edits.
import { call } from '@/lib/request/client';
import { listConverter, mutate, shaped } from './shared';

export interface AddressWire {
  code: string;
  /** Receiver's name. */
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  /** Street, building and room. */
  detail: string;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
}

export type Address = AddressWire;

/** The fields an address form may leave out: `code` (a new address is added), the map point and the default flag. */
type OptionalInput = 'code' | 'latitude' | 'longitude' | 'isDefault';

/** What the address form sends: the address's fields; without `code` a new address is added. */
export type AddressInput = Omit<AddressWire, OptionalInput> & Partial<Pick<AddressWire, OptionalInput>>;

/** The boundary's check of an address answer. */
const addressShape = shaped<AddressWire>({
  code: 'string',
  name: 'string',
  phone: 'string',
  province: 'string',
  city: 'string',
  district: 'string',
  detail: 'string',
  latitude: 'number?',
  longitude: 'number?',
  isDefault: 'boolean',
});

export { ADDRESS_LIMITS, fullAddress, regionText } from '@/rules/address';

/** POST /api/address/v1/default/get: the default address, or null when there is none. */
export function getDefaultAddress(): Promise<Address | null> {
  return call('/api/address/v1/default/get', undefined, {
    cache: true,
    convert: (w: AddressWire | null) => (w === null ? null : addressShape(w)),
  });
}

/** POST /api/address/v1/list: every address of the user, the default first. */
export function listAddresses(): Promise<Address[]> {
  return call('/api/address/v1/list', undefined, { cache: true, convert: listConverter(addressShape) });
}

/** POST /api/address/v1/save: add or change an address; answers the saved address. */
export function saveAddress(input: AddressInput): Promise<Address> {
  return mutate('/api/address/v1/save', { ...input, isDefault: input.isDefault ?? false }, { convert: addressShape });
}

/** POST /api/address/v1/remove: delete an address (the next one becomes default if it was). */
export function removeAddress(code: string): Promise<null> {
  return mutate<null>('/api/address/v1/remove', { code });
}

/** POST /api/address/v1/default/set: make an address the default. */
export function setDefaultAddress(code: string): Promise<null> {
  return mutate<null>('/api/address/v1/default/set', { code });
}
