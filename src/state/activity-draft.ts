// The activity drafts (storage name draftActivity): at most one per kind, a map by kind, stored only once the
// person has changed something (an editor opened and left untouched leaves none); restored after a reload or
// a crash, removed after publishing (docs/product.md#states: drafts persist to local storage). A single draft stored
// by an older version is still read, as the draft of its kind, and so is a draft that calls its visibility `type`.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { ACTIVITY_VISIBILITY, isActivityKind, type ActivityKind, type ActivityVisibility } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import { atomStorage, isRecord } from '@/lib/storage';

/** The drafts by kind. */
export type ActivityDrafts = Partial<Record<ActivityKind, ActivityDraft>>;

/** A stored value that looks like a draft; anything else (old shape, foreign value) is dropped, not crashed on. */
export function isActivityDraft(v: unknown): v is ActivityDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    isActivityKind(d.activityType) &&
    typeof d.title === 'string' &&
    Array.isArray(d.activityItemList) &&
    Array.isArray(d.form) &&
    Array.isArray(d.programList) &&
    typeof d.setting === 'object' &&
    d.setting !== null &&
    typeof d.beginTime === 'number' &&
    typeof d.closeTime === 'number' &&
    typeof d.endTime === 'number'
  );
}

const isVisibility = (v: unknown): v is ActivityVisibility =>
  v === ACTIVITY_VISIBILITY.listed || v === ACTIVITY_VISIBILITY.linkOnly;

/** A draft as this version keeps it: one stored before the visibility had its own name has it under `type`. */
function current(d: ActivityDraft): ActivityDraft {
  const { type, ...rest } = d as ActivityDraft & { type?: unknown };
  if (isVisibility(d.visibility)) return type === undefined ? d : rest;
  return { ...rest, visibility: isVisibility(type) ? type : ACTIVITY_VISIBILITY.listed };
}

/** What may be stored: nothing, a map by kind, or (older versions) one draft. */
type Stored = ActivityDraft | Record<string, unknown> | null;
const isStored = (v: unknown): v is Stored => v === null || isRecord(v);

/** The drafts in a stored value: an old single draft becomes the draft of its kind; entries that are not a draft of their key's kind are dropped. */
export function draftsOf(stored: unknown): ActivityDrafts {
  if (isActivityDraft(stored)) return { [stored.activityType]: current(stored) };
  if (!isRecord(stored)) return {};
  const drafts: ActivityDrafts = {};
  for (const [key, value] of Object.entries(stored))
    if (isActivityDraft(value) && String(value.activityType) === key) drafts[value.activityType] = current(value);
  return drafts;
}

/** The drafts with `draft` as its kind's (replacing the one there), or without the kind's draft when `draft` is null. */
export function withDraft(drafts: ActivityDrafts, kind: ActivityKind, draft: ActivityDraft | null): ActivityDrafts {
  const next = { ...drafts };
  if (draft) next[kind] = draft;
  else delete next[kind];
  return next;
}

const storedDraftsAtom = atomWithStorage<Stored>('draftActivity', null, atomStorage(isStored), { getOnInit: true });

/** The drafts by kind; written with an update of the map (an empty map is stored as nothing). */
export const activityDraftsAtom = atom(
  (get) => draftsOf(get(storedDraftsAtom)),
  (get, set, update: (drafts: ActivityDrafts) => ActivityDrafts) => {
    const next = update(draftsOf(get(storedDraftsAtom)));
    set(storedDraftsAtom, Object.keys(next).length > 0 ? next : null);
  },
);
