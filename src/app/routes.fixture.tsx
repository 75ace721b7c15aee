// For the route tests (the app never imports it): tabs around the routes' place, a route table rendered at a path
// as the app renders its own (useRoutes), and the window's location at the root with a reload to watch.
import { act, render } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';

/** A layout with the routes' place and, below it, a link "<name> tab" to `/<name>` for each name. */
export function tabsOf(names: string[]) {
  return function Tabs() {
    return (
      <div>
        <Outlet />
        <nav aria-label="tabs">
          {names.map((name) => (
            <Link key={name} to={`/${name}`}>{`${name} tab`}</Link>
          ))}
        </nav>
      </div>
    );
  };
}

/** Renders `routes` at `path`. */
export async function openRoutes(routes: RouteObject[], path: string) {
  function Routes() {
    return useRoutes(routes);
  }
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>,
    );
  });
}

/** What `vi.spyOn(window, 'location', 'get')` answers: the root, whose reload is `reload`. */
export function rootLocation(reload: () => void): Location {
  return { ...window.location, reload, pathname: '/', search: '', hash: '' } as Location;
}
