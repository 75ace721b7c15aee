// The stored activity drafts: one per kind in a map, an older single draft still read as its kind's,
// foreign values dropped, and removing a kind's draft leaves the others.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, ACTIVITY_VISIBILITY } from '@/api/activity';
import { newDraft } from '@/features/activity/draft';
import { draftsOf, withDraft } from './activity-draft';

const NOW = new Date('2025-03-08T14:20:00').getTime();
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('activity drafts by kind', () => {
  const group = { ...newDraft(ACTIVITY_KIND.group, NOW), title: '五常大米拼团' };
  const onsite = { ...newDraft(ACTIVITY_KIND.onsite, NOW), title: '亲子烘焙课堂' };

  it('an older single draft is read as the draft of its kind', () => {
    expect(draftsOf(json(group))).toEqual({ 3: json(group) });
  });
  it('a map keeps one draft per kind; entries that are not a draft of their kind are dropped', () => {
    const stored = json({ 3: group, 5: onsite, 1: onsite, 2: 'x', 4: null });
    expect(Object.keys(draftsOf(stored))).toEqual(['3', '5']);
    expect(draftsOf(stored)[5]?.title).toBe('亲子烘焙课堂');
    for (const foreign of [null, 12345, 'text', [group]]) expect(draftsOf(foreign)).toEqual({});
  });
  it('a draft stored when its visibility was called `type` keeps it, by link or listed', () => {
    const { visibility: _renamed, ...old } = { ...onsite, type: ACTIVITY_VISIBILITY.linkOnly };
    expect(draftsOf(json({ 5: old }))[5]).toEqual(json({ ...onsite, visibility: ACTIVITY_VISIBILITY.linkOnly }));
    expect(draftsOf(json(group))[3]?.visibility).toBe(ACTIVITY_VISIBILITY.listed);
  });
  it("a kind's draft replaces its kind's only; removing it leaves the others", () => {
    const both = withDraft(withDraft({}, 3, group), 5, onsite);
    const again = withDraft(both, 3, { ...group, title: '新米拼团' });
    expect([again[3]?.title, again[5]?.title]).toEqual(['新米拼团', '亲子烘焙课堂']);
    expect(withDraft(again, 3, null)).toEqual({ 5: onsite });
    expect(both[3]?.title).toBe('五常大米拼团');
  });
});
