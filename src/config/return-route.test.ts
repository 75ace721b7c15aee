// The one return-route rule of every auth page (returnTarget in paths.ts): nested, foreign, auth and
// malformed routes, and the login href that carries it.
import { describe, expect, it } from 'vitest';
import { hrefs, isAuthRoute, paths, returnTarget } from './paths';

const home = paths.tab.home;
const bind = (redirect: string) => `${paths.bindPhone}?redirect=${encodeURIComponent(redirect)}`;
const login = (redirect: string) => `${paths.login}?redirect=${encodeURIComponent(redirect)}`;

describe('returnTarget', () => {
  it('keeps an internal route with its query', () => {
    expect(returnTarget('/pages/tabbar/activity')).toBe('/pages/tabbar/activity');
    expect(returnTarget('/pages/activity/detail?code=AC003')).toBe('/pages/activity/detail?code=AC003');
    expect(returnTarget('/pages/order/list?status=2')).toBe('/pages/order/list?status=2');
  });

  it('unwraps nested auth routes to the real target, however deep', () => {
    let nested = '/pages/activity/detail?code=AC003';
    for (let i = 0; i < 6; i += 1) nested = bind(nested);
    expect(returnTarget(nested)).toBe('/pages/activity/detail?code=AC003');
    // As the bug left them: the inner levels unencoded, the outer ones encoded.
    expect(
      returnTarget('/pages/set/bindPhone?redirect=/pages/set/bindPhone?redirect=%2Fpages%2Ftabbar%2Factivity'),
    ).toBe('/pages/tabbar/activity');
    expect(returnTarget(login(bind(login('/pages/tabbar/cart'))))).toBe('/pages/tabbar/cart');
  });

  it('never answers an auth page: one without its own target gives home', () => {
    for (const route of [
      paths.login,
      paths.bindPhone,
      paths.passwordReset,
      paths.userAgreement,
      paths.privacyPolicy,
      bind(paths.login),
      login(''),
    ])
      expect(returnTarget(route), route).toBe(home);
    // The router matches case-insensitively, with a trailing or doubled slash, and decodes the path.
    for (const route of [
      '/pages/SET/bindphone',
      '/pages/set/bindPhone/',
      '/pages//set/bindPhone',
      '/pages/set/bind%50hone?x=1',
    ])
      expect(returnTarget(route), route).toBe(home);
    expect(returnTarget('/pages/set/BINDPHONE?redirect=%2Fpages%2Ftabbar%2Fmine')).toBe('/pages/tabbar/mine');
  });

  it('refuses foreign targets', () => {
    for (const route of [
      'https://evil.example/pages/x',
      '//evil.example/pages/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/pages/x\u0000',
      bind('https://evil.example/'),
    ])
      expect(returnTarget(route), route).toBe(home);
  });

  it('refuses malformed values', () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      '',
      'pages/tabbar/mine',
      '/pages/%E0%A4%A',
      '/etc/passwd',
      `/pages/${'x'.repeat(2100)}`,
    ])
      expect(returnTarget(value), String(value).slice(0, 40)).toBe(home);
  });

  it('decodes a target encoded once too often', () => {
    expect(returnTarget('%2Fpages%2Ftabbar%2Fcart')).toBe('/pages/tabbar/cart');
    expect(returnTarget('%2Fpages%2Fset%2FbindPhone')).toBe(home);
    expect(returnTarget('%E0%A4%A')).toBe(home);
  });

  it('sends a person who came from the informational site to the app home', () => {
    expect(returnTarget('/')).toBe(home);
    expect(returnTarget('/pages/phone/about')).toBe(home);
    expect(returnTarget('/pages/pc/joinour')).toBe(home);
  });

  it('an absurd nesting is malformed', () => {
    let nested = '/pages/tabbar/cart';
    for (let i = 0; i < 30; i += 1) nested = login(nested);
    expect(returnTarget(nested)).toBe(home);
  });

  it('takes another fallback when given one', () => {
    expect(returnTarget('https://x.example', paths.tab.mine)).toBe(paths.tab.mine);
  });
});

describe('isAuthRoute and the login href', () => {
  it('names the auth pages', () => {
    expect(isAuthRoute(`${paths.bindPhone}?redirect=%2F`)).toBe(true);
    expect(isAuthRoute(paths.tab.mine)).toBe(false);
  });

  it('a login link never carries a nested or foreign target', () => {
    expect(hrefs.login(bind(bind('/pages/tabbar/cart')))).toBe(`${paths.login}?redirect=%2Fpages%2Ftabbar%2Fcart`);
    expect(hrefs.login('https://evil.example/')).toBe(`${paths.login}?redirect=%2Fpages%2Ftabbar%2Fhome`);
    expect(hrefs.login()).toBe(paths.login);
  });
});
