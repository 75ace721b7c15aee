// My position is there as soon as it is located: what needs only a point (the nearest community, a distance)
// never waits for its address (reverse geocoding, one more slow call), which still comes for whoever shows it.
import { afterEach, describe, expect, it, vi } from 'vitest';

let answerAddress: (r: { address: string }) => void = () => undefined;
vi.mock('@/lib/lbs/client', () => ({
  appLbsClient: () => ({ reverseGeocoder: () => new Promise((resolve) => (answerAddress = resolve)) }),
}));
const { myLocationAtom, refreshMyLocation, refreshMyPosition, setWechatLocator } = await import('./location');
const { store } = await import('./store');

afterEach(() => setWechatLocator(undefined));

describe('my position', () => {
  it('answers before the address of the same locating, which comes after', async () => {
    setWechatLocator(() => Promise.resolve({ latitude: 30.28, longitude: 120.13 }));
    const located = refreshMyLocation();
    await expect(refreshMyPosition()).resolves.toMatchObject({ latitude: 30.28, longitude: 120.13 });
    expect(store.get(myLocationAtom).status).toBe('locating');
    answerAddress({ address: '西湖区翠苑一区' });
    await expect(located).resolves.toMatchObject({ latitude: 30.28, address: '西湖区翠苑一区' });
    expect(store.get(myLocationAtom).status).toBe('ready');
    // Located: the position is the location's, at once.
    await expect(refreshMyPosition()).resolves.toMatchObject({ latitude: 30.28, longitude: 120.13 });
  });
});
