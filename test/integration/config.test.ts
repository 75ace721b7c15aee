// The start-up config call nobody asked for is silent: whatever goes wrong with /api/config/v1/get
// (HTTP 500, a dropped connection, an HTML page, a non-zero code, no answer for 60 s) the spec's
// defaults stay and no toast ever reaches the person.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRequestFeedback } from '@/components/feedback';
import { clearRequestCache } from '@/lib/request/client';
import { setRequestReporter } from '@/lib/request/report';
import { configAtom, loadConfig } from '@/state/config';
import { store } from '@/state/store';
import type { Fault } from '../../mock/core';
import { ownMockPerFile } from './own-mock';

const mock = ownMockPerFile();
const toasts: string[] = [];
const before = {
  delayFee: 9,
  guidanceUrl: '',
  questionUrl: '',
  withdrawRate: 0.5,
  withdrawLimitFen: 1,
  withdrawMaxFen: 0,
  servicePhone: '',
  subscribeTemplates: { arrived: '', refunded: '', groupResult: '' },
};

beforeEach(() => {
  toasts.length = 0;
  clearRequestCache();
  store.set(configAtom, before);
  // The app's reporter, recorded: a toast asked for is a toast the person would see.
  setRequestReporter({ toast: (message) => void toasts.push(message), alert: () => Promise.resolve() });
});
afterEach(() => {
  vi.useRealTimers();
  mock().mock.setFaults([]);
  installRequestFeedback();
});

describe('config at start-up', () => {
  it('loads the backend values when it answers', async () => {
    await loadConfig();
    expect(store.get(configAtom)).toMatchObject({
      delayFee: 1,
      withdrawLimitFen: 10000,
      withdrawMaxFen: 100000,
      servicePhone: '400-820-8820',
    });
    // The WeChat subscribe templates offered after paying or joining (docs/product.md#the-stations-day).
    expect(Object.values(store.get(configAtom).subscribeTemplates).every((id) => id.length > 0)).toBe(true);
  });

  it.each<[string, Fault['kind']]>([
    ['HTTP 500', 'http500'],
    ['a dropped connection', 'drop'],
    ['an HTML page', 'garbage'],
    ['a non-zero code', { code: 5, msg: '维护中' }],
  ])('%s: no toast, the config in use stays', async (_name, kind) => {
    mock().mock.setFaults([{ match: '/api/config/v1/get', kind }]);
    await loadConfig();
    expect(toasts).toEqual([]);
    expect(store.get(configAtom)).toBe(before);
  });

  it('no answer at all: no "请求超时" toast when the 60 s time-out ends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hang: Fault = { match: '/api/config/v1/get', kind: 'hang', times: 1 };
    mock().mock.setFaults([hang]);
    const loading = loadConfig();
    // The call goes out a task later (the client prepares each call in a task of its own, which fake timers do not
    // run): the clock moves once the mock has it, its time-out set.
    while (hang.times !== 0) await new Promise((turn) => setImmediate(turn));
    await vi.advanceTimersByTimeAsync(61_000);
    await loading;
    expect(toasts).toEqual([]);
    expect(store.get(configAtom)).toBe(before);
  });
});
