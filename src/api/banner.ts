// Start-screen images.
import { call } from '@/lib/request/client';

export interface StartImageWire {
  id: string;
  img: string;
  /** An internal route to open when the image is tapped, or ''. */
  link: string;
}

/** POST /api/banner/v1/start/list: images of the start screen (free: no login needed). */
export function listStartImages(): Promise<StartImageWire[]> {
  return call<StartImageWire[]>('/api/banner/v1/start/list', undefined, { cache: true, silent: true });
}
