// Picking a sign-up form template for the editor that asked for one: the editor notes its kind before it
// opens the template list (page data), the list hands back the chosen form, and the editor takes it when it
// shows again. Only the editor writes its draft: an editor left untouched stores none.
import type { ActivityType } from '@/api/activity';
import type { FormItemWire } from '@/api/template';
import { readPageData, removePageData, savePageData } from '@/state/page-data';

const ASKING = 'activityTemplateFor';
const PICKED = 'activityTemplatePicked';
const TTL = 30 * 60_000;

const isKind = (v: unknown): v is ActivityType => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;
interface Picked {
  kind: ActivityType;
  form: FormItemWire[];
}
const isPicked = (v: unknown): v is Picked =>
  typeof v === 'object' && v !== null && isKind((v as Picked).kind) && Array.isArray((v as Picked).form);

/** The editor of `kind` is about to open the template list to pick one. */
export function askForTemplate(kind: ActivityType): void {
  savePageData(ASKING, kind, TTL);
}

/** The kind of the editor waiting for a template, or null when none is (the list was opened on its own). */
export function kindAskingForTemplate(): ActivityType | null {
  return readPageData(ASKING, isKind);
}

/** The list's answer: the chosen template's form for the editor that asked. */
export function handTemplate(kind: ActivityType, form: FormItemWire[]): void {
  removePageData(ASKING);
  savePageData(PICKED, { kind, form }, TTL);
}

/** The form picked for the editor of `kind`, taken once (null when none was picked for it). */
export function takePickedTemplate(kind: ActivityType): FormItemWire[] | null {
  const picked = readPageData(PICKED, isPicked);
  if (!picked || picked.kind !== kind) return null;
  removePageData(PICKED);
  return picked.form;
}
