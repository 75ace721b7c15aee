// Search records (spec: search archives), kept in storage `searchArchives`: most recent first,
// de-duplicated, at most 20; cleared when another user logs in (state/session).
import { atomWithStorage } from 'jotai/utils';
import { atomStorage, isStringArray } from '@/lib/storage';

export const MAX_SEARCH_RECORDS = 20;
/** Longest keyword kept (the search box takes no more). */
export const MAX_KEYWORD_LENGTH = 30;

/** The records after searching `keyword`: it moves to the front, once; blanks are not kept. */
export function addSearchRecord(records: readonly string[], keyword: string): string[] {
  const k = keyword.trim().slice(0, MAX_KEYWORD_LENGTH);
  if (!k) return [...records];
  return [k, ...records.filter((r) => r !== k)].slice(0, MAX_SEARCH_RECORDS);
}

export const searchRecordsAtom = atomWithStorage<string[]>('searchArchives', [], atomStorage(isStringArray), {
  getOnInit: true,
});
