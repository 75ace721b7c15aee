// Binding a neighbour to a leader (绑定团长, docs/product.md#growth): the bind call the client makes once after
// sign-in with the code a shared link carried, and the leader's list of the neighbours so bound.
import { call } from '@/lib/request/client';
import { ERR } from '@/rules/error-codes';
import { mutate, PAGE_SIZE, shaped, pageConverter, type Page } from './shared';

/** Refusals of /api/team/v1/bind: one's own team, an unknown code. */
export const BIND_REFUSED = ERR.invite;

export interface BindAnswerWire {
  /** false: the person was bound before (the first binding stands; the team named is that one). */
  bound: boolean;
  teamCode: string;
  teamName: string;
  leaderName: string;
  communityCode: string;
  communityName: string;
}

export interface InvitedNeighbourWire {
  name: string;
  avatar: string;
  /** Masked: 138****8000. */
  phone: string;
  bindTime: number;
  orderCount: number;
}

/** POST /api/team/v1/bind: binds me to the team of `inviteCode` (silent: nobody asked for it; refusals 9201, 9202). */
export async function bindStation(inviteCode: string): Promise<BindAnswerWire> {
  return mutate(
    '/api/team/v1/bind',
    { inviteCode },
    {
      silent: true,
      convert: shaped<BindAnswerWire>({
        bound: 'boolean',
        teamCode: 'string',
        teamName: 'string',
        leaderName: 'string',
        communityCode: 'string',
        communityName: 'string',
      }),
    },
  );
}

/** POST /api/team/v1/invited/list: the neighbours bound to my team, newest first; pageIndex 0-based (`silent`: a glance, not the list's screen). */
export async function listInvited(
  query: { pageIndex: number; pageSize?: number },
  options: { silent?: boolean } = {},
): Promise<Page<InvitedNeighbourWire>> {
  return call(
    '/api/team/v1/invited/list',
    { pageIndex: query.pageIndex, pageSize: query.pageSize ?? PAGE_SIZE },
    {
      silent: options.silent,
      convert: pageConverter(
        shaped<InvitedNeighbourWire>({
          name: 'string',
          avatar: 'string',
          phone: 'string',
          bindTime: 'number',
          orderCount: 'number',
        }),
      ),
    },
  );
}
