import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { SETTING_DEFAULTS } from './defaults';
import { href, isInternalRoute, isSitePath, routeOfHash } from './paths';

describe('settings', () => {
  it('a build with no settings gets the defaults', () => {
    const e = readEnv({});
    expect(e.appTitle).toBe('Qihuo');
    expect(e.appLabel).toBe('qihuo');
    expect(e.wxScope).toBe('snsapi_base');
    expect(e.wecomAgentId).toBe('1000042');
    expect(e.signSecret).toBe(SETTING_DEFAULTS.VITE_SIGN_SECRET);
  });
  it('refuses bad settings with every problem named', () => {
    expect(() =>
      readEnv({
        VITE_WX_SCOPE: 'snsapi_all',
        VITE_APP_LABEL: 'a b',
        VITE_WECOM_AGENT_ID: 'x',
        VITE_API_BASE: 'ftp://x',
      }),
    ).toThrow(/VITE_WX_SCOPE[\s\S]*VITE_APP_LABEL[\s\S]*VITE_WECOM_AGENT_ID[\s\S]*VITE_API_BASE/);
  });
  it("takes the map tile template: the mock's drawing by default, none against a real backend unless set, refused without {z}/{x}/{y}", () => {
    expect(readEnv({}).mapTileUrl).toBe('/__tiles/{z}/{x}/{y}.png');
    expect(readEnv({ VITE_API_BASE: 'https://api.example.com' }).mapTileUrl).toBe('');
    const amap = 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}';
    expect(readEnv({ VITE_API_BASE: 'https://api.example.com', VITE_MAP_TILE_URL: amap }).mapTileUrl).toBe(amap);
    expect(() => readEnv({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/VITE_MAP_TILE_URL/);
    expect(() => readEnv({ VITE_MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/VITE_MAP_TILE_URL/);
  });
  it('trims a trailing slash from URLs', () => {
    expect(readEnv({ VITE_API_BASE: 'https://api.example.com/' }).apiBase).toBe('https://api.example.com');
  });
});

describe('routes', () => {
  it('accepts only internal routes as return targets', () => {
    expect(isInternalRoute('/pages/activity/detail?code=A1')).toBe(true);
    expect(isInternalRoute('/')).toBe(true);
    for (const bad of [
      'https://evil.example',
      '//evil.example/pages/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/pages/x\n',
      '/etc/passwd',
      '',
      42,
      null,
    ]) {
      expect(isInternalRoute(bad)).toBe(false);
    }
  });
  it('builds hrefs and reads hashes', () => {
    expect(href('/pages/a', { code: 'x y', n: 2, u: undefined })).toBe('/pages/a?code=x+y&n=2');
    expect(routeOfHash('#/pages/pc/about?x=1')).toBe('/pages/pc/about?x=1');
    expect(routeOfHash('')).toBe('/');
    expect(isSitePath('/pages/pc/about?x=1')).toBe(true);
    expect(isSitePath('/pages/tabbar/home')).toBe(false);
  });
});
