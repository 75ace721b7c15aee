// A community as the backend answers it (`CommunityWire`), for the unit tests (the app never imports it): 西溪诚园
// with no address, so that a test says only what its case is about.
import type { CommunityWire } from './community';

export function communityWire(over: Partial<CommunityWire> = {}): CommunityWire {
  return {
    code: 'C003',
    name: '西溪诚园',
    province: '',
    city: '',
    district: '',
    address: '',
    latitude: 30.28,
    longitude: 120.09,
    ...over,
  };
}
