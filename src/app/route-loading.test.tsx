// A lazy route's code on its way (docs/product.md#constants): nothing for the first 200 ms, then the loading
// indicator over the current screen; after 60 s without the code, the route's place says so with a
// retry while the tabs around it keep working; code that arrives after that still shows its page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { setLocale } from '@/i18n';
import type { PageProps } from '@/config/page-props';
import { lazyPage, preloadRoutes, withBoundaries } from './route-page';
import { RootLayout } from './root-layout';
import { ROUTE_LOAD_TIMEOUT_MS, ROUTE_LOADING_DELAY_MS } from './route-loading';
import { openRoutes, rootLocation, tabsOf } from './routes.fixture';

type PageModule = { default: ComponentType<PageProps> };
const page = (text: string): PageModule => ({ default: () => <p>{text}</p> });

const Tabs = tabsOf(['fast', 'slow', 'late']);

let arriveSlow: (m: PageModule) => void;
let arriveLate: (m: PageModule) => void;

function table(): RouteObject[] {
  const slow = new Promise<PageModule>((resolve) => (arriveSlow = resolve));
  const late = new Promise<PageModule>((resolve) => (arriveLate = resolve));
  return withBoundaries([
    {
      Component: RootLayout,
      children: [
        {
          Component: Tabs,
          children: [
            { path: '/fast', ...lazyPage(() => Promise.resolve(page('fast page'))) },
            { path: '/slow', ...lazyPage(() => slow) },
            { path: '/late', ...lazyPage(() => late) },
          ],
        },
      ],
    },
  ]);
}

const open = (path: string) => openRoutes(table(), path);

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const indicator = () => screen.queryByText('页面加载中…');

beforeEach(() => {
  vi.useFakeTimers();
  setLocale('zh-CN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazy route loading', () => {
  it('a fast load shows no indicator at all', async () => {
    await open('/fast');
    await wait(1000);
    expect(screen.getByText('fast page')).toBeTruthy();
    expect(indicator()).toBeNull();
    expect(screen.getByTestId('route-loading').textContent).toBe('');
  });

  it('a slow load keeps the current screen, shows the indicator only after 200 ms, then the page', async () => {
    await open('/fast');
    await wait(0);
    await act(async () => fireEvent.click(screen.getByText('slow tab')));
    await wait(ROUTE_LOADING_DELAY_MS - 10);
    expect(indicator()).toBeNull();
    expect(screen.getByText('fast page')).toBeTruthy();
    await wait(20);
    expect(indicator()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('页面加载中…');
    expect(screen.getByText('fast page')).toBeTruthy();
    await act(async () => arriveSlow(page('slow page')));
    await wait(0);
    expect(screen.getByText('slow page')).toBeTruthy();
    expect(indicator()).toBeNull();
  });

  it('a preload nobody waits for shows no indicator; opening that route then does, after 200 ms', async () => {
    await open('/fast');
    await wait(0);
    const routes = table();
    void preloadRoutes(routes, '/slow');
    await wait(ROUTE_LOADING_DELAY_MS * 5);
    expect(indicator()).toBeNull();
    expect(screen.getByText('fast page')).toBeTruthy();
  });

  it('after 60 s without the code: an error with retry in place, the tabs usable; a late arrival still shows', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(rootLocation(reload));
    await open('/late');
    await wait(ROUTE_LOAD_TIMEOUT_MS - 100);
    expect(screen.queryByText('页面加载超时')).toBeNull();
    expect(indicator()).toBeTruthy();
    await wait(200);
    expect(screen.getByText('页面加载超时')).toBeTruthy();
    expect(indicator()).toBeNull();
    expect(screen.getByRole('navigation', { name: 'tabs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByText('fast tab')));
    await wait(0);
    expect(screen.getByText('fast page')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('late tab')));
    await wait(0);
    expect(screen.getByText('页面加载超时')).toBeTruthy();
    await act(async () => arriveLate(page('late page')));
    await wait(0);
    expect(screen.getByText('late page')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('the first screen', () => {
  // The app's entry preloads the route it opens on and renders once it is there (app-entry.tsx): that
  // render must commit the page itself. A route that suspended would commit the empty fallback first,
  // and React would then hold the page back by its reveal throttle (300 ms after a fallback).
  const homeTable = (load: () => Promise<PageModule>): RouteObject[] => [
    { Component: RootLayout, children: [{ path: '/home', ...lazyPage(load, { texts: [] }) }] },
  ];
  const app = (raw: RouteObject[]) => {
    const routes = withBoundaries(raw);
    function Routes() {
      return useRoutes(routes);
    }
    return (
      <MemoryRouter initialEntries={['/home']}>
        <Routes />
      </MemoryRouter>
    );
  };

  it('a preloaded route renders in the first commit, never the fallback', async () => {
    const raw = homeTable(() => Promise.resolve(page('home page')));
    await act(() => preloadRoutes(raw, '/home'));
    act(() => void render(app(raw)));
    expect(screen.getByText('home page')).toBeTruthy();
    expect(document.querySelector('.route-fallback')).toBeNull();
  });

  it('a route not loaded yet shows the fallback, then the page', async () => {
    let arrive: (m: PageModule) => void = () => undefined;
    const raw = homeTable(() => new Promise<PageModule>((r) => (arrive = r)));
    await act(async () => void render(app(raw)));
    expect(document.querySelector('.route-fallback')).not.toBeNull();
    await act(async () => arrive(page('home page')));
    await wait(0);
    expect(screen.getByText('home page')).toBeTruthy();
  });
});
