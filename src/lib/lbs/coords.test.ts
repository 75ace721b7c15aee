// The WGS-84 -> GCJ-02 conversion against reference points (gcoord 1.0.7's answers for the same input).
import { describe, expect, it } from 'vitest';
import { inMainlandChina, wgs84ToGcj02 } from './coords';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
/** Within about 1 cm. */
const close = (p: { latitude: number; longitude: number }, lat: number, lng: number) => {
  expect(p.latitude).toBeCloseTo(lat, 7);
  expect(p.longitude).toBeCloseTo(lng, 7);
};

describe('wgs84ToGcj02', () => {
  it("shifts a point in Shanghai (People's Square) by the GCJ-02 offset, about 500 m", () => {
    close(wgs84ToGcj02(at(31.2304, 121.4737)), 31.22845773757727, 121.47822305927693);
  });

  it('shifts a point in Beijing (Tiananmen)', () => {
    close(wgs84ToGcj02(at(39.90923, 116.397428)), 39.91063350638631, 116.40367162595768);
  });

  it('shifts points across the mainland: Urumqi, Harbin, Guangzhou, Sanya', () => {
    close(wgs84ToGcj02(at(43.8256, 87.6168)), 43.82680539311119, 87.61964994946926);
    close(wgs84ToGcj02(at(45.8038, 126.535)), 45.80578152514843, 126.54104035015793);
    close(wgs84ToGcj02(at(23.1291, 113.2644)), 23.126423339922844, 113.26972959210308);
    close(wgs84ToGcj02(at(18.2528, 109.512)), 18.251094495268237, 109.51608401030313);
  });

  it('leaves a point outside China unchanged (London), and outside the mainland (Hong Kong, Taipei, Seoul, Vladivostok)', () => {
    for (const p of [
      at(51.5072, -0.1276),
      at(22.3193, 114.1694),
      at(25.033, 121.5654),
      at(37.5665, 126.978),
      at(43.1155, 131.8855),
    ]) {
      expect(wgs84ToGcj02(p)).toEqual(p);
    }
  });

  it('keeps other fields of the point', () => {
    const p = wgs84ToGcj02({ latitude: 31.2304, longitude: 121.4737, accuracy: 20 });
    expect(p.accuracy).toBe(20);
  });
});

describe('inMainlandChina', () => {
  it('knows Shenzhen from Hong Kong across the border, and Xiamen from Taipei', () => {
    expect(inMainlandChina(22.5431, 114.0579)).toBe(true); // Shenzhen, Futian
    expect(inMainlandChina(22.4827, 113.9106)).toBe(true); // Shenzhen, Shekou
    expect(inMainlandChina(22.2793, 114.1628)).toBe(false); // Hong Kong, Central
    expect(inMainlandChina(22.4445, 114.0222)).toBe(false); // Hong Kong, Yuen Long
    expect(inMainlandChina(22.1987, 113.5439)).toBe(false); // Macau
    expect(inMainlandChina(24.4798, 118.0894)).toBe(true); // Xiamen
    expect(inMainlandChina(25.033, 121.5654)).toBe(false); // Taipei
  });
});
