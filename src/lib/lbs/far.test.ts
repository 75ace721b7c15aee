// The far-station rule: over 5 km from the person (a station 160 km away passed without a word).
import { describe, expect, it } from 'vitest';
import { FAR_STATION_M, farDistance } from './far';

const hangzhou = { latitude: 30.2801, longitude: 120.0949 }; // 西溪诚园
const shanghai = { latitude: 31.2186, longitude: 121.4766 }; // 翠湖天地

describe('farDistance', () => {
  it('answers the metres of a station over 5 km away', () => {
    const m = farDistance(hangzhou, shanghai);
    expect(m).toBeGreaterThan(160_000);
    expect(m).toBeLessThan(175_000);
  });

  it('says nothing of a near station, nor while either place is unknown', () => {
    expect(farDistance(hangzhou, { latitude: 30.2885, longitude: 120.0949 })).toBeNull(); // about 930 m
    expect(farDistance(null, shanghai)).toBeNull();
    expect(farDistance(hangzhou, { latitude: 0, longitude: 0 })).toBeNull();
  });

  it('draws the line at 5 km', () => {
    const north = (m: number) => ({ latitude: hangzhou.latitude + m / 111_320, longitude: hangzhou.longitude });
    expect(farDistance(hangzhou, north(FAR_STATION_M - 50))).toBeNull();
    expect(farDistance(hangzhou, north(FAR_STATION_M + 50))).not.toBeNull();
  });
});
