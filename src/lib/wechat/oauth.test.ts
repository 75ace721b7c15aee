// OAuth URL building and the return: the order of the query, the marker, and the clean address.
import { describe, expect, it } from 'vitest';
import { authorizeBase, authorizeUrl, codeFingerprint, readOauthReturn, redirectUri } from './oauth';

const origin = 'https://h5.qihuo.example';

describe('authorize URL', () => {
  it('has appid, redirect_uri, response_type, scope, state in that order and ends #wechat_redirect', () => {
    const uri = redirectUri(origin, '/', '/pages/activity/detail?code=A1');
    const url = authorizeUrl(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
      'wx123',
      uri,
      'snsapi_base',
      'St4te',
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=' +
        encodeURIComponent('https://h5.qihuo.example/#/pages/activity/detail?code=A1&wxauth=1') +
        '&response_type=code&scope=snsapi_base&state=St4te#wechat_redirect',
    );
  });

  it("uses the mock's page only when running against the embedded mock with WeChat's default URL", () => {
    const real = 'https://open.weixin.qq.com/connect/oauth2/authorize';
    expect(authorizeBase('', real, origin)).toBe(`${origin}/connect/oauth2/authorize`);
    expect(authorizeBase('https://api.qihuo.example', real, origin)).toBe(real);
    expect(authorizeBase('', 'https://proxy.example/oauth', origin)).toBe('https://proxy.example/oauth');
  });
});

describe('OAuth return', () => {
  it('takes the code from before the hash and cleans code, state and marker away', () => {
    const r = readOauthReturn({
      origin,
      pathname: '/',
      search: '?code=wxc_1&state=St4te',
      hash: '#/pages/activity/detail?code=A1&wxauth=1',
    });
    expect(r).toEqual({
      code: 'wxc_1',
      state: 'St4te',
      marked: true,
      attempt: 1,
      route: '/pages/activity/detail?code=A1',
      cleanUrl: `${origin}/#/pages/activity/detail?code=A1`,
    });
  });

  it('reads which round trip it returns from: 0 without the marker, 1, or 2 for the one retry', () => {
    const at = (hash: string) => readOauthReturn({ origin, pathname: '/', search: '?code=c&state=s', hash }).attempt;
    expect(at('#/pages/tabbar/home')).toBe(0);
    expect(at('#/pages/tabbar/home?wxauth=1')).toBe(1);
    expect(at('#/pages/tabbar/home?wxauth=2')).toBe(2);
    expect(redirectUri(origin, '/', '/pages/tabbar/home', 2)).toBe(`${origin}/#/pages/tabbar/home?wxauth=2`);
  });

  it("never mistakes a page's own code in the hash for an OAuth code", () => {
    const r = readOauthReturn({ origin, pathname: '/', search: '', hash: '#/pages/activity/detail?code=A1' });
    expect(r.code).toBe('');
    expect(r.marked).toBe(false);
  });

  it('keeps unrelated query values', () => {
    const r = readOauthReturn({ origin, pathname: '/', search: '?from=menu&code=c&state=s', hash: '' });
    expect(r.cleanUrl).toBe(`${origin}/?from=menu`);
  });
});

describe('codeFingerprint', () => {
  it('remembers a code without keeping it: stable, not the code, different per code', () => {
    expect(codeFingerprint('wxc_1')).toBe(codeFingerprint('wxc_1'));
    expect(codeFingerprint('wxc_1')).not.toContain('wxc_1');
    expect(codeFingerprint('wxc_1')).not.toBe(codeFingerprint('wxc_2'));
  });
});
