// A signed-in person as the app keeps them (`User`), for the unit and integration tests (the app never imports it):
// a plain resident with no balance and no WeChat openid, so that a test says only what its case is about.
import type { User } from './account';

export function userFixture(over: Partial<User> = {}): User {
  return {
    userCode: 'U1',
    name: 'n',
    phone: '13800138000',
    avatar: '',
    balanceFen: 0,
    sceneOpenid: '',
    isManager: false,
    ...over,
  };
}
