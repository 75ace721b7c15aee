// The detail page's late chunk (detail-late.ts) as a request: asked for once the first screen has
// committed, kept for the page's next visit (no skeleton then), its failure shown in place with a retry.
import { useRequest } from 'ahooks';
import { yieldToBrowser } from '@/lib/yield';

/** In a task of its own: Vite's preload helper adds a link per file the chunk needs (about twenty). */
export const loadLateParts = async () => {
  await yieldToBrowser();
  return import('./detail-late');
};
export type LateParts = Awaited<ReturnType<typeof loadLateParts>>;

export function useLateParts() {
  return useRequest(loadLateParts, { cacheKey: 'activity-detail-late', staleTime: -1 });
}
