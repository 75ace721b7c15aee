// The error boundaries of the route table, so that nobody meets a blank screen: one per route (the
// page's place shows what went wrong, the tab bar around it still works) and one at the root. A page
// whose code did not arrive offers to load the page again; a page that failed offers to retry.
// The router is the declarative one (route-page.tsx), which has no error boundaries of its own (nor
// useRouteError): RouteBoundary is a React error boundary that hands what it caught to its fallback.
import {
  Component,
  createContext,
  useContext,
  useLayoutEffect,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { connectionTimeoutMessage } from '@/i18n/connection-timeout';
import { isChunkLoadError, reloadPage } from './load-failure';
import { dropAppShell } from '@/lib/app-shell';
import { useBackOnline } from '@/components/use-back-online';

/** The error the nearest RouteBoundary caught (what useRouteError answers in a data router). */
const CaughtError = createContext<unknown>(undefined);

interface BoundaryProps {
  /** Shown instead of the children once they threw; reads the error with useContext(CaughtError). */
  fallback: ComponentType;
  /** A change (a navigation) renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: boolean;
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    if (!this.state.caught) return children;
    return (
      <CaughtError.Provider value={this.state.error}>
        <Fallback />
      </CaughtError.Provider>
    );
  }
}

/**
 * A route's error boundary: what its element throws (while rendering, or a chunk failing under it)
 * shows `fallback` in the route's place. Any navigation, even to the same address, tries again.
 */
export function RouteBoundary({ fallback, children }: { fallback: ComponentType; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} resetKey={key}>
      {children}
    </Boundary>
  );
}

interface RouteErrorProps {
  /** The failure of a route's code download (route-page.tsx), when it is not a render error. */
  loadError?: unknown;
  /** The route's code has not arrived within the time-out (route-loading.ts). */
  timedOut?: boolean;
}

/** In a route's place: a clear message, retry (or load again), and the way home. */
export function RouteError({ loadError, timedOut = false }: RouteErrorProps) {
  const routeError = useContext(CaughtError);
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(dropAppShell, []);
  const error = loadError ?? routeError;
  // Code that did not arrive (or did not run) comes back only with a fresh page load.
  const reload = timedOut || loadError !== undefined || isChunkLoadError(error);
  if (!reload) console.error('[route] the page failed', error);
  // A navigation to the same address renders the route afresh (a new location resets the boundary).
  const retry = () => (reload ? reloadPage() : navigate(`${pathname}${search}${hash}`, { replace: true }));
  // Code that did not arrive because the phone is offline: said so, and loaded again when the network is back.
  const offline = useBackOnline(reload ? (error ?? 'timeout') : undefined, retry) && reload;
  return (
    <ErrorView
      testId="route-error"
      title={
        offline
          ? t('load.offlineTitle')
          : timedOut
            ? t('load.timeoutTitle')
            : reload
              ? t('load.chunkTitle')
              : t('load.errorTitle')
      }
      body={offline ? t('load.offlineBody') : reload ? connectionTimeoutMessage() : t('load.errorBody')}
      action={reload ? t('load.reload') : t('load.retry')}
      onAction={retry}
      tapAnywhere={reload}
      home={pathname !== paths.tab.home}
    />
  );
}

/** At the root, for anything no route caught: the same message, and a fresh page load to recover. */
export function RootError() {
  const error = useContext(CaughtError);
  const t = useT();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error('[route] the app failed', error);
  return (
    <ErrorView
      testId="root-error"
      title={chunk ? t('load.chunkTitle') : t('load.errorTitle')}
      body={chunk ? connectionTimeoutMessage() : t('load.rootBody')}
      action={t('load.reload')}
      onAction={reloadPage}
      tapAnywhere={chunk}
      home={false}
    />
  );
}

interface ErrorViewProps {
  testId: string;
  title: string;
  /** A text of the interface language, or the connection time-out message in its own language. */
  body: string | { lang: string; text: string };
  action: string;
  onAction: () => void;
  /** The message says "tap the screen to retry" (docs/product.md#errors): a tap anywhere but the home link retries. */
  tapAnywhere?: boolean;
  /** Offer the way to the home tab too. */
  home: boolean;
}

function ErrorView({ testId, title, body, action, onAction, home, tapAnywhere = false }: ErrorViewProps) {
  const t = useT();
  const onTap = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a, button')) return;
    onAction();
  };
  return (
    <section className="route-error" role="alert" data-testid={testId} onClick={tapAnywhere ? onTap : undefined}>
      <h1>{title}</h1>
      {typeof body === 'string' ? <p>{body}</p> : <p lang={body.lang}>{body.text}</p>}
      <div className="route-error-actions">
        <button type="button" onClick={onAction}>
          {action}
        </button>
        {home && (
          <Link to={paths.tab.home} replace>
            {t('load.goHome')}
          </Link>
        )}
      </div>
    </section>
  );
}
