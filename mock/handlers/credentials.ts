// Mock handler of src/api/credentials.ts: the caller's verification status (0 none, 1 reviewing, 2 approved,
// 3 rejected), which a team application's review sets (mock/state/teams.ts).
import { userPost, type Route } from '../core';
import { settleTeams } from '../state/teams';
import { CREDENTIALS_STATUS } from '../../src/rules/team-states';

export const routes: Route[] = [
  userPost('/api/credentials/get', (ctx, user) => {
    settleTeams(ctx.store);
    return { status: ctx.store.credentials.get(user.userCode) ?? CREDENTIALS_STATUS.none };
  }),
];
