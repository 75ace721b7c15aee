// A small pull-to-refresh (touch, and mouse drag on desktop) driven by the state machine in
// pull-state.ts, for the site's index pages and the app's lists: no animation library (antd-mobile's
// brings react-spring and @use-gesture), no UI library, so the site's first load stays small too.
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { initialPull, PULL_ANIMATION_MS, pullReducer, type PullStatus } from './pull-state';

/** What the indicator says in each state (localized by the caller); none while idle or aborting. */
export type PullLabels = Record<'pulling' | 'canRelease' | 'refreshing' | 'restoring', string>;

const atTop = () => (document.scrollingElement?.scrollTop ?? 0) <= 0;

export function PullToRefresh({
  onRefresh,
  labels,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  labels: PullLabels;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(pullReducer, initialPull);
  const box = useRef<HTMLDivElement>(null);
  // The latest callback, without restarting a refresh under way when the caller passes a new one.
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    if (state.status === 'refreshing') {
      let live = true;
      // A failed refresh is the screen's to show (its error state); the indicator just restores.
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => live && dispatch({ type: 'done' }));
      return () => {
        live = false;
      };
    }
    if (state.status === 'restoring' || state.status === 'aborting') {
      const id = setTimeout(() => dispatch({ type: 'settled' }), PULL_ANIMATION_MS);
      return () => clearTimeout(id);
    }
  }, [state.status]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    const begin = (y: number) => {
      startY = atTop() ? y : null;
    };
    const move = (y: number, e: Event) => {
      if (startY === null) return;
      const dy = y - startY;
      if (dy > 0 && e.cancelable) e.preventDefault();
      dispatch({ type: 'move', dy });
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      dispatch({ type: 'release' });
    };
    const onTouchStart = (e: TouchEvent) => (e.touches.length === 1 ? begin(e.touches[0]!.clientY) : (startY = null));
    const onTouchMove = (e: TouchEvent) => move(e.touches[0]!.clientY, e);
    const onMouseDown = (e: MouseEvent) => {
      if (e.button === 0 && !(e.target as Element).closest('a,button')) begin(e.clientY);
    };
    const onMouseMove = (e: MouseEvent) => move(e.clientY, e);
    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    el.addEventListener('mousedown', onMouseDown);
    window.addEventListener('mousemove', onMouseMove);
    window.addEventListener('mouseup', end);
    return () => {
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
      el.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', end);
    };
  }, []);

  const dragging = state.status === 'pulling' || state.status === 'canRelease';
  const label = (labels as Partial<Record<PullStatus, string>>)[state.status];
  return (
    <div ref={box} className="qh-pull" data-status={state.status}>
      <div
        className="qh-pull-indicator"
        style={{ height: state.distance, transition: dragging ? 'none' : `height ${PULL_ANIMATION_MS}ms ease` }}
        aria-live="polite"
        data-testid="pull-indicator"
      >
        {label ?? ''}
      </div>
      {children}
    </div>
  );
}
