// The leader's invite code on both ends (docs/product.md#growth). The visitor's end: a link's `inv` is kept
// (lib/kept-invite) until the person is signed in, then taken once and sent to /api/team/v1/bind,
// and dropped whatever the answer but a lost connection; a bound resident with no pickup community chosen
// gets the leader's. The leader's end: the code every link they share carries (useMyInviteCode), and the
// card of the home with it (homeShareData: the home's share card and the team page's 邀请邻居).
import { useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import type { User } from '@/api/account';
import { listCommunities } from '@/api/community';
import { getStation, STATION_STATUS, type Station } from '@/api/team';
import { bindStation, type BindAnswerWire } from '@/api/team-invite';
import { ApiError } from '@/lib/request/errors';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { keepTakenInvite, takeInviteCode } from '@/lib/kept-invite';
import { isInviteCode, shareLink } from '@/lib/share-link';
import type { ShareData } from '@/lib/wechat/sdk';
import { communityAtom, toChosen } from './community';
import { hasLoginAtom, userInfoAtom } from './session';
import { store } from './store';

/** A call that never reached the server: the code is kept for the next try. */
const unanswered = (e: unknown) =>
  e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'http');

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
    answer = await bindStation(code);
  } catch (e) {
    if (unanswered(e)) keepTakenInvite(code);
    return null;
  }
  if (answer.bound && !store.get(communityAtom)) {
    const place = (await listCommunities().catch(() => [])).find((c) => c.code === answer.communityCode);
    if (place && !store.get(communityAtom)) store.set(communityAtom, toChosen(place));
  }
  return answer;
}

/** The code a sharer's links carry: the team's, only for a leader whose team is approved; else ''. */
export function inviteCodeOfSharer(
  user: Pick<User, 'isManager'> | null,
  team: Pick<Station, 'status' | 'inviteCode'> | null | undefined,
): string {
  if (!user?.isManager || !team || team.status !== STATION_STATUS.approved) return '';
  return isInviteCode(team.inviteCode) ? team.inviteCode : '';
}

/** The app's icon as a raster picture (WeChat's card takes no SVG). */
const APP_ICON = '/favicon.png';

/** The home's card: for a leader (`team` with its invite code) their invitation, else the app's. */
export function homeShareData(
  team: Pick<Station, 'teamName' | 'communityName' | 'img' | 'inviteCode'> | null,
  leaderName: string,
  page?: string,
): ShareData {
  const base = page ?? window.location.href;
  if (!team)
    return {
      title: t('shop.homeShareTitle'),
      desc: t('shop.homeShareDesc'),
      link: shareLink(paths.tab.home, '', page),
      imgUrl: new URL(APP_ICON, base).toString(),
    };
  return {
    title: t('shop.homeShareLeaderTitle', {
      name: leaderName.trim() || t('shop.homeShareLeader'),
      station: team.teamName,
    }),
    desc: t('shop.homeShareLeaderDesc', { community: team.communityName }),
    link: shareLink(paths.tab.home, team.inviteCode, page),
    imgUrl: new URL(team.img || APP_ICON, base).toString(),
  };
}

/** The signed-in leader's approved team and its invite code (code '' and team null for everyone else, and while it loads). */
export function useMyStationInvite(): { code: string; team: Station | null } {
  const user = useAtomValue(userInfoAtom);
  const hasLogin = useAtomValue(hasLoginAtom);
  const leader = hasLogin && user?.isManager === true;
  const request = useRequest(() => getStation({ silent: true }), { ready: leader, refreshDeps: [user?.userCode] });
  const code = leader ? inviteCodeOfSharer(user, request.data) : '';
  return { code, team: code ? (request.data ?? null) : null };
}

/** The code the signed-in person's shared links carry: their team's when they are a leader, else ''. */
export function useMyInviteCode(): string {
  return useMyStationInvite().code;
}
