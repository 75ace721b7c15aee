// Session atoms: token, user info and user code (persisted), and the request client's view of them.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { User } from '@/api/account';
import { setSessionSource } from '@/lib/request/client';
import { atomStorage, isBoolean, isRecord, isString } from '@/lib/storage';
import { store } from './store';

const isUser = (v: unknown): v is User =>
  isRecord(v) && typeof v.userCode === 'string' && typeof v.name === 'string' && typeof v.balanceFen === 'number';
const isUserOrNull = (v: unknown): v is User | null => v === null || isUser(v);

export const tokenAtom = atomWithStorage<string>('token', '', atomStorage(isString), { getOnInit: true });
export const userInfoAtom = atomWithStorage<User | null>('userinfo', null, atomStorage(isUserOrNull), { getOnInit: true });
export const userCodeAtom = atomWithStorage<string>('userCode', '', atomStorage(isString), { getOnInit: true });
export const autologinAtom = atomWithStorage<boolean>('autologin', false, atomStorage(isBoolean), { getOnInit: true });
/** The official-account openid from OAuth (spec: public-account openid). */
export const mpOpenidAtom = atomWithStorage<string>('mpOpenid', '', atomStorage(isString), { getOnInit: true });

/** Logged in: a token and a user with a user code. */
export const hasLoginAtom = atom((get) => get(tokenAtom) !== '' && get(userInfoAtom)?.userCode !== undefined);

setSessionSource(() => ({
  token: store.get(tokenAtom),
  userCode: store.get(userCodeAtom),
  openid: store.get(userInfoAtom)?.sceneOpenid || store.get(mpOpenidAtom),
}));
