// How antd-mobile's imperative UI (Toast, Dialog) mounts on React 19: one createRoot per container.
// Bundled in place of rc-util's React/render (CommonJS, with a regenerator runtime and a React 18
// fallback this app never runs; see vite.config.ts), and handed to unstableSetRender by feedback.ts.
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** The roots mounted now, by container. */
const roots = new Map<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  const mounted = roots.get(container);
  await Promise.resolve();
  // Already gone when unmountAll() took it down without its closing animation.
  if (!mounted || roots.get(container) !== mounted) return;
  roots.delete(container);
  mounted.unmount();
}

/**
 * Takes every root down at once, without the closing animations that would otherwise finish (and
 * unmount, touching `window`) after a test's environment is gone.
 */
export function unmountAll(): void {
  const mounted = [...roots];
  roots.clear();
  for (const [container, root] of mounted) {
    root.unmount();
    if (container instanceof Element) container.remove();
  }
}

// rc-util's test-only names, so that the module keeps its shape.
export { render as _r, unmount as _u };
