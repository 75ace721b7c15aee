// Growth against the mock over HTTP (docs/product.md#growth; a mock of this file's own: it registers people and
// binds them): the leader's invite code, binding (the first binding stands, not one's own team 9201, an
// unknown code 9202, the leader's community in the answer), the leader's invited list with masked phones,
// and who bought a product (paid orders of the last 30 days only, one per person, names masked).
import { afterEach, describe, expect, it } from 'vitest';
import { loginWithSms, sendSmsCode, type User } from '@/api/account';
import { getStation } from '@/api/team';
import { bindStation, listInvited } from '@/api/team-invite';
import { listBuyers } from '@/api/product';
import { store } from '@/state/store';
import { tokenAtom, userCodeAtom, userInfoAtom } from '@/state/session';
import { clearRequestCache } from '@/lib/request/client';
import type { MockOrder } from '../../mock/seed/commerce';
import { ownMockPerFile } from './own-mock';
import { logIn, logOut, DEMO_LEADER } from './session';

const mock = ownMockPerFile();
const DAY = 86_400_000;

/** Registers a new person by SMS (as the app's sign-up does) and makes them the session. */
async function newPerson(phone: string): Promise<User> {
  await sendSmsCode(phone, 'login');
  const { token, user } = await loginWithSms(phone, '123456', { agreed: true });
  clearRequestCache();
  store.set(tokenAtom, token);
  store.set(userCodeAtom, user.userCode);
  store.set(userInfoAtom, user);
  return user;
}

afterEach(() => logOut());

describe('binding to a leader', () => {
  it("the demo leader's approved team has an invite code; a new neighbour binds once, the first binding stands", async () => {
    await logIn(DEMO_LEADER);
    const team = (await getStation({ fresh: true }))!;
    expect(team.inviteCode).toMatch(/^[A-Za-z0-9]{4,16}$/);
    const before = team.invitedCount;
    const other = mock().mock.store.teams.find((t) => t.teamCode === 'TM002')!;
    logOut();

    const person = await newPerson('17711110001');
    const bound = await bindStation(team.inviteCode);
    expect(bound).toEqual({
      bound: true,
      teamCode: 'TM001',
      teamName: '西溪诚园邻里团',
      leaderName: '王建国',
      communityCode: 'C003',
      communityName: '西溪诚园',
    });
    // Again, and with another leader's code: nothing changes, the answer names the team that stands.
    await expect(bindStation(team.inviteCode)).resolves.toMatchObject({ bound: false, teamCode: 'TM001' });
    await expect(bindStation(other.inviteCode)).resolves.toMatchObject({ bound: false, teamCode: 'TM001' });
    expect(mock().mock.store.bindings.get(person.userCode)?.teamCode).toBe('TM001');

    logOut();
    await logIn(DEMO_LEADER);
    const after = (await getStation({ fresh: true }))!;
    expect(after.invitedCount).toBe(before + 1);
    const invited = await listInvited({ pageIndex: 0 });
    expect(invited.total).toBe(before + 1);
    // Newest first, the phone masked.
    expect(invited.list[0]).toMatchObject({ name: '邻居0001', phone: '177****0001', orderCount: 0 });
    expect(invited.list.every((n) => /^\d{3}\*{4}\d{4}$/.test(n.phone))).toBe(true);
    expect(JSON.stringify(invited)).not.toContain('17711110001');
  });

  it('a leader cannot bind to their own team (9201); an unknown code is refused (9202); neither binds anyone', async () => {
    await logIn(DEMO_LEADER);
    const team = (await getStation({ fresh: true }))!;
    await expect(bindStation(team.inviteCode)).rejects.toMatchObject({ code: 9201 });
    logOut();
    const person = await newPerson('17711110002');
    await expect(bindStation('NOSUCH99')).rejects.toMatchObject({ code: 9202 });
    expect(mock().mock.store.bindings.has(person.userCode)).toBe(false);
    expect(mock().mock.store.bindings.has('U10002')).toBe(false);
    // Still free to bind with a good code afterwards.
    await expect(bindStation(team.inviteCode)).resolves.toMatchObject({ bound: true });
  });

  it('a team approved later gets an invite code of its own; under review it has none', async () => {
    const { store: s } = mock().mock;
    const person = await newPerson('17711110003');
    const seed = s.teams.find((t) => t.teamCode === 'TM002')!;
    s.teams.push({
      ...seed,
      userCode: person.userCode,
      teamCode: 'TM900',
      teamName: '新团长的团',
      status: 1,
      inviteCode: '',
      members: [],
      reviewAt: Date.now() + 60_000,
    });
    await expect(getStation({ fresh: true })).resolves.toMatchObject({ status: 1, inviteCode: '' });
    s.teams.find((t) => t.teamCode === 'TM900')!.reviewAt = 0;
    const approved = (await getStation({ fresh: true }))!;
    expect(approved.status).toBe(2);
    expect(approved.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
    const codes = s.teams.filter((t) => t.status === 2).map((t) => t.inviteCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('who bought it', () => {
  it('counts people with a paid order of the product in the last 30 days, newest first, names masked', async () => {
    const { store: s } = mock().mock;
    const ordered = new Set(s.orders.flatMap((o) => o.items.map((i) => i.goodCode)));
    const product = s.catalogue.products.find((p) => !ordered.has(p.code))!;
    await expect(listBuyers(product.code)).resolves.toEqual({ total: 0, list: [] });

    const template = s.orders.find((o) => o.status === 3)!;
    const now = Date.now();
    const users = ['U20000', 'U20001', 'U20002', 'U20003', 'U10001'];
    const order = (n: number, userCode: string, status: MockOrder['status'], paidAgo: number | null): MockOrder => ({
      ...template,
      orderCode: `OB${n}`,
      userCode,
      status,
      payTime: paidAgo === null ? null : now - paidAgo,
      items: [{ ...template.items[0]!, goodCode: product.code, title: product.title }],
    });
    s.orders.push(
      order(1, users[0]!, 1, 2 * DAY), // paid, waiting: counts
      order(2, users[0]!, 3, 1 * DAY), // the same person again: counted once, at the newer time
      order(3, users[1]!, 2, 3 * DAY), // paid, at the station: counts
      order(4, users[2]!, 0, null), // unpaid: not counted
      order(5, users[3]!, 4, 5 * DAY), // cancelled after payment (refunded): not counted
      order(6, users[4]!, 3, 31 * DAY), // paid 31 days ago: not counted
    );
    clearRequestCache();
    const buyers = await listBuyers(product.code, 10);
    expect(buyers.total).toBe(2);
    expect(buyers.list.map((b) => b.name)).toEqual(['赵*', '钱*']);
    expect(buyers.list[0]!.time).toBe(now - DAY);
    expect(buyers.list[0]!.avatar).toMatch(/avatar/);
    // The page size limits the list, not the count.
    clearRequestCache();
    await expect(listBuyers(product.code, 1)).resolves.toMatchObject({ total: 2, list: [{ name: '赵*' }] });
  });
});
