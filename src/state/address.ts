// The address chosen on /pages/address/list?select=1, read by the checkout that opened the list.
import { atom } from 'jotai';
import type { Address } from '@/api/address';

export const chosenAddressAtom = atom<Address | null>(null);
