// An activity, a group and a join as the backend answers them (docs/api.md), for the unit tests beside it (the app
// never imports it): every field present with a plain value (nothing listed, nobody joined, free, public), so that a
// test says only what its case is about.
import type { ActivityWire, GroupWire, MyJoinWire } from '@/api/activity';

export function activityWire(over: Partial<ActivityWire> = {}): ActivityWire {
  return {
    code: 'AC1',
    activityType: 1,
    title: '',
    img: '',
    coverArr: [],
    address: '',
    latitude: 0,
    longitude: 0,
    beginTime: 0,
    closeTime: 1,
    endTime: 2,
    price: 0,
    num: 10,
    joinedNum: 0,
    status: 1,
    creatorName: '',
    creatorAvatar: '',
    type: 1,
    details: '',
    imgList: [],
    enrollEnable: true,
    programList: [],
    activityItemList: [],
    maxSelectionItem: 1,
    refundPlan: '',
    form: [],
    groupLimitTime: 24,
    ungroupedHandling: 1,
    // toActivity reads a missing setting as the defaults (an activity that is not interactive has none).
    setting: null as never,
    creatorCode: '',
    groups: [],
    joined: false,
    myJoin: null,
    myGroup: null,
    serverTime: 0,
    ...over,
  };
}

export function groupWire(over: Partial<GroupWire> = {}): GroupWire {
  return {
    code: 'G1',
    itemCode: 'I1',
    tierCode: '',
    price: 0,
    minSize: 2,
    groupSize: 5,
    memberNum: 1,
    members: [],
    leaderName: '',
    deadline: 0,
    status: 0,
    virtual: false,
    ...over,
  };
}

export function myJoinWire(over: Partial<MyJoinWire> = {}): MyJoinWire {
  return {
    joinCode: 'J1',
    status: 0,
    payAmount: 0,
    refundAmount: 0,
    groupCode: '',
    items: [],
    program: '',
    createTime: 0,
    expireTime: null,
    canLeave: true,
    refunds: [],
    ...over,
  };
}
