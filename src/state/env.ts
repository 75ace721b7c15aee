// Where the app runs (docs/product.md#states, "environment ... the result is stored"): detected once at start-up.
import { atom } from 'jotai';
import { detectEnvironment, type Environment } from '@/lib/platform';

export const envAtom = atom<Environment>(detectEnvironment());
/** Spec client state: in-messaging-app flag (WeChat or WeCom). */
export const inWechatAtom = atom((get) => get(envAtom).platform === 'wechat' || get(envAtom).platform === 'wecom');
