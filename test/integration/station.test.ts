// Station and withdrawals against a mock of this file's own: station and earnings, the application and its
// review (pending, then rejected or approved), withdrawals (limits, once per request, paid or refused). The demo back
// office takes a few seconds (a review, a payment); the file brings what is under way due at once instead of waiting.
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '@/api/account';
import {
  applyForStation,
  getStation,
  listStationMembers,
  listStations,
  STATION_STATUS,
  type LeaderApplication,
} from '@/api/team';
import { getCredentials, pollCredentials } from '@/api/credentials';
import { applyWithdraw, listWithdrawals, newWithdrawRequestId, WITHDRAW_STATUS, type Withdraw } from '@/api/withdraw';
import { getConfig } from '@/api/config';
import { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { logIn, DEMO_LEADER } from './session';
import { ownMockPerFile } from './own-mock';

const own = ownMockPerFile();

/** The reviews and payments under way are due now: the mock completes them at the next call that looks. */
function backOfficeDone(): void {
  const { store } = own().mock;
  const now = Date.now();
  for (const t of store.teams) t.reviewAt = Math.min(t.reviewAt, now);
  for (const w of store.withdrawals) w.payAt = Math.min(w.payAt, now);
}

const NEIGHBOUR = { phone: '15900159000', password: 'qihuo123' };

/** Asks until `done` holds (the mock's review and payment take a few seconds), or fails after `ms`. */
async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean, ms = 12_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await ask();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function record(code: string): Promise<Withdraw | undefined> {
  return (await listWithdrawals({ pageIndex: 0 })).list.find((w) => w.code === code);
}

describe('team and withdrawals', () => {
  it('the leader sees the team, its earnings from the commission ledger, members and a team list', async () => {
    await logIn(DEMO_LEADER);
    const team = await getStation();
    expect(team).toMatchObject({
      teamName: '西溪诚园邻里团',
      status: STATION_STATUS.approved,
      totalEarningFen: 368040,
      todayEarningFen: 8630,
    });
    expect(team!.monthEarningFen).toBeGreaterThanOrEqual(8630);
    expect(team!.monthEarningFen).toBeLessThanOrEqual(368040);
    // Earned minus withdrawn is the balance.
    expect(team!.totalEarningFen - team!.withdrawnFen).toBe(team!.balanceFen);
    const members = await listStationMembers({ pageIndex: 0 });
    expect(members.list).toHaveLength(10);
    expect(members.total).toBe(12);
    expect((await listStations({ pageIndex: 0 })).list.length).toBeGreaterThanOrEqual(4);
    expect((await getCredentials()).status).toBe(2);
  });

  it('withdrawals: over the balance and under the limit are refused; one request withdraws once; it is paid after a while', async () => {
    const user = await logIn(DEMO_LEADER);
    const config = await getConfig();
    const over = (await applyWithdraw(user.balanceFen + 100, newWithdrawRequestId()).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(over).toBeInstanceOf(ApiError);
    expect(over.message).toMatch(/超过可提现余额/);
    await expect(applyWithdraw(config.withdrawLimitFen - 1, newWithdrawRequestId())).rejects.toMatchObject({
      code: 8004,
    });
    expect(dismissToasts()).toEqual([over.message, '单次提现金额不能低于100元']);
    const team = await getStation();
    const before = (await listWithdrawals({ pageIndex: 0 })).total;
    const requestId = newWithdrawRequestId();
    // A double tap: the same request twice at once, then once more (a retry after a time-out).
    const [a, b] = await Promise.all([
      applyWithdraw(config.withdrawLimitFen, requestId),
      applyWithdraw(config.withdrawLimitFen, requestId),
    ]);
    const c = await applyWithdraw(config.withdrawLimitFen, requestId);
    expect(b.record.code).toBe(a.record.code);
    expect(c.record.code).toBe(a.record.code);
    expect(a.balanceFen).toBe(team!.balanceFen - config.withdrawLimitFen);
    expect(c.balanceFen).toBe(a.balanceFen);
    expect(a.record).toMatchObject({
      amountFen: config.withdrawLimitFen,
      feeFen: 0,
      actualFen: config.withdrawLimitFen,
      status: WITHDRAW_STATUS.processing,
      finishTime: null,
    });
    const list = await listWithdrawals({ pageIndex: 0 });
    expect(list.total).toBe(before + 1);
    expect(list.list[0]!.code).toBe(a.record.code);
    expect(await getStation()).toMatchObject({
      balanceFen: a.balanceFen,
      withdrawnFen: team!.withdrawnFen + config.withdrawLimitFen,
    });
    backOfficeDone();
    const paid = await until(
      () => record(a.record.code),
      (w) => w?.status === WITHDRAW_STATUS.paid,
    );
    expect(paid!.finishTime).toBeGreaterThanOrEqual(paid!.createTime);
  }, 30_000);

  it("a withdrawal above the config's cap (withdrawMax) is refused at apply (8006) and nothing moves", async () => {
    await logIn(DEMO_LEADER);
    const config = await getConfig();
    const team = (await getStation({ fresh: true }))!;
    expect(config.withdrawMaxFen).toBe(100000);
    expect(team.balanceFen).toBeGreaterThan(config.withdrawMaxFen);
    const refused = await applyWithdraw(config.withdrawMaxFen + 1, newWithdrawRequestId()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(8006);
    expect(dismissToasts()).toEqual(['单次提现金额不能超过1000元']);
    const after = (await getStation({ fresh: true }))!;
    expect(after.balanceFen).toBe(team.balanceFen);
    expect(after.withdrawnFen).toBe(team.withdrawnFen);
  }, 30_000);

  it('an application is pending, then rejected by the demo switch, then sent again and approved', async () => {
    // Another resident than the demo one, so that tests running beside this one still see a plain resident.
    await logIn(NEIGHBOUR);
    expect(await getStation()).toBeNull();
    expect((await getCredentials()).status).toBe(0);
    const application: LeaderApplication = {
      idCardFImg: '/mock-assets/avatar-1.png',
      idCardBImg: '/mock-assets/avatar-2.png',
      certImg: ['/mock-assets/shop-1.png'],
      categoryId: 2,
      teamName: '请驳回邻居团',
      img: '/mock-assets/avatar-3.png',
      verifyCode: '000000',
      phone: '16600166000',
      communityCode: 'C001',
      address: '3号楼大堂',
    };
    await expect(applyForStation(application)).rejects.toMatchObject({ code: 1003, message: '验证码错误' });
    await expect(applyForStation({ ...application, verifyCode: '123456', teamName: '团' })).rejects.toMatchObject({
      code: 7004,
    });
    await expect(applyWithdraw(10000, newWithdrawRequestId())).rejects.toMatchObject({ code: 8001 });
    expect(dismissToasts()).toEqual(['验证码错误', '团队名称须为2到20个字', '只有团长可以提现']);

    const pending = await applyForStation({ ...application, verifyCode: '123456' });
    expect(pending.status).toBe(STATION_STATUS.reviewing);
    expect((await getCredentials({ fresh: true })).status).toBe(1);
    await expect(applyForStation({ ...application, verifyCode: '123456' })).rejects.toMatchObject({ code: 7001 });
    expect(dismissToasts()).toEqual(['申请正在审核中，请耐心等待']);

    backOfficeDone();
    await until(pollCredentials, (c) => c.status !== 1);
    const rejected = (await getStation())!;
    // The photos and fields come back, so that the form can be filled from the last application.
    expect(rejected).toMatchObject({
      status: STATION_STATUS.rejected,
      reason: expect.stringContaining('身份证'),
      idCardFImg: application.idCardFImg,
      idCardBImg: application.idCardBImg,
      certImg: application.certImg,
      categoryId: 2,
      teamName: '请驳回邻居团',
      phone: '16600166000',
      communityCode: 'C001',
      address: '3号楼大堂',
    });
    expect((await getCurrentUser()).isManager).toBe(false);

    const again = await applyForStation({ ...application, verifyCode: '123456', teamName: '翠湖天地邻居团' });
    expect(again).toMatchObject({ status: STATION_STATUS.reviewing, reason: '' });
    backOfficeDone();
    const settled = await until(pollCredentials, (c) => c.status !== 1);
    expect(settled.status).toBe(2);
    expect(await getStation()).toMatchObject({
      status: STATION_STATUS.approved,
      teamName: '翠湖天地邻居团',
      communityName: '翠湖天地',
      balanceFen: 3520,
    });
    expect((await getCurrentUser()).isManager).toBe(true);
  }, 40_000);
});
