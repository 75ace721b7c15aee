// The start's community list is asked once for every screen that needs it (WeChat's first entry asked twice).
import { describe, expect, it, vi } from 'vitest';

const asked = vi.fn<() => Promise<{ code: string }[]>>();
vi.mock('@/api/community', () => ({ listCommunities: () => asked() }));
const { communityList, COMMUNITY_LIST_KEEP_MS } = await import('./community');

describe('communityList', () => {
  it('asks once for the resolution and the bar (also after a sign-in cleared the request cache), again after a while; a failure is not kept', async () => {
    asked.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([{ code: 'C001' }]);
    await expect(communityList(1_000)).rejects.toThrow('offline');
    const [a, b] = await Promise.all([communityList(2_000), communityList(2_500)]);
    expect([a, b]).toEqual([[{ code: 'C001' }], [{ code: 'C001' }]]);
    await communityList(2_000 + COMMUNITY_LIST_KEEP_MS - 1);
    expect(asked).toHaveBeenCalledTimes(2);
    await communityList(2_000 + COMMUNITY_LIST_KEEP_MS);
    expect(asked).toHaveBeenCalledTimes(3);
  });
});
