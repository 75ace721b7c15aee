// The address chosen on /pages/address/list?select=1, read by the page that opened it (checkout).
import { atom } from 'jotai';
import type { Address } from '@/api/address';

/** The delivery address picked in select mode; null until one is picked (checkout then uses the default). */
export const chosenAddressAtom = atom<Address | null>(null);
