// Logs a demo account in through the real API and puts the session into the jotai store, as the app does.
import { loginWithPassword, type User } from '@/api/account';
import { clearRequestCache } from '@/lib/request/client';
import { store } from '@/state/store';
import { tokenAtom, userCodeAtom, userInfoAtom } from '@/state/session';

export const RESIDENT = { phone: '13800138000', password: 'qihuo123' };
export const DEMO_LEADER = { phone: '13900139000', password: 'qihuo123' };

export async function logIn(account: { phone: string; password: string } = RESIDENT): Promise<User> {
  const { token, user } = await loginWithPassword(account.phone, account.password);
  clearRequestCache();
  store.set(tokenAtom, token);
  store.set(userCodeAtom, user.userCode);
  store.set(userInfoAtom, user);
  return user;
}

export function logOut(): void {
  store.set(tokenAtom, '');
  store.set(userCodeAtom, '');
  store.set(userInfoAtom, null);
  clearRequestCache();
}
