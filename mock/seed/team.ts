// Seed teams: the demo leader's team (members, commissions, withdrawals) and a few others for the team list.
import type { TeamMemberWire, TeamWire } from '../../src/api/team';
import type { WithdrawStatus, WithdrawWire } from '../../src/api/withdraw';
import type { SeedUser } from './users';
import { DAY, HOUR, fen, prng, seedDay, yuan } from './util';

const MINUTE = 60_000;

/** Fields of TeamWire the mock computes on every answer (balance from the user, earnings from the ledger). */
type Computed =
  | 'balance'
  | 'totalEarning'
  | 'todayEarning'
  | 'monthEarning'
  | 'pendingEarning'
  | 'todayOrders'
  | 'withdrawn'
  | 'invitedCount';

/** A team as the mock keeps it. */
export type MockStation = Omit<TeamWire, Computed> & {
  userCode: string;
  members: TeamMemberWire[];
  /** While under review: when the review completes (ms). */
  reviewAt: number;
};

/** A withdrawal as the mock keeps it; `payAt` is when the payment channel answers. */
export type MockWithdraw = WithdrawWire & { userCode: string; payAt: number; requestId: string };

/**
 * One commission entry of a leader: credited when an order is handed over at the leader's station
 * (`commission`, amount > 0), or taken back in part or in whole when that order is refunded (`takeBack`,
 * amount < 0, with the refund: mock/handlers/ledger.ts).
 */
export interface MockCommission {
  userCode: string;
  kind: 'commission' | 'takeBack';
  orderCode: string;
  /** Signed yuan. */
  amount: number;
  time: number;
  /** takeBack: the refund that took it back. */
  refundCode?: string;
}

export function seedTeams(): MockStation[] {
  const day = seedDay();
  const names = ['赵丽', '钱多多', '孙悦', '周洁', '吴桐', '郑浩', '冯敏', '陈晓敏', '褚青', '卫东', '蒋欣', '沈冰'];
  const members: TeamMemberWire[] = names.map((name, i) => ({
    userCode: i === 7 ? 'U10003' : `U2${String(i).padStart(4, '0')}`,
    name,
    avatar: `/mock-assets/avatar-${(i % 3) + 1}.png`,
    joinTime: day - (60 - i * 4) * DAY,
    orderCount: 3 + ((i * 7) % 11),
    contribution: Number((12.5 + i * 8.3).toFixed(2)),
  }));
  const team = (
    userCode: string,
    teamCode: string,
    teamName: string,
    communityCode: string,
    communityName: string,
    categoryId: number,
    categoryName: string,
    n: number,
  ): MockStation => ({
    userCode,
    teamCode,
    teamName,
    categoryId,
    categoryName,
    communityCode,
    communityName,
    address: `${communityName}物业服务中心旁`,
    img: `/mock-assets/shop-${n}.png`,
    phone: '',
    storeCode: `S${String(n).padStart(3, '0')}`,
    status: 2,
    reason: '',
    memberCount: 0,
    idCardFImg: '',
    idCardBImg: '',
    certImg: [],
    createTime: day - 90 * DAY,
    reviewAt: 0,
    members: [],
    inviteCode: `QH${teamCode.slice(2)}${'KMRT'[n - 1]}8`,
  });
  const mine = team('U10002', 'TM001', '西溪诚园邻里团', 'C003', '西溪诚园', 1, '社区团长', 3);
  mine.phone = '13900139000';
  mine.address = '西溪诚园8幢架空层（物业服务中心旁）';
  mine.members = members;
  mine.memberCount = members.length;
  return [
    mine,
    team('U30001', 'TM002', '翠湖天地团购群', 'C001', '翠湖天地', 1, '社区团长', 1),
    team('U30002', 'TM003', '古北好物团', 'C002', '古北国际花园', 2, '门店团长', 2),
    team('U30003', 'TM004', '滨江亲子活动团', 'C004', '滨江金色海岸', 3, '活动团长', 4),
  ].map((t, i) => ({ ...t, memberCount: t.memberCount || 20 + i * 13 }));
}

/**
 * The demo leader's commission ledger: 3680.40 yuan in all, 86.30 of it today, one or two orders a
 * day over the last 60 days. With the 2393.90 withdrawn, the balance is the seeded 1286.50.
 */
export function seedCommissions(): MockCommission[] {
  const day = seedDay();
  const rand = prng(11);
  // Today's, never later than now (a run in the early morning has them just before).
  const today: MockCommission[] = [3250, 2880, 2500].map((f, i) => ({
    userCode: 'U10002',
    kind: 'commission',
    orderCode: `O1990${i}`,
    amount: yuan(f),
    time: Math.max(day, Math.min(day + (8 + i) * HOUR, Date.now() - (3 - i) * 10 * MINUTE)),
  }));
  const earlierFen = fen(3680.4) - fen(86.3);
  const past: MockCommission[] = [];
  let left = earlierFen;
  for (let d = 1; d <= 60 && left > 0; d += 1) {
    const f = d === 60 ? left : Math.min(left, 3000 + Math.floor(rand() * 6000));
    past.push({
      userCode: 'U10002',
      kind: 'commission',
      orderCode: `O18${String(d).padStart(3, '0')}`,
      amount: yuan(f),
      time: day - d * DAY + 15 * HOUR,
    });
    left -= f;
  }
  // 陈晓敏 (15900159000) led a team once: the 35.20 of her balance is that team's last commission.
  const former: MockCommission = {
    userCode: 'U10003',
    kind: 'commission',
    orderCode: 'O17001',
    amount: 35.2,
    time: day - 120 * DAY + 15 * HOUR,
  };
  return [...today, ...past, former];
}

export function seedWithdrawals(): MockWithdraw[] {
  const day = seedDay();
  const w = (code: string, amount: number, status: WithdrawStatus, days: number): MockWithdraw => ({
    userCode: 'U10002',
    code,
    amount,
    fee: 0,
    actual: amount,
    status,
    account: '微信零钱',
    reason: '',
    createTime: day - days * DAY,
    finishTime: day - days * DAY + 2 * HOUR,
    payAt: 0,
    requestId: `seed-${code}`,
  });
  return [w('W001', 1000, 1, 40), w('W002', 893.9, 1, 20), w('W003', 500, 1, 7)];
}

/**
 * Neighbours who order to the leader stations (members of the demo team), and the leader of 滨江亲子活动团
 * (TM004), who can log in (password qihuo123) so that tests of a station have one of their own.
 */
/** A neighbour bound to a leader's team through the leader's link (docs/product.md#growth). */
export interface MockBinding {
  teamCode: string;
  bindTime: number;
}

/** Three seeded neighbours bound to the demo leader's team (the newest two days ago), by user code. */
export function seedBindings(): Map<string, MockBinding> {
  const day = seedDay();
  return new Map([
    ['U20000', { teamCode: 'TM001', bindTime: day - 20 * DAY + 10 * HOUR }],
    ['U20001', { teamCode: 'TM001', bindTime: day - 9 * DAY + 19 * HOUR }],
    ['U20003', { teamCode: 'TM001', bindTime: day - 2 * DAY + 8 * HOUR }],
  ]);
}

export function seedNeighbours(): SeedUser[] {
  const n = (userCode: string, name: string, phone: string, avatar: number, isManager = false): SeedUser => ({
    userCode,
    name,
    phone,
    password: 'qihuo123',
    avatar: `/mock-assets/avatar-${avatar}.png`,
    balance: 0,
    sceneOpenid: '',
    isManager,
    openids: [],
  });
  return [
    n('U20000', '赵丽', '15800158001', 1),
    n('U20001', '钱多多', '15800158002', 2),
    n('U20002', '孙悦', '15800158003', 3),
    n('U20003', '周洁', '15800158004', 1),
    n('U30003', '吴桐', '15700157004', 2, true),
  ];
}
