// The device rule and the phone/desktop redirect mapping of the informational site.
import { describe, expect, it } from 'vitest';
import { deviceOf, parseSiteRoute, routeForDevice } from './device';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Safari/537.36';
const iphoneUa =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49';
const androidUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/122.0 Mobile Safari/537.36';

describe('deviceOf', () => {
  it('is pc only for a non-mobile agent wider than 768 px', () => {
    expect(deviceOf(desktopUa, 1280)).toBe('pc');
    expect(deviceOf(desktopUa, 769)).toBe('pc');
    expect(deviceOf(desktopUa, 768)).toBe('phone');
    expect(deviceOf(desktopUa, 390)).toBe('phone');
  });
  it('is phone for a mobile agent at any width', () => {
    expect(deviceOf(iphoneUa, 1280)).toBe('phone');
    expect(deviceOf(androidUa, 1024)).toBe('phone');
  });
});

describe('routeForDevice', () => {
  it('maps the phone home ("/" and its alias) to the desktop home, keeping the query', () => {
    expect(routeForDevice('/', 'pc')).toBe('/pages/pc/index');
    expect(routeForDevice('/?from=poster', 'pc')).toBe('/pages/pc/index?from=poster');
    expect(routeForDevice('/pages/phone/index?a=1', 'pc')).toBe('/pages/pc/index?a=1');
  });
  it('maps the desktop home to "/" on a phone', () => {
    expect(routeForDevice('/pages/pc/index', 'phone')).toBe('/');
    expect(routeForDevice('/pages/pc/index?x=2&y=3', 'phone')).toBe('/?x=2&y=3');
  });
  it('maps every other page to the same page of the other variant', () => {
    for (const page of ['about', 'joinOur', 'findUs', 'qihuo']) {
      expect(routeForDevice(`/pages/phone/${page}?k=v`, 'pc')).toBe(`/pages/pc/${page}?k=v`);
      expect(routeForDevice(`/pages/pc/${page}`, 'phone')).toBe(`/pages/phone/${page}`);
    }
  });
  it('leaves a route already in the right variant, and non-site routes, alone', () => {
    expect(routeForDevice('/pages/phone/index', 'phone')).toBe('/pages/phone/index');
    expect(routeForDevice('/pages/pc/about?q=1', 'pc')).toBe('/pages/pc/about?q=1');
    expect(routeForDevice('/pages/tabbar/home', 'pc')).toBe('/pages/tabbar/home');
  });
});

describe('parseSiteRoute', () => {
  it('knows the ten routes and nothing else', () => {
    expect(parseSiteRoute('/')).toEqual({ variant: 'phone', page: 'index', query: '' });
    expect(parseSiteRoute('/pages/pc/findUs?x=1')).toEqual({ variant: 'pc', page: 'findUs', query: 'x=1' });
    expect(parseSiteRoute('/pages/pc/nope')).toBeNull();
    expect(parseSiteRoute('/pages/login/login')).toBeNull();
  });
});
