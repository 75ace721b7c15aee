// Inviting friends to my group (a card whose link opens that very group) and the empty lists' words:
// an invitation to join or start only while one can, something true once sign-up closed or it ended.
import { describe, expect, it } from 'vitest';
import { toActivity, type GroupWire } from '@/api/activity';
import { t as translate, type MessageKey, type Params } from '@/i18n';
import { activityWire, groupWire } from './activity-wire.fixture';
import { noGroupsKey, noParticipantsKey } from './labels';
import { inviteDataOf } from './share';

const t = (key: MessageKey, params?: Params) => translate(key, params, 'zh-CN');
const ROOT = 'https://h5.qihuo.example/?code=wxc_used&state=Ab12&token=tk_secret';

const group = (over: Partial<GroupWire> = {}) =>
  groupWire({ code: 'GR1011', itemCode: 'AI005', price: 55, minSize: 3, leaderName: '林小满', ...over });
const activity = (g: GroupWire) =>
  toActivity(
    activityWire({
      code: 'AC003',
      activityType: 3,
      title: '五常大米拼团',
      img: '/uploads/F1001',
      address: '翠湖天地',
      price: 45,
      num: 100,
      joinedNum: 1,
      creatorName: '王建国',
      groupLimitTime: 36,
      ungroupedHandling: 2,
      creatorCode: 'U10002',
      joined: true,
      myGroup: g,
    }),
  );

describe('the invitation to my group', () => {
  it('names me and the activity, says how many are still needed, and links to that group without secrets', () => {
    const a = activity(group());
    const card = inviteDataOf(t, a, a.myGroup!, '林小满', ROOT);
    expect(card).toMatchObject({
      title: '林小满邀请你参团：五常大米拼团',
      desc: '还差 2 人成团 · ¥55.00 起 · 翠湖天地',
    });
    expect(card.link).toBe('https://h5.qihuo.example/#/pages/activity/detail?code=AC003&group=GR1011');
  });
  it('a formed group invites for a lower price; a nameless sharer is a neighbour', () => {
    const a = activity(group({ memberNum: 3, price: 50 }));
    const card = inviteDataOf(t, a, a.myGroup!, ' ', ROOT);
    expect(card.title).toBe('一位邻居邀请你参团：五常大米拼团');
    expect(card.desc).toBe('已成团，人越多越便宜 · ¥50.00 起 · 翠湖天地');
  });
});

describe('empty lists', () => {
  it('participants: an invitation only while one can join', () => {
    expect(noParticipantsKey('open', true)).toBe('activity.noParticipants');
    expect(noParticipantsKey('ended', false)).toBe('activity.noParticipantsEnded');
    expect(noParticipantsKey('closed', false)).toBe('activity.noParticipantsClosed');
    expect(noParticipantsKey('open', false)).toBe('activity.noParticipantsYet');
    expect(t(noParticipantsKey('ended', false))).not.toContain('第一个');
  });
  it('open groups: start one while one can; in my open group, invite to it; ended or closed says so', () => {
    expect(noGroupsKey('open', true, false)).toBe('activity.noOpenGroups');
    expect(noGroupsKey('open', false, true)).toBe('activity.noOtherGroups');
    expect(noGroupsKey('open', false, false)).toBe('activity.noOpenGroupsYet');
    expect(noGroupsKey('ended', false, true)).toBe('activity.noOpenGroupsEnded');
    expect(noGroupsKey('closed', false, false)).toBe('activity.noOpenGroupsClosed');
    expect(t(noGroupsKey('open', false, true))).not.toContain('发起');
  });
});
