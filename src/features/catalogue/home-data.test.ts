// The home's launch requests (taken once, only while fresh) and its kept lists (per filter, not too old).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const listProducts = vi.fn(async ({ current }: { current: number }) => ({
  list: [{ code: `G${current}` }],
  total: 30,
}));
const listAreas = vi.fn(async () => [{ code: 'A01', name: '今日团购', goodCount: 3 }]);
const listGoingProducts = vi.fn(async ({ areaCode, current }: { areaCode: string; current: number }) => ({
  list: [{ code: `${areaCode}-${current}` }],
  total: 1,
}));
vi.mock('@/api/app-mall', () => ({ listProducts, listAreas, listGoingProducts }));
// The person's community, resolved (state/community.ts): 翠湖天地 unless a screen has one.
vi.mock('@/state/community', () => ({ catalogueCode: async (code?: string) => code ?? 'C001' }));
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const data = await import('./home-data');

beforeEach(() => {
  data.forgetHomeData();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('launch requests', () => {
  it('go out once at launch and are taken by the first page and the areas, once', async () => {
    data.launchHomeRequests();
    data.launchHomeRequests();
    await flush();
    expect(listProducts).toHaveBeenCalledTimes(1);
    expect(listAreas).toHaveBeenCalledTimes(1);
    // Asked for the person's community.
    expect(listProducts).toHaveBeenCalledWith({ current: 1, communityCode: 'C001' });
    expect(listAreas).toHaveBeenCalledWith('C001');
    expect((await data.fetchHomeProducts(data.ALL_AREAS, 1)).map((g) => g.code)).toEqual(['G1']);
    await data.fetchAreas();
    expect(listProducts).toHaveBeenCalledTimes(1);
    expect(listAreas).toHaveBeenCalledTimes(1);
    // A refresh asks again.
    await data.fetchHomeProducts(data.ALL_AREAS, 1);
    await data.fetchAreas();
    expect(listProducts).toHaveBeenCalledTimes(2);
    expect(listAreas).toHaveBeenCalledTimes(2);
  });

  it('hands over areas that have arrived at once, once; not before they arrive', async () => {
    data.launchHomeRequests();
    expect(data.arrivedAreas('C001')).toBeUndefined();
    await flush();
    // Not another community's.
    expect(data.arrivedAreas('C003')).toBeUndefined();
    expect(data.arrivedAreas('C001')).toEqual([{ code: 'A01', name: '今日团购', goodCount: 3 }]);
    expect(data.arrivedAreas('C001')).toBeUndefined();
    await data.fetchAreas();
    expect(listAreas).toHaveBeenCalledTimes(2);
  });

  it('are not used when older than 10 s', async () => {
    vi.useFakeTimers();
    data.launchHomeRequests();
    vi.advanceTimersByTime(data.LAUNCH_MAX_AGE_MS + 1);
    await data.fetchHomeProducts(data.ALL_AREAS, 1);
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('an area asks for its going goods; later pages of all goods ask by page', async () => {
    expect((await data.fetchHomeProducts('A01', 2)).map((g) => g.code)).toEqual(['A01-2']);
    expect(listGoingProducts).toHaveBeenCalledWith({ areaCode: 'A01', current: 2, communityCode: 'C001' });
    await data.fetchHomeProducts(data.ALL_AREAS, 3, 'C003');
    expect(listProducts).toHaveBeenCalledWith({ current: 3, communityCode: 'C003' });
  });

  it("a launched first page of another community is not shown: the screen's community is asked for", async () => {
    data.launchHomeRequests();
    await flush();
    await data.fetchHomeProducts(data.ALL_AREAS, 1, 'C003');
    expect(listProducts).toHaveBeenLastCalledWith({ current: 1, communityCode: 'C003' });
    expect(listProducts).toHaveBeenCalledTimes(2);
  });
});

describe('kept lists', () => {
  const pages = { list: [], page: 2, status: 'more' as const };

  it('keep the pages and the scroll position per filter', () => {
    data.keepPages('A01', pages);
    data.keepScroll('A01', 640);
    data.keepScroll('A02', 99); // nothing kept for A02: ignored
    expect(data.keptList('A01')).toMatchObject({ data: pages, scrollY: 640 });
    expect(data.keptList('A02')).toBeUndefined();
    // New pages keep the position until it is told again.
    data.keepPages('A01', { ...pages, page: 3 });
    expect(data.keptList('A01')).toMatchObject({ scrollY: 640, data: { page: 3 } });
  });

  it('are forgotten after 5 minutes', () => {
    data.keepPages('', pages);
    const later = Date.now() + data.KEPT_MAX_AGE_MS + 1;
    expect(data.keptList('', later)).toBeUndefined();
  });

  it('remember the filter chosen last', () => {
    expect(data.rememberedArea()).toBe(data.ALL_AREAS);
    data.rememberArea('A03');
    expect(data.rememberedArea()).toBe('A03');
  });
});
