// Error boundaries of the route table: a failing page shows a localized message in its own place with
// a retry while the navigation around it keeps working; a page whose code did not arrive offers to
// load the page again; nothing ever shows React Router's developer page (or a blank screen). The
// tables render as the app renders its own: the declarative router with withBoundaries (route-page.tsx).
import { isValidElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { setLocale } from '@/i18n';
import { lazyLayout, lazyPage, withBoundaries } from './route-page';
import { RootError, RouteBoundary } from './route-error';
import { routes } from './routes';
import { openRoutes, rootLocation, tabsOf } from './routes.fixture';

let broken = true;
function FlakyPage() {
  if (broken) throw new Error('stored data of an unexpected shape');
  return <p>flaky page works</p>;
}
const FinePage = () => <p>fine page</p>;

const Tabs = tabsOf(['fine', 'flaky']);

function BrokenLayout(): never {
  throw new Error('a layout without a boundary of its own');
}

const table: RouteObject[] = [
  {
    Component: Outlet,
    ErrorBoundary: RootError,
    children: [
      {
        Component: Tabs,
        children: [
          { path: '/flaky', ...lazyPage(() => Promise.resolve({ default: FlakyPage })) },
          { path: '/fine', ...lazyPage(() => Promise.resolve({ default: FinePage })) },
          {
            path: '/missing-chunk',
            ...lazyPage<object>(() =>
              Promise.reject(
                new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/mine-page-x1.js'),
              ),
            ),
          },
        ],
      },
      { path: '/broken-layout', Component: BrokenLayout },
      {
        ...lazyLayout(() => Promise.reject(new TypeError('Importing a module script failed.'))),
        children: [{ path: '/under-missing-layout', Component: FinePage }],
      },
    ],
  },
];

const tableElements = withBoundaries(table);
const open = (path: string) => openRoutes(tableElements, path);

beforeEach(() => {
  setLocale('zh-CN');
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('route error boundaries', () => {
  it('a failing page shows the message in its place; the tabs still work; retry renders it again', async () => {
    await open('/flaky');
    expect(await screen.findByText('这个页面出了点问题')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'tabs' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('fine tab')));
    expect(await screen.findByText('fine page')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('flaky tab')));
    expect(await screen.findByText('这个页面出了点问题')).toBeTruthy();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('flaky page works')).toBeTruthy();
  });

  it('a page whose code did not arrive says so and loads the page again, once', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(rootLocation(reload));
    await open('/missing-chunk');
    expect(await screen.findByText('页面没能加载出来')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'tabs' })).toBeTruthy();
    // The connection time-out message (docs/product.md#errors) in the person's language, marked with it.
    const message = screen.getByText('连接服务器超时，点击屏幕重试');
    expect(message.getAttribute('lang')).toBe('zh-CN');
    // As it says, a tap on the screen (not only the button) loads the page again; once in all.
    fireEvent.click(message);
    expect(reload).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: '重新加载' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a layout whose code did not arrive says so in its place (Safari's wording)", async () => {
    await open('/under-missing-layout');
    expect(await screen.findByText('页面没能加载出来')).toBeTruthy();
    expect(screen.queryByText('fine page')).toBeNull();
  });

  it('an error no route catches lands on the root boundary, never on the developer page', async () => {
    await open('/broken-layout');
    expect(await screen.findByTestId('root-error')).toBeTruthy();
    expect(screen.getByText('重新加载')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error|Hey developer/);
  });

  it('every route of the app has an error boundary, and so has the root', () => {
    const missing: string[] = [];
    const walk = (list: RouteObject[], at: string) =>
      list.forEach((r, i) => {
        const name = r.path ?? `${at}[${i}]`;
        if (!r.ErrorBoundary && !r.errorElement) missing.push(name);
        if (r.children) walk(r.children, name);
      });
    walk(routes, 'root');
    expect(missing).toEqual([]);
    // ...and the table the app renders has each of them around its route's element.
    const unbounded: string[] = [];
    const walkRendered = (list: RouteObject[], at: string) =>
      list.forEach((r, i) => {
        const name = r.path ?? `${at}[${i}]`;
        if (!isValidElement(r.element) || r.element.type !== RouteBoundary || r.Component || r.ErrorBoundary)
          unbounded.push(name);
        if (r.children) walkRendered(r.children, name);
      });
    walkRendered(withBoundaries(routes), 'root');
    expect(unbounded).toEqual([]);
  });
});
