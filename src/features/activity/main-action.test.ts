// The detail page's main button in each state: its words, whether it can be tapped and what a tap does.
import { describe, expect, it } from 'vitest';
import { toActivity, type ActivityWire, type GroupWire, type MyJoinWire } from '@/api/activity';
import { t as translate, type MessageKey, type Params } from '@/i18n';
import { activityWire, groupWire, myJoinWire } from './activity-wire.fixture';
import { detailStateOf, mainLabelText } from './main-action';

const t = (key: MessageKey, params?: Params) => translate(key, params, 'zh-CN');
const HOUR = 3_600_000;
/** Sign-up open from 0 to 10 h, the activity until 20 h; `now` is 5 h unless a test says otherwise. */
const NOW = 5 * HOUR;

const group = (over: Partial<GroupWire> = {}) =>
  groupWire({ price: 20, leaderName: '林小满', deadline: 9 * HOUR, ...over });
const myJoin = (over: Partial<MyJoinWire> = {}) => myJoinWire({ payAmount: 20, createTime: HOUR, ...over });
const activity = (over: Partial<ActivityWire> = {}) =>
  toActivity(
    activityWire({
      title: '周末采摘',
      address: '大宁国际社区',
      closeTime: 10 * HOUR,
      endTime: 20 * HOUR,
      price: 25,
      joinedNum: 2,
      creatorName: '王建国',
      creatorCode: 'U1',
      activityItemList: [
        {
          code: 'I1',
          itemName: '鸡蛋',
          itemDescription: '',
          img: '',
          price: 25,
          stock: 10,
          soldNum: 0,
          singleMaxPurchase: 2,
          groupItemList: [{ code: 'T1', groupSize: 2, price: 20 }],
        },
      ],
      ...over,
    }),
  );

const state = (over: Partial<ActivityWire> = {}, now = NOW, linked = '') => {
  const a = activity(over);
  const s = detailStateOf(a, now, linked);
  return { ...s.main, text: mainLabelText(t, a, s), canJoin: s.canJoin };
};

describe('the main button', () => {
  it('buys a single or multi-item activity, joins the other kinds, while sign-up is open', () => {
    expect(state()).toMatchObject({
      label: 'buy',
      text: '立即购买',
      enabled: true,
      tap: { does: 'start' },
      canJoin: true,
    });
    expect(state({ activityType: 2 })).toMatchObject({ label: 'buy', enabled: true });
    expect(state({ activityType: 4 })).toMatchObject({
      label: 'join',
      text: '立即报名',
      enabled: true,
      tap: { does: 'start' },
    });
    expect(state({ activityType: 5 })).toMatchObject({ label: 'join', enabled: true });
  });

  it('starts a group at the first tier price on a group buy', () => {
    expect(state({ activityType: 3 })).toMatchObject({
      label: 'startGroup',
      text: '发起拼团 ¥20.00',
      enabled: true,
      tap: { does: 'start' },
    });
  });

  it('joins the open group a shared link named, by its leader; a group that is mine, closed or unknown does not count', () => {
    const open = group({ code: 'G7', leaderName: '' });
    expect(state({ activityType: 3, groups: [open] }, NOW, 'G7')).toMatchObject({
      label: 'joinGroup',
      text: '参加 微信用户 的团',
      enabled: true,
      tap: { does: 'joinGroup', group: { code: 'G7' } },
    });
    expect(state({ activityType: 3, groups: [group({ code: 'G7', status: 1 })] }, NOW, 'G7')).toMatchObject({
      label: 'startGroup',
      tap: { does: 'start' },
    });
    expect(state({ activityType: 3, groups: [open] }, NOW, 'G8')).toMatchObject({ label: 'startGroup' });
    expect(
      state({ activityType: 3, groups: [open], myGroup: open, myJoin: myJoin({ status: 2 }) }, NOW, 'G7'),
    ).toMatchObject({ label: 'startGroup', tap: { does: 'start' } });
  });

  it('is off before sign-up opens (enrollEnable false), once it closed, and once the activity ended', () => {
    expect(state({ enrollEnable: false })).toMatchObject({
      label: 'notOpen',
      text: '未开放报名',
      enabled: false,
      canJoin: false,
    });
    expect(state({}, 12 * HOUR)).toMatchObject({ label: 'closed', text: '报名已截止', enabled: false });
    expect(state({}, 21 * HOUR)).toMatchObject({ label: 'ended', text: '活动已结束', enabled: false });
  });

  it('is off once joined, and when every place is taken', () => {
    expect(state({ joined: true, myJoin: myJoin() })).toMatchObject({
      label: 'joined',
      text: '已参加',
      enabled: false,
      canJoin: false,
    });
    expect(state({ joinedNum: 10 })).toMatchObject({ label: 'full', text: '名额已满', enabled: false });
  });

  it('pays an unpaid join (its place held), even after sign-up closed', () => {
    const unpaid = { myJoin: myJoin({ status: 3, payAmount: 12.5, expireTime: 6 * HOUR }), joinedNum: 10 };
    expect(state(unpaid)).toMatchObject({
      label: 'pay',
      text: '去支付 ¥12.50',
      enabled: true,
      tap: { does: 'pay', join: { joinCode: 'J1' } },
      canJoin: false,
    });
    expect(state(unpaid, 12 * HOUR)).toMatchObject({ label: 'closed', enabled: true, tap: { does: 'pay' } });
  });

  it('invites to my open group once paid; an unpaid or closed group of mine does not', () => {
    const mine = group({ code: 'G2' });
    expect(state({ activityType: 3, joined: true, myJoin: myJoin({ groupCode: 'G2' }), myGroup: mine })).toMatchObject({
      label: 'invite',
      text: '邀请好友参团',
      enabled: true,
      tap: { does: 'invite', group: { code: 'G2' } },
    });
    expect(state({ activityType: 3, joined: true, myJoin: myJoin(), myGroup: group({ status: 1 }) })).toMatchObject({
      label: 'joined',
      enabled: false,
    });
    expect(state({ activityType: 3, myJoin: myJoin({ status: 3 }), myGroup: mine })).toMatchObject({
      label: 'pay',
      tap: { does: 'pay' },
    });
  });
});
