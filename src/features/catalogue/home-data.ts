// The home tab's data outside its components: the first requests, started when the route table loads
// the home (app/bootstrap preloads it once it knows the app stays on the home tab, so they go out in
// parallel with the session), and the loaded pages and scroll position of each filter, kept in memory so that
// coming back from a product shows the list where it was. Every call asks with the person's community
// (docs/product.md#business-time), resolved before the first one (state/community.ts); '' while none can be had.
import { listAreas, listGoingProducts, listProducts, type AreaWire, type ProductSummary } from '@/api/app-mall';
import type { Page } from '@/api/shared';
import type { PageData } from '@/components/paged-list';
import { launchedRequest } from '@/lib/launched-request';
import { catalogueCode } from '@/state/community';
import { markHomeReady } from '@/state/start-images';

/** A launch request older than this is not used (it is fetched again). */
export const LAUNCH_MAX_AGE_MS = 10_000;
/** Kept pages older than this are not restored (prices and stock move). */
export const KEPT_MAX_AGE_MS = 5 * 60_000;
/** The filter of all goods (no area). */
export const ALL_AREAS = '';

/** A launched answer with the community it was asked for. */
type ForCommunity<T> = { code: string; value: T };
const launchedProducts = launchedRequest<ForCommunity<Page<ProductSummary>>>(LAUNCH_MAX_AGE_MS);
const launchedAreas = launchedRequest<ForCommunity<AreaWire[]>>(LAUNCH_MAX_AGE_MS);
/** The home's launch requests have one key: they ask for the first page and the list (of the community they carry). */
const HOME = '';

/** The community code to ask with: the one given, else the resolved one ('' when none can be had). */
const codeOf = async (code: string | undefined) => (await catalogueCode(code)) ?? '';
const productsOf = async (code: string, current: number) => ({
  code,
  value: await listProducts({ current, communityCode: code || undefined }),
});
const areasOf = async (code: string) => ({ code, value: await listAreas(code || undefined) });

/**
 * Starts the first goods page and the area list once (the route table's loading of the home tab), for the
 * person's community once it is known. Once the goods have answered (or failed) the home is ready: no
 * start screen opens over it.
 */
export function launchHomeRequests(): void {
  const code = launchedProducts.pending() && launchedAreas.pending() ? null : codeOf(undefined);
  if (code && !launchedProducts.pending())
    launchedProducts.launch(HOME, async () => productsOf(await code, 1)).then(markHomeReady, markHomeReady);
  if (code && !launchedAreas.pending()) void launchedAreas.launch(HOME, async () => areasOf(await code));
}

/**
 * The launched areas of this community if they have already arrived (taken, as fetchAreas would take them):
 * the filter shows them in its first render (the HTML asked for them before the app's code ran), so that
 * the goods below do not move when they come (two rows on a wide screen).
 */
export function arrivedAreas(code: string | undefined): AreaWire[] | undefined {
  const areas = launchedAreas.arrived(HOME);
  if (!areas || (code !== undefined && areas.code !== code)) return undefined;
  launchedAreas.forget();
  return areas.value;
}

/** The areas of the community (`undefined`: the one being resolved). */
export async function fetchAreas(communityCode?: string): Promise<AreaWire[]> {
  const code = await codeOf(communityCode);
  const launched = await launchedAreas.take(HOME, () => areasOf(code));
  return (launched.code === code ? launched : await areasOf(code)).value;
}

/** One page of the home goods of the community (`undefined`: the one being resolved): all goods (appMall/good/list) or an area's going goods. */
export async function fetchHomeProducts(area: string, page: number, communityCode?: string): Promise<ProductSummary[]> {
  const code = await codeOf(communityCode);
  if (area !== ALL_AREAS)
    return (await listGoingProducts({ areaCode: area, current: page, communityCode: code || undefined })).list;
  if (page === 1) {
    const launched = await launchedProducts.take(HOME, () => productsOf(code, 1));
    return (launched.code === code ? launched : await productsOf(code, 1)).value.list;
  }
  return (await listProducts({ current: page, communityCode: code || undefined })).list;
}

// ---- Kept lists -------------------------------------------------------------------------------

interface Kept {
  data: PageData<ProductSummary>;
  scrollY: number;
  at: number;
}
const kept = new Map<string, Kept>();
let lastArea = ALL_AREAS;

/** The filter chosen last (the home opens with it). */
export function rememberedArea(): string {
  return lastArea;
}

export function rememberArea(area: string): void {
  lastArea = area;
}

/** The pages and scroll position kept for a filter, if fresh enough. */
export function keptList(area: string, now = Date.now()): Kept | undefined {
  const k = kept.get(area);
  return k && now - k.at <= KEPT_MAX_AGE_MS ? k : undefined;
}

/** Keeps the loaded pages of a filter (the scroll position stays until keepScroll). */
export function keepPages(area: string, data: PageData<ProductSummary>): void {
  const k = kept.get(area);
  kept.set(area, { data, scrollY: k?.scrollY ?? 0, at: Date.now() });
}

export function keepScroll(area: string, scrollY: number): void {
  const k = kept.get(area);
  if (k) k.scrollY = scrollY;
}

/** Test hook. */
export function forgetHomeData(): void {
  kept.clear();
  lastArea = ALL_AREAS;
  launchedProducts.forget();
  launchedAreas.forget();
}
