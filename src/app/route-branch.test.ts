// The branch whose code preloadRoutes starts loading is the branch React Router renders, for every address of the table.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeBranch } from './route-page';
import { routes } from './routes';

function pathsOf(level: RouteObject[]): string[] {
  return level.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

const tablePaths = pathsOf(routes).filter((path) => path !== '*');

describe('routeBranch', () => {
  it('finds the routes React Router matches, for each path of the table and for addresses off it', () => {
    expect(tablePaths.length).toBeGreaterThan(40);
    const addresses = [
      ...tablePaths,
      ...tablePaths.map((path) => `${path}/`),
      ...tablePaths.map((path) => path.toUpperCase()),
      '/pages/no-such-page',
      '/pages/tabbar',
      '/pages/tabbar/home/more',
    ];
    for (const address of addresses) {
      const expected = (matchRoutes(routes, address) ?? []).map((m) => m.route);
      expect({ address, branch: routeBranch(routes, address) }).toEqual({ address, branch: expected });
    }
  });

  it('ends at the catch-all for an address off the table, at a page for one on it', () => {
    expect(routeBranch(routes, '/pages/no-such-page').at(-1)?.path).toBe('*');
    expect(routeBranch(routes, '/pages/tabbar/home').at(-1)?.path).toBe('/pages/tabbar/home');
  });
});
