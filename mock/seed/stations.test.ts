// The seeded leader stations read as a resident would write them: no street said twice.
import { describe, expect, it } from 'vitest';
import { seedStations } from './commerce';
import { seedCatalogue } from './catalogue';

describe('seeded stations', () => {
  it('say their street once', () => {
    const stations = seedStations(seedCatalogue());
    expect(stations.find((s) => s.communityCode === 'C003')?.address).toBe('西湖区文二西路551号8幢架空层');
    for (const s of stations) {
      const street = s.address.match(/[\u4e00-\u9fa5]+?[路道]\d+[号弄]/)?.[0];
      expect(street, s.address).toBeTruthy();
      expect(s.address.split(street!).length - 1, s.address).toBe(1);
    }
  });
});
