// Mock handlers of src/api/team-invite.ts (docs/product.md#growth): binding a neighbour to the approved team whose
// invite code a shared link carried (the first binding stands; not one's own team, not an unknown code), and
// the leader's list of the neighbours bound to the team, phones masked.
import { Fail, pageIndexOf, requireString, userPost, type Route } from '../core';
import type { BindAnswerWire, InvitedNeighbourWire } from '../../src/api/team-invite';
import { maskPhone } from '../../src/rules/mask';
import type { Store } from '../store';
import type { MockStation } from '../seed/team';
import { intOf, pageOf } from '../seed/util';
import { approvedStation, settleStations } from '../state/stations';
import { ERR } from '../../src/rules/error-codes';
import { STATION_STATUS } from '../../src/rules/station-states';
import { isOrderBought } from '../../src/rules/commerce-states';

function answerOf(store: Store, t: MockStation, bound: boolean): BindAnswerWire {
  return {
    bound,
    teamCode: t.teamCode,
    teamName: t.teamName,
    leaderName: store.users.get(t.userCode)?.name ?? '团长',
    communityCode: t.communityCode,
    communityName: t.communityName,
  };
}

/** A person's paid orders (not closed unpaid, not cancelled). */
function paidOrderCount(store: Store, userCode: string): number {
  return store.orders.filter((o) => o.userCode === userCode && o.payTime !== null && isOrderBought(o.status)).length;
}

export const routes: Route[] = [
  userPost('/api/team/v1/bind', (ctx, user) => {
    const { store } = ctx;
    settleStations(store);
    const code = requireString(ctx.body, 'inviteCode', '邀请码').trim().toUpperCase();
    const team = store.teams.find((t) => t.status === STATION_STATUS.approved && t.inviteCode.toUpperCase() === code);
    if (!team) throw new Fail(ERR.invite.unknownCode, '邀请码无效');
    if (team.userCode === user.userCode) throw new Fail(ERR.invite.ownStation, '不能绑定自己的团队');
    const before = store.bindings.get(user.userCode);
    if (before) {
      const stands = store.teams.find((t) => t.teamCode === before.teamCode) ?? team;
      return answerOf(store, stands, false);
    }
    const now = Date.now();
    store.bindings.set(user.userCode, { teamCode: team.teamCode, bindTime: now });
    if (!team.members.some((m) => m.userCode === user.userCode)) {
      team.members.unshift({
        userCode: user.userCode,
        name: user.name,
        avatar: user.avatar,
        joinTime: now,
        orderCount: paidOrderCount(store, user.userCode),
        contribution: 0,
      });
      team.memberCount += 1;
    }
    return answerOf(store, team, true);
  }),
  userPost('/api/team/v1/invited/list', (ctx) => {
    const { store } = ctx;
    const team = approvedStation(ctx, ERR.team.notLeader, '您还不是团长');
    const size = intOf(ctx.body.pageSize ?? 10);
    if (size === null || size < 1 || size > 50) throw new Fail(ERR.envelope.badInput, 'pageSize须为1到50的整数');
    const list: InvitedNeighbourWire[] = [...store.bindings.entries()]
      .filter(([, b]) => b.teamCode === team.teamCode)
      .sort((a, b) => b[1].bindTime - a[1].bindTime)
      .map(([userCode, b]) => {
        const u = store.users.get(userCode);
        return {
          name: u?.name || '邻居',
          avatar: u?.avatar ?? '',
          phone: maskPhone(u?.phone ?? ''),
          bindTime: b.bindTime,
          orderCount: paidOrderCount(store, userCode),
        };
      });
    return pageOf(list, pageIndexOf(ctx.body), size);
  }),
];
