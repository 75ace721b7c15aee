// Page data: entries keyed by the time they were saved, replaced per key, dropped when expired; and the
// one-time ask for a WeChat profile built on it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/api/account.fixture';
import { readStored } from '@/lib/storage';
import { readPageData, removePageData, savePageData } from './page-data';
import { store } from './store';
import { envAtom } from './env';
import { tokenAtom, userInfoAtom } from './session';
import { askWechatProfile, setProfileAuthorizer, shouldAskWechatProfile } from './wechat-profile';

const isNum = (v: unknown): v is number => typeof v === 'number';

describe('page data', () => {
  it('stores entries under the time they were saved; a key saved again replaces its entry', () => {
    savePageData('a', 1, 5000, 5000);
    savePageData('b', 2, 5000, 6000);
    savePageData('c', 4, 5000, 6000); // same millisecond: the next free stamp
    savePageData('a', 3, 5000, 7000);
    const map = readStored(
      'pageData',
      {},
      (v): v is Record<string, { key: string }> => typeof v === 'object' && v !== null,
    );
    expect(
      Object.entries(map)
        .map(([k, e]) => `${k}:${e.key}`)
        .sort(),
    ).toEqual(['6000:b', '6001:c', '7000:a']);
    expect(readPageData('a', isNum, 7500)).toBe(3);
    expect(readPageData('b', isNum, 7500)).toBe(2);
  });
  it('an expired entry reads as nothing and is dropped on the next write; remove forgets a key', () => {
    savePageData('old', 1, 100, 1000);
    expect(readPageData('old', isNum, 1200)).toBeNull();
    savePageData('new', 2, 100, 1200);
    expect(
      Object.values(
        readStored('pageData', {}, (v): v is Record<string, { key: string }> => typeof v === 'object' && v !== null),
      ).map((e) => e.key),
    ).toEqual(['new']);
    removePageData('new');
    expect(readPageData('new', isNum, 1200)).toBeNull();
  });
});

describe('asking a WeChat user for their profile', () => {
  afterEach(() => {
    setProfileAuthorizer(undefined);
    store.set(tokenAtom, '');
    store.set(userInfoAtom, null);
  });
  const signInAs = (name: string, avatar: string) => {
    store.set(tokenAtom, 'tk');
    store.set(userInfoAtom, userFixture({ userCode: 'U9', name, avatar, phone: '13700137000', sceneOpenid: 'o' }));
  };
  it('asks once, in WeChat only, a person with neither name nor avatar; the round trip returns to the route', () => {
    const trip = vi.fn();
    setProfileAuthorizer(trip);
    store.set(envAtom, { platform: 'wechat', miniProgram: false, ios: false, mobile: true });
    signInAs('李思雨', '');
    expect(shouldAskWechatProfile()).toBe(false);
    signInAs('', '');
    expect(shouldAskWechatProfile()).toBe(true);
    askWechatProfile('/pages/activity/detail?code=AC1');
    expect(trip).toHaveBeenCalledWith('/pages/activity/detail?code=AC1');
    expect(shouldAskWechatProfile()).toBe(false);
  });
  it('never outside WeChat', () => {
    setProfileAuthorizer(vi.fn());
    store.set(envAtom, { platform: 'web', miniProgram: false, ios: false, mobile: true });
    signInAs('', '');
    expect(shouldAskWechatProfile()).toBe(false);
  });
});
