// The one way a screen shows the state of its data (docs/architecture.md#house-style): a skeleton while the first
// answer is on its way, an error with a retry in place, an empty state, then the content.
import { useDeferredValue, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useT } from '@/i18n';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError, isNotFound } from '@/lib/request/errors';
import { useBackOnline } from './use-back-online';

/** What a screen's data request looks like (ahooks' useRequest result has this shape). */
export interface RequestState<T> {
  data?: T;
  loading: boolean;
  error?: Error;
  refresh: () => void;
}

export interface EmptyProps {
  title?: string;
  description?: string;
  action?: ReactNode;
}

/** The localized message of a failure: the ApiError's own, else a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function Skeleton({ rows = 4, variant = 'list' }: { rows?: number; variant?: 'list' | 'grid' | 'detail' }) {
  const t = useT();
  return (
    <div
      className={`qh-skeleton qh-skeleton--${variant}`}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="qh-skeleton-item">
          <div className="qh-skeleton-media" />
          <div className="qh-skeleton-lines">
            <div className="qh-skeleton-line" />
            <div className="qh-skeleton-line qh-skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, description, action }: EmptyProps) {
  const t = useT();
  return (
    <div className="qh-state" data-testid="empty-state">
      <svg className="qh-state-icon" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="18" width="44" height="32" rx="6" fill="var(--qh-primary-soft)" />
        <path d="M10 28h44M26 36h12" stroke="var(--qh-primary)" strokeWidth="3" strokeLinecap="round" fill="none" />
      </svg>
      <p className="qh-state-title">{title ?? t('common.empty')}</p>
      {description && <p className="qh-state-desc">{description}</p>}
      {action}
    </div>
  );
}

/** What a stale or mistyped link asked for does not exist: the server's words, and the way home (no retry). */
function GoneState({ error }: { error: ApiError }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={error.message}
      description={t('common.notFoundHint')}
      action={
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(paths.tab.home, { replace: true })}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

/** A failed load with a retry in place; a read answered "not found" is an empty state instead (nothing to retry). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  // Offline: said as such, and retried by itself when the network is back.
  const offline = useBackOnline(error, onRetry);
  if (isNotFound(error)) return <GoneState error={error as ApiError} />;
  return (
    <div className="qh-state" role="alert" data-testid="error-state">
      <svg className="qh-state-icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="22" fill="var(--qh-primary-soft)" />
        <path d="M32 20v15M32 42v2" stroke="var(--qh-primary)" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="qh-state-title">{offline ? t('load.offlineTitle') : t('common.loadFailed')}</p>
      <p className="qh-state-desc">{offline ? t('load.offlineBody') : errorMessage(error, t('errors.server'))}</p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export interface LoadableProps<T> {
  request: RequestState<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: EmptyProps;
}

/**
 * Skeleton, error with retry, empty state or the content, from one request's state. The content's first render,
 * when its answer arrives, is a background render React slices into short tasks (the skeleton stays until it
 * commits): a screen's whole content rendered in one piece was a long task of the page's start. Content there at
 * once (an answer kept from before) renders at once, so that a restored scroll position finds it.
 */
export function Loadable<T>({ request, children, skeleton, isEmpty, empty }: LoadableProps<T>) {
  const { data, error, refresh } = request;
  const arrived = useDeferredValue(data !== undefined, data !== undefined);
  if (data === undefined || !arrived)
    return error ? <ErrorState error={error} onRetry={refresh} /> : (skeleton ?? <Skeleton />);
  if (isEmpty?.(data)) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
