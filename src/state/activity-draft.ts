// The activity draft (storage name draftActivity): saved as the person types, restored after a reload
// or a crash, cleared after publishing (spec section 4: drafts persist to local storage).
import { atomWithStorage } from 'jotai/utils';
import type { ActivityDraft } from '@/api/activity';
import { atomStorage } from '@/lib/storage';

/** A stored value that looks like a draft; anything else (old shape, foreign value) is dropped, not crashed on. */
export function isActivityDraft(v: unknown): v is ActivityDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.activityType === 'number' && d.activityType >= 1 && d.activityType <= 5 && typeof d.title === 'string'
    && Array.isArray(d.activityItemList) && Array.isArray(d.form) && Array.isArray(d.programList) && typeof d.setting === 'object' && d.setting !== null
    && typeof d.beginTime === 'number' && typeof d.closeTime === 'number' && typeof d.endTime === 'number';
}

const isDraftOrNull = (v: unknown): v is ActivityDraft | null => v === null || isActivityDraft(v);

export const draftActivityAtom = atomWithStorage<ActivityDraft | null>('draftActivity', null, atomStorage(isDraftOrNull), { getOnInit: true });
