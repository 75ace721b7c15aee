// The map picker's centre: the places near it nearest first (a place without a point last), an answer for the
// same point within a metre or two, and the centre handed over as a place with its address and region.
import { describe, expect, it } from 'vitest';
import type { MapPlace, WireReverse } from '@/lib/lbs/types';
import { centrePlace, nearestFirst, samePoint } from './use-centre-places';

const centre = { latitude: 31.2304, longitude: 121.4737 };
const place = (id: string, dLat: number, far = false): MapPlace => ({
  id,
  title: id,
  latitude: far ? 0 : centre.latitude + dLat,
  longitude: far ? 0 : centre.longitude,
  address: '',
  category: '',
  tel: '',
  adcode: '',
  city: '',
  district: '',
  province: '',
});

describe("the map picker's centre", () => {
  it('lists the places nearest first, as listed where they are as near, and one without a point last', () => {
    const places = [place('none', 0, true), place('far', 0.01), place('a', 0.001), place('b', -0.001)];
    expect(nearestFirst(places, centre).map((p) => p.id)).toEqual(['a', 'b', 'far', 'none']);
  });

  it('takes an answer for a point within a metre or two as the centre’s, not one for a point the map left', () => {
    expect(samePoint(centre, { latitude: centre.latitude + 1e-5, longitude: centre.longitude })).toBe(true);
    expect(samePoint(centre, { latitude: centre.latitude + 1e-4, longitude: centre.longitude })).toBe(false);
  });

  it('hands the centre over with its recommended title, address and region', () => {
    const r: WireReverse = {
      address: '上海市黄浦区人民大道',
      formatted_addresses: { recommend: '人民广场' },
      ad_info: { adcode: '310101' },
      address_component: {
        nation: '中国',
        province: '上海市',
        city: '上海市',
        district: '黄浦区',
        street: '人民大道',
        street_number: '',
      },
      location: { lat: centre.latitude, lng: centre.longitude },
    };
    expect(centrePlace(centre, r)).toMatchObject({
      id: 'pin-31.230400,121.473700',
      title: '人民广场',
      address: '上海市黄浦区人民大道',
      adcode: '310101',
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      ...centre,
    });
  });
});
