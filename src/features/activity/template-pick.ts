// The activity editor's picks on other pages, through come-back (state/come-back.ts): the editor of a kind
// asks the map picker for its place and the template list for its sign-up form as `activity-<kind>`; the
// template list hands the chosen template's form to whichever editor asked. Only the editor writes its
// draft: an editor left untouched stores none.
import type { ActivityKind } from '@/api/activity';
import type { FormItemWire } from '@/api/template';
import { isRecord } from '@/lib/storage';

/** The name the editor of `kind` asks pickers under (one draft per kind, so one editor per kind). */
export const editorAsker = (kind: ActivityKind): string => `activity-${kind}`;

/** A sign-up form as the template list hands it over. */
export const isPickedForm = (v: unknown): v is FormItemWire[] =>
  Array.isArray(v) &&
  v.every((f) => isRecord(f) && typeof f.key === 'string' && typeof f.label === 'string' && Array.isArray(f.options));
