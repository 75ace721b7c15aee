// Every province, city and district, from the location service's district list (/ws/district/v1/list:
// three levels, each parent's children a `cidx` range of the next level), as a province -> city ->
// district tree for the address form, and found by typing. Always three levels, as an address needs:
// a municipality's districts come directly under it in the service's answer, so the tree puts the
// municipality in again as its city (上海市 / 上海市 / 青浦区, as reverse geocoding names it); a city
// with no districts of its own (东莞市, 济源市) is its own district.
import type { District, LbsClient } from './client';

export interface RegionNode {
  label: string;
  value: string;
  /** The service's id (GB/T 2260 code). */
  code: string;
  children?: RegionNode[];
}

/** A district-level code: the last two digits name a district ('310118'), '00' a city or a province. */
const isDistrictCode = (id: string) => !id.endsWith('00');

const node = (d: District, children?: RegionNode[]): RegionNode => ({
  label: d.fullname,
  value: d.fullname,
  code: d.id,
  ...(children ? { children } : {}),
});
const leafOf = (d: District): RegionNode => node(d);

/** The tree of the service's three levels. */
export function regionTree(levels: District[][]): RegionNode[] {
  const [provinces = [], cities = [], districts = []] = levels;
  const under = <T>(level: T[], d: District): T[] => (d.cidx ? level.slice(d.cidx[0], d.cidx[1] + 1) : []);
  return provinces.map((p) => {
    const below = under(cities, p);
    // A municipality (or a region without cities): its children are districts.
    if (below.length > 0 && below.every((c) => isDistrictCode(c.id))) return node(p, [node(p, below.map(leafOf))]);
    if (below.length === 0) return node(p, [node(p, [leafOf(p)])]);
    return node(
      p,
      below.map((c) => {
        const ds = under(districts, c);
        return node(c, ds.length ? ds.map(leafOf) : [leafOf(c)]);
      }),
    );
  });
}

export interface RegionMatch {
  /** [province, city, district] */
  path: [string, string, string];
  /** '浙江省 杭州市 钱塘区' (a municipality once: '上海市 青浦区'). */
  text: string;
}

/**
 * Districts (and cities) whose name contains what was typed, names that start with it first; at most
 * `limit`. A city matched by name stands for itself only where it is its own district.
 */
export function findRegions(tree: readonly RegionNode[], typed: string, limit = 50): RegionMatch[] {
  const k = typed.trim();
  if (!k) return [];
  const starts: RegionMatch[] = [];
  const contains: RegionMatch[] = [];
  for (const p of tree)
    for (const c of p.children ?? [])
      for (const d of c.children ?? []) {
        const names = [d.value, c.value, p.value];
        const hit = names.findIndex((n) => n.includes(k));
        if (hit < 0) continue;
        const path: [string, string, string] = [p.value, c.value, d.value];
        const text = [p.value, c.value === p.value ? '' : c.value, d.value === c.value ? '' : d.value]
          .filter(Boolean)
          .join(' ');
        (names[hit]!.startsWith(k) && hit === 0 ? starts : contains).push({ path, text });
      }
  return [...starts, ...contains].slice(0, limit);
}

let cached: { client: LbsClient; tree: Promise<RegionNode[]> } | null = null;

/** The region tree, asked once per client and kept (a failure is not kept: the next call asks again). */
export function loadRegionTree(client: LbsClient): Promise<RegionNode[]> {
  if (cached?.client === client) return cached.tree;
  const tree = client.getCityList().then(regionTree);
  cached = { client, tree };
  tree.catch(() => {
    if (cached?.tree === tree) cached = null;
  });
  return tree;
}
