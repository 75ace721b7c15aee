import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, GROUP_STATUS, UNGROUPED_HANDLING } from '../../src/rules/activity';
import { JOIN_STATUS, type JoinStatus } from '../../src/rules/commerce-states';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import { Store } from '../store';
import { closeUnpaid, heldJoins, payJoin, settleActivities } from './groups';

const DEADLINE = 1_000_000;

/** A group-buy of one item sold alone at 20 yuan, tiers 2 people at 18 and 3 people at 15, and one open group. */
function setup(ungroupedHandling: number = UNGROUPED_HANDLING.refund) {
  const store = new Store();
  const seeded = store.activities.activities.find((x) => x.activityType === ACTIVITY_KIND.group)!;
  const a: MockActivity = {
    ...seeded,
    code: 'ACT',
    ungroupedHandling,
    activityItemList: [
      {
        code: 'I1',
        img: '',
        itemName: '苹果',
        itemDescription: '',
        singleMaxPurchase: 5,
        price: 20,
        stock: 100,
        soldNum: 0,
        groupItemList: [
          { code: 'T3', groupSize: 3, price: 15 },
          { code: 'T2', groupSize: 2, price: 18 },
        ],
      },
    ],
  };
  store.activities.activities.push(a);
  const g: MockGroup = {
    activityCode: 'ACT',
    code: 'G1',
    itemCode: 'I1',
    members: [],
    pending: [],
    deadline: DEADLINE,
    status: GROUP_STATUS.open,
    virtual: false,
    closedTierCode: '',
    createTime: 0,
  };
  store.activities.groups.push(g);
  /** A join of two pieces at the first tier's price (18 yuan each). */
  const join = (userCode: string, status: JoinStatus): MockJoin => {
    const j: MockJoin = {
      joinCode: `J-${userCode}`,
      activityCode: 'ACT',
      userCode,
      payAmount: 36,
      refundAmount: 0,
      status,
      groupCode: 'G1',
      items: [{ itemCode: 'I1', num: 2 }],
      program: '',
      form: {},
      createTime: 0,
      expireTime: status === JOIN_STATUS.unpaid ? DEADLINE - 10 : null,
    };
    store.activities.joins.push(j);
    a.activityItemList[0]!.soldNum += 2;
    (status === JOIN_STATUS.joined ? g.members : g.pending).push(userCode);
    return j;
  };
  return { store, a, g, join };
}

describe('group-buy settlement', () => {
  it('an open group stays open before its deadline', () => {
    const { store, g, join } = setup();
    join('U10001', JOIN_STATUS.joined);
    settleActivities(store, DEADLINE - 1);
    expect(g.status).toBe(GROUP_STATUS.open);
  });

  it('the member who fills the last tier closes the group there, and everyone gets the difference to the first tier back', () => {
    const { store, g, join } = setup();
    const first = join('U10001', JOIN_STATUS.joined);
    const second = join('U10002', JOIN_STATUS.joined);
    const last = join('U10003', JOIN_STATUS.unpaid);
    payJoin(store, DEADLINE - 100, last.joinCode);
    expect(g).toMatchObject({
      status: GROUP_STATUS.formed,
      closedTierCode: 'T3',
      virtual: false,
      members: ['U10001', 'U10002', 'U10003'],
    });
    // 2 pieces × (18 - 15) yuan each.
    for (const j of [first, second, last]) expect(j).toMatchObject({ status: JOIN_STATUS.joined, refundAmount: 6 });
  });

  it('at its deadline a group at the first tier forms there: nothing to give back', () => {
    const { store, g, join } = setup();
    const j = join('U10001', JOIN_STATUS.joined);
    join('U10002', JOIN_STATUS.joined);
    settleActivities(store, DEADLINE);
    expect(g).toMatchObject({ status: GROUP_STATUS.formed, closedTierCode: 'T2' });
    expect(j.refundAmount).toBe(0);
  });

  it('below the first tier at its deadline it fails: members refunded in full, their pieces and unpaid places freed', () => {
    const { store, a, g, join } = setup();
    const paid = join('U10001', JOIN_STATUS.joined);
    const unpaid = join('U10002', JOIN_STATUS.unpaid);
    settleActivities(store, DEADLINE);
    expect(g.status).toBe(GROUP_STATUS.failed);
    expect(paid).toMatchObject({ status: JOIN_STATUS.failed, refundAmount: 36 });
    expect(unpaid.status).toBe(JOIN_STATUS.closed);
    expect(a.activityItemList[0]!.soldNum).toBe(0);
    expect(heldJoins(store, a)).toEqual([]);
  });

  it('below the first tier with virtual forming it forms virtually at the first tier, nobody refunded', () => {
    const { store, g, join } = setup(UNGROUPED_HANDLING.virtual);
    const paid = join('U10001', JOIN_STATUS.joined);
    settleActivities(store, DEADLINE);
    expect(g).toMatchObject({ status: GROUP_STATUS.formed, virtual: true, closedTierCode: 'T2' });
    expect(paid).toMatchObject({ status: JOIN_STATUS.joined, refundAmount: 0 });
  });

  it('an unpaid join past its expiry closes: its place and pieces come back, and a group nobody is in goes', () => {
    const { store, a, join } = setup();
    const j = join('U10001', JOIN_STATUS.unpaid);
    settleActivities(store, DEADLINE - 10);
    expect(j).toMatchObject({ status: JOIN_STATUS.closed, expireTime: null });
    expect(a.activityItemList[0]!.soldNum).toBe(0);
    expect(store.activities.groups.some((x) => x.code === 'G1')).toBe(false);
  });

  it('giving an unpaid join up keeps the group while a paid member is in it', () => {
    const { store, g, join } = setup();
    join('U10001', JOIN_STATUS.joined);
    const j = join('U10002', JOIN_STATUS.unpaid);
    closeUnpaid(
      store,
      store.activities.activities.find((x) => x.code === 'ACT'),
      j,
    );
    expect(g.pending).toEqual([]);
    expect(store.activities.groups).toContain(g);
  });
});
