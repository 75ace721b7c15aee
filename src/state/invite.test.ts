// The kept invite code's life (taken once; cleared after binding or a refusal, kept when the call never
// arrived; only once signed in) and whose links carry a code (an approved leader's only).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/api/account.fixture';
import { ApiError } from '@/lib/request/errors';
import { hasKeptInvite, keepInviteCode, takeInviteCode } from '@/lib/kept-invite';
import { isString, readStored } from '@/lib/storage';
import { clearSession, signIn } from './session';
import { communityAtom } from './community';
import { store } from './store';

const bindStation = vi.hoisted(() => vi.fn());
vi.mock('@/api/team-invite', () => ({ bindStation }));
vi.mock('@/api/community', async () => {
  const { communityWire } = await import('@/api/community.fixture');
  return { listCommunities: () => Promise.resolve([communityWire()]) };
});
const { bindKeptInvite, homeShareData, inviteCodeOfSharer } = await import('./invite');

const user = userFixture({ userCode: 'U9', name: '新邻居', phone: '13700000000' });
const answer = {
  bound: true,
  teamCode: 'TM001',
  teamName: '西溪诚园邻里团',
  leaderName: '王建国',
  communityCode: 'C003',
  communityName: '西溪诚园',
};

beforeEach(() => {
  clearSession();
  takeInviteCode();
  store.set(communityAtom, null);
  bindStation.mockReset();
});

describe('the kept invite code', () => {
  it('is kept from an opened route and taken once', () => {
    keepInviteCode('/pages/product/detail?code=P001&inv=QH001R8');
    expect(readStored('inviteCode', '', isString)).toBe('QH001R8');
    expect(takeInviteCode()).toBe('QH001R8');
    expect(takeInviteCode()).toBe('');
    keepInviteCode('/pages/product/detail?code=P001');
    expect(hasKeptInvite()).toBe(false);
  });

  it('waits while signed out; signed in, it is sent once and cleared after the binding', async () => {
    keepInviteCode('/pages/tabbar/home?inv=QH001R8');
    expect(await bindKeptInvite()).toBeNull();
    expect(bindStation).not.toHaveBeenCalled();
    expect(hasKeptInvite()).toBe(true);
    signIn('tk', user);
    bindStation.mockResolvedValue(answer);
    const [first, second] = await Promise.all([bindKeptInvite(), bindKeptInvite()]);
    expect(bindStation).toHaveBeenCalledTimes(1);
    expect(bindStation).toHaveBeenCalledWith('QH001R8');
    expect([first, second]).toContainEqual(answer);
    expect(hasKeptInvite()).toBe(false);
    // A resident with no community chosen gets the leader's.
    expect(store.get(communityAtom)).toMatchObject({ code: 'C003', name: '西溪诚园' });
  });

  it('is dropped after a refusal, kept when the call never reached the server', async () => {
    signIn('tk', user);
    keepInviteCode('/pages/tabbar/home?inv=QH001R8');
    bindStation.mockRejectedValue(new ApiError('server', '不能绑定自己的团队', '/api/team/v1/bind', 9201));
    expect(await bindKeptInvite()).toBeNull();
    expect(hasKeptInvite()).toBe(false);
    keepInviteCode('/pages/tabbar/home?inv=QH001R8');
    bindStation.mockRejectedValue(new ApiError('network', 'offline', '/api/team/v1/bind'));
    expect(await bindKeptInvite()).toBeNull();
    expect(hasKeptInvite()).toBe(true);
  });

  it('a binding that did not change anything (bound before) keeps the chosen community', async () => {
    signIn('tk', user);
    store.set(communityAtom, { code: 'C001', name: '翠湖天地', latitude: 31.2, longitude: 121.4 });
    keepInviteCode('/pages/tabbar/home?inv=QH001R8');
    bindStation.mockResolvedValue({ ...answer, bound: true });
    await bindKeptInvite();
    expect(store.get(communityAtom)?.code).toBe('C001');
  });
});

describe('whose links carry an invite code', () => {
  it("an approved leader's team code only", () => {
    const team = { status: 2 as const, inviteCode: 'QH001R8' };
    expect(inviteCodeOfSharer({ isManager: true }, team)).toBe('QH001R8');
    expect(inviteCodeOfSharer({ isManager: false }, team)).toBe('');
    expect(inviteCodeOfSharer(null, team)).toBe('');
    expect(inviteCodeOfSharer({ isManager: true }, { status: 1, inviteCode: 'QH001R8' })).toBe('');
    expect(inviteCodeOfSharer({ isManager: true }, null)).toBe('');
  });
});

describe("the home's share card", () => {
  it("shows a raster picture, which WeChat's card takes (never the SVG icon): the app's icon, or the station's own", () => {
    const page = 'https://h5.example.com/#/pages/tabbar/home';
    expect(homeShareData(null, '', page).imgUrl).toBe('https://h5.example.com/favicon.png');
    const team = { teamName: '翠湖站', communityName: '翠湖天地', img: '', inviteCode: 'QH001R8' };
    expect(homeShareData(team, '王姐', page).imgUrl).toBe('https://h5.example.com/favicon.png');
    expect(homeShareData({ ...team, img: 'https://cdn.example.com/t.jpg' }, '王姐', page).imgUrl).toBe(
      'https://cdn.example.com/t.jpg',
    );
  });
});
