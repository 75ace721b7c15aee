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
    expect(() => readEnv({ VITE_WX_SCOPE: 'snsapi_all', VITE_APP_LABEL: 'a b', VITE_WECOM_AGENT_ID: 'x', VITE_API_BASE: 'ftp://x' })).toThrow(
      /VITE_WX_SCOPE[\s\S]*VITE_APP_LABEL[\s\S]*VITE_WECOM_AGENT_ID[\s\S]*VITE_API_BASE/,
    );
  });
  it('trims a trailing slash from URLs', () => {
    expect(readEnv({ VITE_API_BASE: 'https://api.example.com/' }).apiBase).toBe('https://api.example.com');
  });
});

describe('routes', () => {
  it('accepts only internal routes as return targets', () => {
    expect(isInternalRoute('/pages/activity/detail?code=A1')).toBe(true);
    expect(isInternalRoute('/')).toBe(true);
    for (const bad of ['https://evil.example', '//evil.example/pages/x', '/\\evil.example', 'javascript:alert(1)', '/pages/x\n', '/etc/passwd', '', 42, null]) {
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
