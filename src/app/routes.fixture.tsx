// For the route tests (the app never imports it): a route table rendered at a path, as the app renders its own
// (useRoutes), and the window's location at the root with a reload to watch.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';

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
