// A small pull-to-refresh for the site's index pages (touch, and mouse drag on desktop), driven by the
// state machine in pull-state.ts; antd-mobile's stays out of the site's first load.
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { initialPull, PULL_ANIMATION_MS, pullReducer, type PullStatus } from './pull-state';
import type { SiteT } from './site-i18n';

const labels: Partial<Record<PullStatus, Parameters<SiteT>[0]>> = {
  pulling: 'pullPulling',
  canRelease: 'pullCanRelease',
  refreshing: 'pullRefreshing',
  restoring: 'pullDone',
};

const atTop = () => (document.scrollingElement?.scrollTop ?? 0) <= 0;

export function PullToRefresh({ onRefresh, t, children }: { onRefresh: () => Promise<void>; t: SiteT; children: ReactNode }) {
  const [state, dispatch] = useReducer(pullReducer, initialPull);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'refreshing') {
      let live = true;
      void onRefresh().finally(() => live && dispatch({ type: 'done' }));
      return () => {
        live = false;
      };
    }
    if (state.status === 'restoring' || state.status === 'aborting') {
      const id = setTimeout(() => dispatch({ type: 'settled' }), PULL_ANIMATION_MS);
      return () => clearTimeout(id);
    }
  }, [state.status, onRefresh]);

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
  const label = labels[state.status];
  return (
    <div ref={box} className="site-pull" data-status={state.status}>
      <div
        className="site-pull-indicator"
        style={{ height: state.distance, transition: dragging ? 'none' : `height ${PULL_ANIMATION_MS}ms ease` }}
        aria-live="polite"
        data-testid="site-pull-indicator"
      >
        {label ? t(label) : ''}
      </div>
      {children}
    </div>
  );
}
