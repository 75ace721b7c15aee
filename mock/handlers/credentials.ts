// Mock handler of src/api/credentials.ts: the caller's verification status (0 none, 1 reviewing, 2 approved,
// 3 rejected), which a team application's review sets (mock/state/stations.ts).
import { userPost, type Route } from '../core';
import { settleStations } from '../state/stations';
import { CREDENTIALS_STATUS } from '../../src/rules/station-states';

export const routes: Route[] = [
  userPost('/api/credentials/get', (ctx, user) => {
    settleStations(ctx.store);
    return { status: ctx.store.credentials.get(user.userCode) ?? CREDENTIALS_STATUS.none };
  }),
];
