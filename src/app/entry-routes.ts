// The code of the routes people open the app on: the home tab (the official account's menu) and shared
// links to an activity or a product. The entry starts it in parallel with the app's own code instead of
// after it (a round trip less before the first screen); the route table loads through the same functions.
import { paths } from '@/config/paths';
import { yieldToBrowser } from '@/lib/yield';

export const loadAppLayout = async () => (await import('./app-layout')).AppLayout;
export const loadTabLayout = async () => (await import('./tab-layout')).TabLayout;
export const loadHomePage = () => import('@/features/catalogue/home-page');
export const loadActivityDetailPage = () => import('@/features/activity/activity-detail-page');
export const loadProductDetailPage = () => import('@/features/catalogue/product-detail-page');

const entryRoutes: Record<string, (() => Promise<unknown>)[]> = {
  [paths.tab.home]: [loadAppLayout, loadTabLayout, loadHomePage],
  [paths.activityDetail]: [loadAppLayout, loadActivityDetailPage],
  [paths.productDetail]: [loadAppLayout, loadProductDetailPage],
};

/**
 * Starts loading the layouts and page of `route` (a path, with or without its query) if people open the app on it,
 * each in a task of its own: Vite's preload helper adds and checks a link per file a module needs, and for a page
 * with many (the product's 40) that was one long task.
 */
export async function preloadEntryRoute(route: string): Promise<void> {
  for (const load of entryRoutes[route.split('?')[0] ?? ''] ?? []) {
    await yieldToBrowser();
    // A failure shows when the router loads the route itself (with its retry).
    load().catch(() => undefined);
  }
}
