// Communities (residential areas): the area list that shops, teams and activities belong to.
import { call } from '@/lib/request/client';
import { CACHE_TTL } from '@/lib/request/cache';
import { shapedList } from './shared';

export interface CommunityWire {
  code: string;
  name: string;
  province: string;
  city: string;
  district: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** GET /api/community/v1/list: every community (an area list: cached 2 s; silent: the picker shows a failure in place). */
export function listCommunities(): Promise<CommunityWire[]> {
  return call('/api/community/v1/list', undefined, {
    method: 'GET',
    cache: CACHE_TTL.shortList,
    silent: true,
    convert: shapedList<CommunityWire>({
      code: 'string',
      name: 'string',
      province: 'string',
      city: 'string',
      district: 'string',
      address: 'string',
      latitude: 'number',
      longitude: 'number',
    }),
  });
}
