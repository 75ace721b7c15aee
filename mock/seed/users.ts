// Seed users: the two demo accounts the README prints, and a few neighbours.
import type { MockUser } from '../types';

export type SeedUser = MockUser;

/** Demo accounts (docs/mock.md): fixed so that anyone can try the app. */
export const DEMO_RESIDENT = { phone: '13800138000', password: 'qihuo123', userCode: 'U10001' } as const;
export const DEMO_LEADER = { phone: '13900139000', password: 'qihuo123', userCode: 'U10002' } as const;
/** The WeChat user the emulated authorize page signs in by default: bound to the demo resident. */
export const DEMO_OPENID = 'o_demo_resident_wx_0001';
/** A WeChat user bound to a phone who has shared neither name nor avatar (cookie mock_wx_user=o_neighbour_wx_0004). */
export const NEIGHBOUR_OPENID = 'o_neighbour_wx_0004';
/** What WeChat would share for an openid with snsapi_userinfo: nickname and avatar. */
export function wechatProfile(openid: string): { nickname: string; headimgurl: string } {
  if (openid === DEMO_OPENID) return { nickname: '思雨', headimgurl: '/mock-assets/avatar-1.png' };
  if (openid === NEIGHBOUR_OPENID) return { nickname: '林小满', headimgurl: '/mock-assets/avatar-4.png' };
  return { nickname: `微信用户${openid.slice(-4)}`, headimgurl: '/mock-assets/avatar-5.png' };
}

export function seedUsers(): SeedUser[] {
  return [
    {
      userCode: DEMO_RESIDENT.userCode,
      name: '李思雨',
      phone: DEMO_RESIDENT.phone,
      password: DEMO_RESIDENT.password,
      avatar: '/mock-assets/avatar-1.png',
      balance: 0,
      sceneOpenid: DEMO_OPENID,
      isManager: false,
      openids: [DEMO_OPENID],
    },
    {
      userCode: DEMO_LEADER.userCode,
      name: '王建国',
      phone: DEMO_LEADER.phone,
      password: DEMO_LEADER.password,
      avatar: '/mock-assets/avatar-2.png',
      balance: 1286.5,
      sceneOpenid: 'o_demo_manager_wx_0002',
      isManager: true,
      openids: ['o_demo_manager_wx_0002'],
    },
    {
      userCode: 'U10003',
      name: '陈晓敏',
      phone: '15900159000',
      password: 'qihuo123',
      avatar: '/mock-assets/avatar-3.png',
      balance: 35.2,
      sceneOpenid: '',
      isManager: false,
      openids: [],
    },
    {
      userCode: 'U10004',
      name: '',
      phone: '13700137000',
      password: 'qihuo123',
      avatar: '',
      balance: 0,
      sceneOpenid: NEIGHBOUR_OPENID,
      isManager: false,
      openids: [NEIGHBOUR_OPENID],
    },
  ];
}
