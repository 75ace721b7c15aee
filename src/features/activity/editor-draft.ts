// The editor's draft for a kind, pure: at most one draft per kind is stored (draftActivity); an editor works
// on the stored one when it is its own (a new activity's, or the changes to this activity), else on its base
// (a fresh draft, or the activity as published), which is stored only once the person changes something.
// A stored draft that belongs to another editor of the kind is offered to continue or drop instead.
import type { ActivityKind } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import type { FormItemWire } from '@/api/template';
import type { MapPlace } from '@/lib/lbs/types';
import { withDraft, type ActivityDrafts } from '@/state/activity-draft';

/** A change of the draft: a new draft, a change of the current one, or null to drop the kind's draft. */
export type DraftUpdate = ActivityDraft | null | ((prev: ActivityDraft) => ActivityDraft);

/** Whether a stored draft is this editor's own: a new activity's (no code) or the changes to activity `code`. */
export const ownedBy =
  (code: string) =>
  (stored: ActivityDraft): boolean =>
    code ? stored.code === code : !stored.code;

/** The draft the editor works on: the kind's stored draft when it is the editor's own, else `base`. */
export function editorDraft(
  stored: ActivityDraft | undefined,
  owned: (d: ActivityDraft) => boolean,
  base: ActivityDraft,
): ActivityDraft {
  return stored && owned(stored) ? stored : base;
}

/** The drafts after an editor's change: applied to its draft (its own stored one, else its base), the result stored as the kind's. */
export function changedDrafts(
  all: ActivityDrafts,
  kind: ActivityKind,
  owned: (d: ActivityDraft) => boolean,
  base: ActivityDraft,
  next: DraftUpdate,
): ActivityDrafts {
  const prev = editorDraft(all[kind], owned, base);
  return withDraft(all, kind, typeof next === 'function' ? next(prev) : next);
}

/** The kind's stored draft when it is another editor's (to continue or drop), else null. */
export function otherDraft(
  stored: ActivityDraft | undefined,
  owned: (d: ActivityDraft) => boolean,
): ActivityDraft | null {
  return stored && !owned(stored) ? stored : null;
}

/** A place picked on the map as the activity's place: its name and address, and its point. */
export function placePatch(place: MapPlace): Pick<ActivityDraft, 'address' | 'latitude' | 'longitude'> {
  return {
    address: [place.title, place.address].filter(Boolean).join(' · '),
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** A picked template's form as the draft's own copy (its choices copied, not shared). */
export function formPatch(form: readonly FormItemWire[]): Pick<ActivityDraft, 'form'> {
  return { form: form.map((f) => ({ ...f, options: [...f.options] })) };
}
