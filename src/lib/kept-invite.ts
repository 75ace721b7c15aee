// The invite code a visitor's link carried (docs/product.md#growth), kept in storage (`inviteCode`) until the
// person is signed in, then taken once by the binding (state/invite.ts). Small on purpose: the start-up
// (before OAuth leaves) and every screen keep codes; the binding's code loads only when there is one.
import { inviteOfRoute, isInviteCode } from '@/lib/share-link';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Keeps the invite code of a route the person opened (a later link's code replaces an earlier one). */
export function keepInviteCode(route: string): void {
  const code = inviteOfRoute(route);
  if (code) writeStored('inviteCode', code);
}

/** Whether a code is waiting for the person to sign in. */
export function hasKeptInvite(): boolean {
  return readStored('inviteCode', '', isInviteCode) !== '';
}

/** The kept code, removed as it is read: whoever takes it is the only one to send it. */
export function takeInviteCode(): string {
  const code = readStored('inviteCode', '', isInviteCode);
  if (code) removeStored('inviteCode');
  return code;
}

/** Puts a taken code back (its call never reached the server). */
export function keepTakenInvite(code: string): void {
  if (isInviteCode(code)) writeStored('inviteCode', code);
}
