// The pickup community list's rules: nearest first with distances, the picker's search (distances read as
// rules/distance says).
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import type { CommunityWire } from '@/api/community';
import { byDistance, filterCommunities, resolveCommunity } from './communities';

setLocale('zh-CN');

const c = (code: string, name: string, district: string, latitude: number, longitude: number): CommunityWire => ({
  code,
  name,
  province: '上海市',
  city: '上海市',
  district,
  address: `${name}路1号`,
  latitude,
  longitude,
});
const list = [
  c('C1', '翠湖天地', '黄浦区', 31.2186, 121.4766),
  c('C2', '古北国际花园', '长宁区', 31.1998, 121.3999),
  c('C3', '西溪诚园', '西湖区', 30.2801, 120.0949),
];

describe('byDistance', () => {
  it('puts the nearest first, with distances in metres', () => {
    const sorted = byDistance(list, { latitude: 31.2, longitude: 121.4 });
    expect(sorted.map((x) => x.code)).toEqual(['C2', 'C1', 'C3']);
    expect(sorted[0]!.distance).toBeLessThan(200);
    expect(sorted[2]!.distance).toBeGreaterThan(100_000);
  });

  it('keeps the backend order without a location, with no distances', () => {
    const same = byDistance(list, null);
    expect(same.map((x) => x.code)).toEqual(['C1', 'C2', 'C3']);
    expect(same.every((x) => x.distance === null)).toBe(true);
  });
});

describe('filterCommunities', () => {
  it('finds by name, district or address; blank keeps all', () => {
    expect(filterCommunities(list, '古北').map((x) => x.code)).toEqual(['C2']);
    expect(filterCommunities(list, ' 西湖区 ').map((x) => x.code)).toEqual(['C3']);
    expect(filterCommunities(list, '翠湖天地路').map((x) => x.code)).toEqual(['C1']);
    expect(filterCommunities(list, '')).toHaveLength(3);
    expect(filterCommunities(list, '北京')).toEqual([]);
  });
});

describe('resolveCommunity (docs/product.md#business-time: the catalogue always has a community)', () => {
  const hangzhou = { latitude: 30.28, longitude: 120.1 };
  it('keeps the chosen one, wherever the person is', () => {
    expect(resolveCommunity(list, 'C2', hangzhou)).toEqual({ community: list[1], how: 'chosen' });
  });
  it('else takes the nearest to the person: a visitor in Hangzhou gets the Hangzhou community', () => {
    expect(resolveCommunity(list, null, hangzhou)).toEqual({ community: list[2], how: 'nearest' });
    // A chosen code the list no longer has counts as none.
    expect(resolveCommunity(list, 'C9', { latitude: 31.2, longitude: 121.4 })).toEqual({
      community: list[1],
      how: 'nearest',
    });
  });
  it("else the list's first; nothing only for an empty list", () => {
    expect(resolveCommunity(list, undefined, null)).toEqual({ community: list[0], how: 'first' });
    expect(resolveCommunity([], 'C1', hangzhou)).toBeNull();
  });
});
