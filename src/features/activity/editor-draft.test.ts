// The editor's draft for a kind: a new activity's editor continues the kind's new draft but never takes over
// the changes to a published one (and the other way round); a change is applied to the editor's own draft and
// stored as the kind's; a place and a picked form become the draft's.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import type { MapPlace } from '@/lib/lbs/types';
import { newDraft } from './draft';
import { changedDrafts, editorDraft, formPatch, otherDraft, ownedBy, placePatch } from './editor-draft';

const NOW = 1_763_700_000_000;
const kind = ACTIVITY_KIND.onsite;
const fresh = newDraft(kind, NOW);
const newOne: ActivityDraft = { ...fresh, title: '新活动' };
const changes: ActivityDraft = { ...fresh, code: 'AC7', title: '改过的活动' };

describe("the editor's draft for a kind", () => {
  it("a new activity's editor works on the kind's new draft, else its fresh one; the changes to a published one are another's", () => {
    expect(editorDraft(newOne, ownedBy(''), fresh)).toBe(newOne);
    expect(editorDraft(undefined, ownedBy(''), fresh)).toBe(fresh);
    expect(editorDraft(changes, ownedBy(''), fresh)).toBe(fresh);
    expect(otherDraft(changes, ownedBy(''))).toBe(changes);
    expect(otherDraft(newOne, ownedBy(''))).toBeNull();
    expect(otherDraft(undefined, ownedBy(''))).toBeNull();
  });

  it("an activity's editor continues only its own changes; a new draft or another activity's changes are another's", () => {
    const base = { ...fresh, code: 'AC7', title: '已发布' };
    expect(editorDraft(changes, ownedBy('AC7'), base)).toBe(changes);
    expect(editorDraft(newOne, ownedBy('AC7'), base)).toBe(base);
    expect(otherDraft(newOne, ownedBy('AC7'))).toBe(newOne);
    expect(otherDraft({ ...changes, code: 'AC8' }, ownedBy('AC7'))?.code).toBe('AC8');
  });

  it("a change applies to the editor's own draft (else its base) and is stored as the kind's; null drops it; other kinds stay", () => {
    const poll = newDraft(ACTIVITY_KIND.multi, NOW);
    const all = { [ACTIVITY_KIND.multi]: poll };
    const first = changedDrafts(all, kind, ownedBy(''), fresh, (d) => ({ ...d, title: '第一次' }));
    expect(first[kind]).toEqual({ ...fresh, title: '第一次' });
    expect(first[ACTIVITY_KIND.multi]).toBe(poll);
    const second = changedDrafts(first, kind, ownedBy(''), fresh, (d) => ({ ...d, num: 30 }));
    expect(second[kind]).toMatchObject({ title: '第一次', num: 30 });
    // Another's stored draft is not built on: the change starts from the editor's base.
    const over = changedDrafts({ [kind]: changes }, kind, ownedBy(''), fresh, (d) => ({ ...d, num: 5 }));
    expect(over[kind]).toEqual({ ...fresh, num: 5 });
    expect(changedDrafts(second, kind, ownedBy(''), fresh, null)).toEqual({ [ACTIVITY_KIND.multi]: poll });
  });

  it('a place from the map becomes the address with its point; a picked form is copied, not shared', () => {
    const place = {
      id: 'p1',
      title: '翠湖天地会所',
      address: '上海市黄浦区马当路',
      latitude: 31.22,
      longitude: 121.47,
    } as MapPlace;
    expect(placePatch(place)).toEqual({
      address: '翠湖天地会所 · 上海市黄浦区马当路',
      latitude: 31.22,
      longitude: 121.47,
    });
    expect(placePatch({ ...place, address: '' }).address).toBe('翠湖天地会所');
    const form = [{ key: 'f1', label: '尺码', type: 'select' as const, required: true, options: ['S', 'M'] }];
    const { form: copied } = formPatch(form);
    expect(copied).toEqual(form);
    copied[0]!.options.push('L');
    expect(form[0]!.options).toEqual(['S', 'M']);
  });
});
