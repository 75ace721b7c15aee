// The leader's invite code on both ends (design section 16). The visitor's end: a link's `inv` is kept
// (storage `inviteCode`) until the person is signed in, then taken once and sent to /api/team/v1/bind,
// and dropped whatever the answer but a lost connection; a bound resident with no pickup community chosen
// gets the leader's. The leader's end: the code every link they share carries (useMyInviteCode).
import { useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import type { User } from '@/api/account';
import { listCommunities } from '@/api/community';
import { getManagerInfo, TEAM_STATUS, type Team } from '@/api/team';
import { bindTeam, type BindAnswerWire } from '@/api/team-invite';
import { ApiError } from '@/lib/request/errors';
import { inviteOfRoute, isInviteCode } from '@/lib/share-link';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { communityAtom, toChosen } from './community';
import { hasLoginAtom, userInfoAtom } from './session';
import { store } from './store';

/** Keeps the invite code of a route the person opened (a later link's code replaces an earlier one). */
export function keepInviteCode(route: string): void {
  const code = inviteOfRoute(route);
  if (code) writeStored('inviteCode', code);
}

/** The kept code, removed as it is read: whoever takes it is the only one to send it. */
export function takeInviteCode(): string {
  const code = readStored('inviteCode', '', isInviteCode);
  if (code) removeStored('inviteCode');
  return code;
}

/** A call that never reached the server: the code is kept for the next try. */
const unanswered = (e: unknown) => e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'http');

/**
 * Signed in with a kept code: binds once (silent; a refusal only drops the code). Answers the binding, or
 * null when there was no code or the call failed. A new binding with no community chosen chooses the leader's.
 */
export async function bindKeptInvite(): Promise<BindAnswerWire | null> {
  if (!store.get(hasLoginAtom)) return null;
  const code = takeInviteCode();
  if (!code) return null;
  let answer: BindAnswerWire;
  try {
    answer = await bindTeam(code);
  } catch (e) {
    if (unanswered(e)) writeStored('inviteCode', code);
    return null;
  }
  if (answer.bound && !store.get(communityAtom)) {
    const place = (await listCommunities().catch(() => [])).find((c) => c.code === answer.communityCode);
    if (place && !store.get(communityAtom)) store.set(communityAtom, toChosen(place));
  }
  return answer;
}

/** The code a sharer's links carry: the team's, only for a leader whose team is approved; else ''. */
export function inviteCodeOfSharer(user: Pick<User, 'isManager'> | null, team: Pick<Team, 'status' | 'inviteCode'> | null | undefined): string {
  if (!user?.isManager || !team || team.status !== TEAM_STATUS.approved) return '';
  return isInviteCode(team.inviteCode) ? team.inviteCode : '';
}

/** The signed-in leader's invite code for the links they share ('' for everyone else, and while it loads). */
export function useMyInviteCode(): string {
  const user = useAtomValue(userInfoAtom);
  const hasLogin = useAtomValue(hasLoginAtom);
  const leader = hasLogin && user?.isManager === true;
  const team = useRequest(() => getManagerInfo({ silent: true }), { ready: leader, refreshDeps: [user?.userCode] });
  return leader ? inviteCodeOfSharer(user, team.data) : '';
}
