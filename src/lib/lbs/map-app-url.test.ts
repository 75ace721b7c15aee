// The map app's URI for a place outside WeChat: AMap's marker, GCJ-02, longitude first.
import { describe, expect, it } from 'vitest';
import { mapAppUrl } from './map-app-url';

describe('mapAppUrl', () => {
  it("names the place at its GCJ-02 point, longitude first, and asks for the phone's map app", () => {
    const url = new URL(
      mapAppUrl({ latitude: 30.2837, longitude: 120.1302, name: '翠苑一区 & 菜场', address: '文三路' }, 'qihuo'),
    );
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      position: '120.1302,30.2837',
      name: '翠苑一区 & 菜场',
      src: 'qihuo',
      coordinate: 'gaode',
      callnative: '1',
    });
  });
  it('falls back to the address when the place has no name', () => {
    expect(
      new URL(mapAppUrl({ latitude: 1, longitude: 2, name: '', address: '文三路' }, 'q')).searchParams.get('name'),
    ).toBe('文三路');
  });
});
