// Leaders: station, the application, the team list and members.
import { call } from '@/lib/request/client';
import { CACHE_TTL } from '@/lib/request/cache';
import { wireYuanToFen } from '@/rules/money';
import { mutate, PAGE_SIZE, pageConverter, shaped, type Page, type PageWire } from './shared';

export { STATION_STATUS, type StationStatus } from '@/rules/station-states';
import type { StationStatus } from '@/rules/station-states';

export interface TeamWire {
  teamCode: string;
  teamName: string;
  categoryId: number;
  categoryName: string;
  communityCode: string;
  communityName: string;
  address: string;
  img: string;
  phone: string;
  /** The team's own shop (products created by the leader go there). */
  storeCode: string;
  status: StationStatus;
  /** Why a review failed, else ''. */
  reason: string;
  /** The application's photos (upload URLs), so that a rejected application can be sent again as it was. */
  idCardFImg: string;
  idCardBImg: string;
  certImg: string[];
  memberCount: number;
  /** Commission credited since the team began, yuan. */
  totalEarning: number;
  /** Commission credited today (local midnight on), yuan. */
  todayEarning: number;
  /** Commission credited this calendar month, yuan. */
  monthEarning: number;
  /** Commission of orders waiting at the station (credited when handed over), yuan. */
  pendingEarning: number;
  /** Orders for pickup at the station placed today. */
  todayOrders: number;
  /** Withdrawn so far (processing and paid; a failed withdrawal is returned), yuan. */
  withdrawn: number;
  /** Withdrawable balance (the user's balance), yuan. */
  balance: number;
  createTime: number;
  /** The code every link this leader shares carries as `inv` (docs/product.md#growth); '' until approved. */
  inviteCode: string;
  /** Neighbours bound to this team through its links (docs/product.md#growth). */
  invitedCount: number;
}

type StationMoney = 'totalEarning' | 'todayEarning' | 'monthEarning' | 'pendingEarning' | 'withdrawn' | 'balance';

export interface Station extends Omit<TeamWire, StationMoney> {
  totalEarningFen: number;
  todayEarningFen: number;
  monthEarningFen: number;
  pendingEarningFen: number;
  withdrawnFen: number;
  balanceFen: number;
}

export function toStation(w: TeamWire): Station {
  const { totalEarning, todayEarning, monthEarning, pendingEarning, withdrawn, balance, ...rest } = w;
  return {
    ...rest,
    certImg: rest.certImg ?? [],
    inviteCode: rest.inviteCode ?? '',
    invitedCount: rest.invitedCount ?? 0,
    totalEarningFen: wireYuanToFen(totalEarning),
    todayEarningFen: wireYuanToFen(todayEarning),
    monthEarningFen: wireYuanToFen(monthEarning ?? 0),
    pendingEarningFen: wireYuanToFen(pendingEarning ?? 0),
    withdrawnFen: wireYuanToFen(withdrawn),
    balanceFen: wireYuanToFen(balance),
  };
}

/** The leader application (docs/product.md#entities "Manager/team info"): the team's fields it sets (images are upload URLs) and the SMS code. */
export interface LeaderApplication extends Pick<
  TeamWire,
  'idCardFImg' | 'idCardBImg' | 'certImg' | 'categoryId' | 'teamName' | 'img' | 'phone' | 'communityCode' | 'address'
> {
  verifyCode: string;
}

export interface TeamSummaryWire {
  teamCode: string;
  teamName: string;
  img: string;
  managerName: string;
  categoryName: string;
  communityCode: string;
  communityName: string;
  memberCount: number;
}

export interface TeamMemberWire {
  userCode: string;
  name: string;
  avatar: string;
  joinTime: number;
  orderCount: number;
  /** What this member's orders earned the team, yuan. */
  contribution: number;
}

export interface StationMember extends Omit<TeamMemberWire, 'contribution'> {
  contributionFen: number;
}

/**
 * POST /api/team/v1/get: the current user's station, or null when they never applied (cached
 * 1800 s). `fresh` asks the server (screens showing a balance or a review state that changes there).
 */
export async function getStation(options: { fresh?: boolean; silent?: boolean } = {}): Promise<Station | null> {
  return call('/api/team/v1/get', undefined, {
    cache: options.fresh ? false : CACHE_TTL.team,
    silent: options.silent,
    convert: (w: TeamWire | null) => (w === null ? null : toStation(shaped<TeamWire>({})(w))),
  });
}

/** POST /api/team/v1/apply: submit the leader application (SMS code checked); answers the team with its review state. */
export async function applyForStation(application: LeaderApplication): Promise<Station> {
  return mutate('/api/team/v1/apply', { ...application }, { convert: toStation });
}

/** POST /api/team/v1/list: approved teams, optionally of one community; pageIndex 0-based (cached 1800 s). */
export async function listStations(query: {
  pageIndex: number;
  communityCode?: string;
}): Promise<Page<TeamSummaryWire>> {
  return call<PageWire<TeamSummaryWire>>(
    '/api/team/v1/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, communityCode: query.communityCode },
    { cache: CACHE_TTL.team },
  );
}

/** POST /api/team/v1/member/list: members of the leader's team; pageIndex 0-based (team data: cached 1800 s). */
export async function listStationMembers(query: { pageIndex: number }): Promise<Page<StationMember>> {
  return call(
    '/api/team/v1/member/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE },
    {
      cache: CACHE_TTL.team,
      convert: pageConverter(({ contribution, ...rest }: TeamMemberWire): StationMember => ({
        ...rest,
        contributionFen: wireYuanToFen(contribution),
      })),
    },
  );
}
