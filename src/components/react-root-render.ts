// How antd-mobile's imperative UI (Toast, Dialog) mounts on React 19: one createRoot per container.
// Bundled in place of rc-util's React/render (CommonJS, with a regenerator runtime and a React 18
// fallback this app never runs; see vite.config.ts), and handed to unstableSetRender by feedback.ts.
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await Promise.resolve();
  roots.get(container)?.unmount();
  roots.delete(container);
}

// rc-util's test-only names, so that the module keeps its shape.
export { render as _r, unmount as _u };
