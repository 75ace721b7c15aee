// Seed teams: the demo manager's team (members, earnings, withdrawals) and a few others for the team list.
import type { TeamMemberWire, TeamWire } from '../../src/api/team';
import type { WithdrawWire } from '../../src/api/withdraw';
import { DAY, seedDay } from './util';

/** A team as the mock keeps it; the answer adds the balance from the user. */
export type MockTeam = Omit<TeamWire, 'balance'> & { userCode: string; members: TeamMemberWire[] };
export type MockWithdraw = WithdrawWire & { userCode: string };

export function seedTeams(): MockTeam[] {
  const day = seedDay();
  const names = ['赵丽', '钱多多', '孙悦', '周洁', '吴桐', '郑浩', '冯敏', '陈晓敏', '褚青', '卫东', '蒋欣', '沈冰'];
  const members: TeamMemberWire[] = names.map((name, i) => ({
    userCode: i === 7 ? 'U10003' : `U2${String(i).padStart(4, '0')}`, name, avatar: `/mock-assets/avatar-${(i % 3) + 1}.svg`,
    joinTime: day - (60 - i * 4) * DAY, orderCount: 3 + ((i * 7) % 11), contribution: Number((12.5 + i * 8.3).toFixed(2)),
  }));
  const team = (userCode: string, teamCode: string, teamName: string, communityCode: string, communityName: string, categoryId: number, categoryName: string, n: number): MockTeam => ({
    userCode, teamCode, teamName, categoryId, categoryName, communityCode, communityName, address: `${communityName}物业服务中心旁`,
    img: `/mock-assets/shop-${n}.svg`, phone: '', storeCode: `S${String(n).padStart(3, '0')}`, status: 2, reason: '', memberCount: 0,
    totalEarning: 0, todayEarning: 0, withdrawn: 0, createTime: day - 90 * DAY, members: [],
  });
  const mine = team('U10002', 'TM001', '西溪诚园邻里团', 'C003', '西溪诚园', 1, '社区团长', 3);
  mine.phone = '13900139000';
  mine.members = members;
  mine.memberCount = members.length;
  mine.totalEarning = 3680.4;
  mine.todayEarning = 86.3;
  mine.withdrawn = 2393.9;
  return [
    mine,
    team('U30001', 'TM002', '翠湖天地团购群', 'C001', '翠湖天地', 1, '社区团长', 1),
    team('U30002', 'TM003', '古北好物团', 'C002', '古北国际花园', 2, '门店团长', 2),
    team('U30003', 'TM004', '滨江亲子活动团', 'C004', '滨江金色海岸', 3, '活动团长', 4),
  ].map((t, i) => ({ ...t, memberCount: t.memberCount || 20 + i * 13 }));
}

export function seedWithdrawals(): MockWithdraw[] {
  const day = seedDay();
  const w = (code: string, amount: number, status: number, days: number): MockWithdraw => ({
    userCode: 'U10002', code, amount, fee: 0, actual: amount, status, account: '微信零钱', createTime: day - days * DAY,
  });
  return [w('W001', 1000, 1, 40), w('W002', 893.9, 1, 20), w('W003', 500, 1, 7)];
}
