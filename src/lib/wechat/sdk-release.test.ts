// The JS-SDK's set-up held for after the first screen: nothing of it (the wrapper, the signature) before the
// release, once after it, and a call that needs wx finds it configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdJsSdk, jsSdkSetUp, releaseJsSdk, resetJsSdkRelease } from './sdk-release';

afterEach(() => resetJsSdkRelease());

describe('the held JS-SDK set-up', () => {
  it('runs only once released, and once however often released', async () => {
    const setUp = vi.fn(() => Promise.resolve());
    holdJsSdk(setUp);
    await Promise.resolve();
    expect(setUp).not.toHaveBeenCalled();
    releaseJsSdk();
    releaseJsSdk();
    await jsSdkSetUp();
    expect(setUp).toHaveBeenCalledTimes(1);
  });

  it('a call waiting for it resolves after the set-up has run, also when it failed', async () => {
    const order: string[] = [];
    holdJsSdk(async () => {
      await Promise.resolve();
      order.push('set up');
      throw new Error('no bridge');
    });
    const waiting = jsSdkSetUp().then(() => order.push('call'));
    releaseJsSdk();
    await waiting;
    expect(order).toEqual(['set up', 'call']);
  });

  it('held after the release, runs at once; nothing held, a call does not wait', async () => {
    await expect(jsSdkSetUp()).resolves.toBeUndefined();
    releaseJsSdk();
    const setUp = vi.fn(() => Promise.resolve());
    holdJsSdk(setUp);
    await jsSdkSetUp();
    expect(setUp).toHaveBeenCalledTimes(1);
  });
});
