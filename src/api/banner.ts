// Start-screen images.
import { call } from '@/lib/request/client';
import { shapedList } from './shared';

export interface StartImageWire {
  id: string;
  img: string;
  /** An internal route to open when the image is tapped, or ''. */
  link: string;
}

/** POST /api/banner/v1/start/list: images of the start screen (free: no login needed). */
export function listStartImages(): Promise<StartImageWire[]> {
  return call('/api/banner/v1/start/list', undefined, {
    cache: true,
    silent: true,
    convert: shapedList<StartImageWire>({ id: 'string', img: 'string', link: 'string' }),
  });
}
