// Session transitions (docs/product.md#states): a login saves token and user; a different user clears the
// previous user's cached info; clearing resets the whole user store.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/api/account.fixture';
import { readStored, writeStored, isString, isBoolean, isStringArray } from '@/lib/storage';
import { store } from './store';
import {
  autologinAtom,
  clearSession,
  hasLoginAtom,
  holdBindingToken,
  mpOpenidAtom,
  refreshUser,
  signIn,
  tokenAtom,
  userCodeAtom,
  userInfoAtom,
} from './session';

const user = (userCode: string) => userFixture({ userCode, sceneOpenid: `o_${userCode}` });

beforeEach(() => clearSession());

describe('session', () => {
  it('a login saves token, user, user code and openid, and counts as logged in', () => {
    signIn('tk_1', user('U1'), { autologin: true });
    expect(store.get(hasLoginAtom)).toBe(true);
    expect(readStored('token', '', isString)).toBe('tk_1');
    expect(readStored('userCode', '', isString)).toBe('U1');
    expect(store.get(mpOpenidAtom)).toBe('o_U1');
    expect(store.get(autologinAtom)).toBe(true);
  });

  it("a different user clears the previous user's cached info; the same user keeps it", () => {
    signIn('tk_1', user('U1'));
    writeStored('searchArchives', ['米']);
    signIn('tk_2', user('U1'));
    expect(readStored('searchArchives', [] as string[], isStringArray)).toEqual(['米']);
    signIn('tk_3', user('U2'));
    expect(
      readStored('searchArchives', null as string[] | null, (v): v is string[] | null => isStringArray(v)),
    ).toBeNull();
    expect(store.get(userCodeAtom)).toBe('U2');
  });

  it('a binding-only token is not a login', () => {
    holdBindingToken('tk_guest');
    expect(store.get(tokenAtom)).toBe('tk_guest');
    expect(store.get(hasLoginAtom)).toBe(false);
  });

  it('drafts (product, activity, cart) belong to one user: kept for the same user, cleared for another and on logout', () => {
    const drafts = ['draftProduct', 'draftActivity', 'draftCart'] as const;
    const stored = () => drafts.map((name) => localStorage.getItem(`qihuo_${name}`) !== null);
    signIn('tk_1', user('U1'));
    for (const name of drafts) writeStored(name, { title: `${name} of U1` });
    signIn('tk_2', user('U1'));
    expect(stored()).toEqual([true, true, true]);
    signIn('tk_3', user('U2'));
    expect(stored()).toEqual([false, false, false]);
    for (const name of drafts) writeStored(name, { title: `${name} of U2` });
    clearSession();
    expect(stored()).toEqual([false, false, false]);
  });

  it('a refetched user is applied only while the token it was fetched with is current', () => {
    signIn('tk_1', user('U1'));
    expect(refreshUser({ ...user('U1'), name: 'renamed' }, 'tk_1')).toBe(true);
    expect(store.get(userInfoAtom)?.name).toBe('renamed');
    signIn('tk_2', user('U2'));
    expect(refreshUser(user('U1'), 'tk_1')).toBe(false);
    expect(store.get(userInfoAtom)?.userCode).toBe('U2');
    expect(store.get(userCodeAtom)).toBe('U2');
  });

  it('clearing resets the whole user store and its storage', () => {
    signIn('tk_1', user('U1'), { autologin: true });
    clearSession();
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(mpOpenidAtom)).toBe('');
    expect(readStored('token', 'none', isString)).toBe('none');
    expect(readStored('autologin', false, isBoolean)).toBe(false);
    expect(readStored('login', false, isBoolean)).toBe(false);
  });
});

describe('the stored user is checked whole when read', () => {
  const good = userFixture({ balanceFen: 1234, sceneOpenid: 'o_U1' });

  /** A fresh page load with this `userinfo` in storage: the session module reads it afresh. */
  async function storedUser(userinfo: unknown) {
    localStorage.setItem('qihuo_token', JSON.stringify('tk_1'));
    localStorage.setItem('qihuo_userinfo', JSON.stringify(userinfo));
    vi.resetModules();
    const fresh = await import('./store');
    const session = await import('./session');
    return { user: fresh.store.get(session.userInfoAtom), loggedIn: fresh.store.get(session.hasLoginAtom) };
  }

  it('a good one is kept', async () => {
    expect(await storedUser(good)).toEqual({ user: good, loggedIn: true });
  });

  it.each([
    ['a phone that is a number', { ...good, phone: 13800138000 }],
    ['a balance with a fraction of a fen', { ...good, balanceFen: 12.345 }],
    ['a balance in text', { ...good, balanceFen: '12' }],
    ['no name', { ...good, name: undefined }],
    ['an avatar that is an object', { ...good, avatar: { url: 'x' } }],
    ['isManager as text', { ...good, isManager: 'false' }],
    ['an openid with a newline', { ...good, sceneOpenid: 'o\nx' }],
    ['an empty user code', { ...good, userCode: '' }],
    ['a list', [good]],
  ])('%s is refused: no user, not logged in, and the value is dropped', async (_name, userinfo) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await storedUser(userinfo)).toEqual({ user: null, loggedIn: false });
    expect(localStorage.getItem('qihuo_userinfo')).toBeNull();
    vi.restoreAllMocks();
  });
});
