// What communityAtom keeps of a community from the list.
import { describe, expect, it } from 'vitest';
import type { CommunityWire } from '@/api/community';
import { toChosen } from './community';

describe('toChosen', () => {
  it('keeps what communityAtom stores', () => {
    const wire: CommunityWire = {
      code: 'C1',
      name: '翠湖天地',
      province: '上海市',
      city: '上海市',
      district: '黄浦区',
      address: '翠湖天地路1号',
      latitude: 31.2186,
      longitude: 121.4766,
    };
    expect(toChosen(wire)).toEqual({ code: 'C1', name: '翠湖天地', latitude: 31.2186, longitude: 121.4766 });
  });
});
