// Team and withdrawals against the running mock: manager info, members, withdrawal limits and balance.
import { describe, expect, it } from 'vitest';
import { applyTeam, getManagerInfo, listTeamMembers, listTeams, TEAM_STATUS } from '@/api/team';
import { getCredentials } from '@/api/credentials';
import { applyWithdraw, listWithdrawals } from '@/api/withdraw';
import { getConfig } from '@/api/config';
import { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { logIn, MANAGER } from './session';

const NEIGHBOUR = { phone: '15900159000', password: 'qihuo123' };

describe('team and withdrawals', () => {
  it('the manager sees the team, members and a team list', async () => {
    await logIn(MANAGER);
    const team = await getManagerInfo();
    expect(team).toMatchObject({ teamName: '西溪诚园邻里团', status: TEAM_STATUS.approved });
    expect(Number.isInteger(team!.balanceFen)).toBe(true);
    const members = await listTeamMembers({ pageIndex: 0 });
    expect(members.list).toHaveLength(10);
    expect(members.total).toBe(12);
    expect((await listTeams({ pageIndex: 0 })).list.length).toBeGreaterThanOrEqual(4);
    expect((await getCredentials()).status).toBe(2);
  });

  it('a withdrawal over the balance is refused; below the limit too; a good one lowers the balance and adds a record', async () => {
    const user = await logIn(MANAGER);
    const config = await getConfig();
    const over = (await applyWithdraw(user.balanceFen + 100).catch((e: unknown) => e)) as ApiError;
    expect(over).toBeInstanceOf(ApiError);
    expect(over.message).toMatch(/超过可提现余额/);
    await expect(applyWithdraw(config.withdrawLimitFen - 1)).rejects.toMatchObject({ code: 8004 });
    expect(dismissToasts()).toEqual([over.message, '单次提现金额不能低于100元']);
    await listWithdrawals({ pageIndex: 0 }); // cached: the record must still show afterwards
    const team = await getManagerInfo();
    const done = await applyWithdraw(config.withdrawLimitFen);
    expect(done.balanceFen).toBe(team!.balanceFen - config.withdrawLimitFen);
    expect(done.record.feeFen).toBe(0);
    expect((await listWithdrawals({ pageIndex: 0 })).list[0]!.code).toBe(done.record.code);
    expect((await getManagerInfo())!.balanceFen).toBe(done.balanceFen);
  });

  it('a resident applies to become a manager: a wrong SMS code is refused, a right one approves', async () => {
    // Another resident than the demo one, so that tests running beside this one still see a plain resident.
    await logIn(NEIGHBOUR);
    expect(await getManagerInfo()).toBeNull();
    const application = {
      idCardFImg: '/mock-assets/avatar-1.svg', idCardBImg: '/mock-assets/avatar-1.svg', certImg: [], categoryId: 1, teamName: '翠湖天地邻居团',
      img: '/mock-assets/avatar-1.svg', verifyCode: '000000', phone: '15900159000', communityCode: 'C001', address: '3号楼大堂',
    };
    await expect(applyTeam(application)).rejects.toMatchObject({ code: 1003, message: '验证码错误' });
    await expect(applyWithdraw(10000)).rejects.toMatchObject({ code: 8001 });
    expect(dismissToasts()).toEqual(['验证码错误', '只有团长可以提现']);
    const team = await applyTeam({ ...application, verifyCode: '123456' });
    expect(team.status).toBe(TEAM_STATUS.approved);
    expect((await getManagerInfo())?.teamName).toBe('翠湖天地邻居团');
  });
});
