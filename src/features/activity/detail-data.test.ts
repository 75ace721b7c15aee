// A shared link's activity asked for early: used once when it still fits (same code, same token, fresh),
// asked again otherwise; a failed early answer reaches the page that takes it, and nobody else.
import { afterEach, describe, expect, it, vi } from 'vitest';

const getActivity = vi.fn(async (code: string) => ({ code, serverTime: Date.now() }));
vi.mock('@/api/activity', () => ({ getActivity: (code: string) => getActivity(code) }));

const { arrivedActivity, launchActivityRequest, loadActivity } = await import('./detail-data');
const { store } = await import('@/state/store');
const { tokenAtom } = await import('@/state/session');

afterEach(() => {
  getActivity.mockClear();
  store.set(tokenAtom, '');
  vi.useRealTimers();
});

describe('the early activity request', () => {
  it('is the one the page takes: one request for the address, then a new one for a refresh', async () => {
    launchActivityRequest('#/pages/activity/detail?code=AC003&from=share');
    expect(getActivity).toHaveBeenCalledTimes(1);
    expect((await loadActivity('AC003')).activity).toMatchObject({ code: 'AC003' });
    expect(getActivity).toHaveBeenCalledTimes(1);
    await loadActivity('AC003');
    expect(getActivity).toHaveBeenCalledTimes(2);
  });

  it('shows in the first render once arrived, for its code and token only, without a second request', async () => {
    launchActivityRequest('#/pages/activity/detail?code=AC003');
    expect(arrivedActivity('AC003')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(arrivedActivity('AC003')?.activity).toMatchObject({ code: 'AC003' });
    expect(arrivedActivity('AC004')).toBeUndefined();
    // The page's request then takes the same answer.
    await loadActivity('AC003');
    expect(getActivity).toHaveBeenCalledTimes(1);
    launchActivityRequest('#/pages/activity/detail?code=AC003');
    await new Promise((r) => setTimeout(r, 0));
    store.set(tokenAtom, 'tk_new');
    expect(arrivedActivity('AC003')).toBeUndefined();
  });

  it('is asked again for another code, after a sign-in in between, or when older than 10 s', async () => {
    launchActivityRequest('#/pages/activity/detail?code=AC003');
    await loadActivity('AC004');
    expect(getActivity.mock.calls.map((c) => c[0])).toEqual(['AC003', 'AC004']);

    launchActivityRequest('#/pages/activity/detail?code=AC003');
    store.set(tokenAtom, 'tk_new');
    await loadActivity('AC003');
    expect(getActivity).toHaveBeenCalledTimes(4);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    launchActivityRequest('#/pages/activity/detail?code=AC003');
    vi.setSystemTime(Date.now() + 10_001);
    await loadActivity('AC003');
    expect(getActivity).toHaveBeenCalledTimes(6);
  });

  it('is not made for an address without a code; a failure reaches the page that takes it', async () => {
    launchActivityRequest('#/pages/activity/detail');
    expect(getActivity).not.toHaveBeenCalled();
    getActivity.mockRejectedValueOnce(new Error('offline'));
    launchActivityRequest('#/pages/activity/detail?code=AC003');
    await expect(loadActivity('AC003')).rejects.toThrow('offline');
  });
});
