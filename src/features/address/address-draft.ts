// The address form's unsaved input, kept in storage (`draftAddress`) so that a reload, a trip to the
// map picker or a back by mistake loses nothing; cleared after a save or a confirmed discard.
import { isRecord, readStored, removeStored, writeStored } from '@/lib/storage';
import type { AddressDraft } from './address-form';

export interface StoredAddressDraft {
  draft: AddressDraft;
  /** The form went to the map picker and takes the picked place when it comes back. */
  awaitingMap: boolean;
}

const TEXT_FIELDS = ['code', 'name', 'phone', 'province', 'city', 'district', 'detail', 'placeTitle'] as const;
const isCoordinate = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

function isDraft(v: unknown): v is AddressDraft {
  return (
    isRecord(v) &&
    TEXT_FIELDS.every((f) => typeof v[f] === 'string') &&
    isCoordinate(v.latitude) &&
    isCoordinate(v.longitude) &&
    typeof v.isDefault === 'boolean'
  );
}

const isStored = (v: unknown): v is StoredAddressDraft | null =>
  v === null || (isRecord(v) && isDraft(v.draft) && typeof v.awaitingMap === 'boolean');

/** The kept input of the address `code` ('' = a new address), if any. */
export function readAddressDraft(code: string): StoredAddressDraft | null {
  const stored = readStored<StoredAddressDraft | null>('draftAddress', null, isStored);
  return stored && stored.draft.code === code ? stored : null;
}

export function writeAddressDraft(stored: StoredAddressDraft): void {
  writeStored('draftAddress', stored);
}

export function clearAddressDraft(): void {
  removeStored('draftAddress');
}
