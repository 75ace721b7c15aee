// Toast, loading and modals (spec sections 4 and 8): toast and loading share one display; a modal
// reads OK / Cancel with a blue confirm and a black cancel. Built on antd-mobile's imperative API.
// What is on screen or waiting to show can be dismissed and listed (tests close what they open).
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '@/i18n';
import { setRequestReporter } from '@/lib/request/report';

/** The React roots of antd-mobile's imperative UI (toasts, modals) that are mounted now. */
const roots = new Map<Element | DocumentFragment, Root>();

/** antd-mobile 5 renders its imperative UI with React 18's API; give it React 19's (stack.md). */
export function installReact19Render(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      await Promise.resolve();
      // Already gone when unmountFeedback() took it down without its closing animation.
      if (roots.get(container) !== mounted) return;
      roots.delete(container);
      mounted.unmount();
    };
  });
}

/**
 * Takes every toast and modal off the page at once, without the closing animations that would
 * otherwise finish (and unmount, touching `window`) after a test's environment is gone.
 */
function unmountFeedback(): void {
  const mounted = [...roots];
  roots.clear();
  for (const [container, root] of mounted) {
    root.unmount();
    if (container instanceof Element) container.remove();
  }
}
installReact19Render();

/** Toast duration (spec section 9). */
export const TOAST_MS = 2000;

type Showing = 'toast' | 'loading' | null;
type Timer = ReturnType<typeof setTimeout>;
let showing: Showing = null;
/** The text of the toast on screen. */
let toastText = '';
let toastTimer: Timer | undefined;
/** Every timer feedback has scheduled, so that a test (or a teardown) can cancel them all. */
const timers = new Set<Timer>();
/** Toasts waiting for their delay, by timer. */
const waiting = new Map<Timer, string>();

function later(run: () => void, ms: number): Timer {
  const id = setTimeout(() => {
    timers.delete(id);
    run();
  }, ms);
  timers.add(id);
  return id;
}

function cancel(id: Timer | undefined): void {
  if (id === undefined) return;
  clearTimeout(id);
  timers.delete(id);
  waiting.delete(id);
}

/** Closes the toast on screen and the ones waiting to show; says which they were. */
export function dismissToasts(): string[] {
  const texts = [...(showing === 'toast' ? [toastText] : []), ...waiting.values()];
  [...waiting.keys()].forEach(cancel);
  if (showing === 'toast') hideToast();
  return texts;
}

interface OpenModal {
  content: string;
  dismissed: boolean;
}
const modals = new Set<OpenModal>();

/** Closes every open modal without an answer (nothing that waits for one goes on); says which they were. */
export function dismissModals(): string[] {
  const open = [...modals];
  open.forEach((m) => (m.dismissed = true));
  modals.clear();
  if (open.length) Dialog.clear();
  return open.map((m) => m.content);
}

export interface LeftOpen {
  toasts: string[];
  modals: string[];
  loading: boolean;
}

/** Test teardown: closes and unmounts everything at once, cancels every timer, and says what was left open. */
export function cancelFeedback(): LeftOpen {
  const loading = showing === 'loading';
  const left = { toasts: dismissToasts(), modals: dismissModals(), loading };
  timers.forEach((id) => clearTimeout(id));
  timers.clear();
  waiting.clear();
  showing = null;
  toastText = '';
  Toast.clear();
  Dialog.clear();
  unmountFeedback();
  return left;
}

export interface ToastOptions {
  /** Milliseconds to wait before showing (server errors wait 300 ms). */
  delay?: number;
  duration?: number;
  icon?: 'success' | 'fail';
}

/** Shows a text toast that hides itself after its duration (2 s by default). */
export function showToast(content: string, options: ToastOptions = {}): void {
  const { delay = 0, duration = TOAST_MS, icon } = options;
  const run = () => {
    cancel(toastTimer);
    showing = 'toast';
    toastText = content;
    Toast.show({ content, icon, duration: 0, maskClickable: true });
    toastTimer = later(() => hideToast(), duration);
  };
  if (delay > 0) {
    const id = later(() => {
      waiting.delete(id);
      run();
    }, delay);
    waiting.set(id, content);
  } else run();
}

export function hideToast(): void {
  if (showing !== 'toast') {
    if (showing === 'loading') console.warn('[feedback] hideToast while loading is shown');
    return;
  }
  cancel(toastTimer);
  showing = null;
  toastText = '';
  Toast.clear();
}

/** Shows the loading display; it stays until hideLoading(). */
export function showLoading(content: string = t('common.loading')): void {
  cancel(toastTimer);
  showing = 'loading';
  toastText = '';
  Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
}

export function hideLoading(): void {
  if (showing !== 'loading') {
    if (showing === 'toast') console.warn('[feedback] hideLoading while a toast is shown');
    return;
  }
  showing = null;
  Toast.clear();
}

export function currentFeedback(): Showing {
  return showing;
}

export interface ModalOptions {
  title?: string;
  content: string;
  /** No cancel button (code 99, code 80). */
  noCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}

/** A modal; resolves true on OK and false on Cancel (never, when it was dismissed without an answer). */
export async function showModal(options: ModalOptions): Promise<boolean> {
  const { title, content, noCancel, confirmText = t('common.ok'), cancelText = t('common.cancel') } = options;
  const modal: OpenModal = { content, dismissed: false };
  modals.add(modal);
  let answer: boolean;
  try {
    if (noCancel) {
      await Dialog.alert({ title, content, confirmText, className: 'qh-modal' });
      answer = true;
    } else answer = await Dialog.confirm({ title, content, confirmText, cancelText, className: 'qh-modal' });
  } finally {
    modals.delete(modal);
  }
  if (modal.dismissed) return new Promise<boolean>(() => undefined);
  return answer;
}

/** The request layer reports failures through this module's toast and modal (installed at start-up). */
export function installRequestFeedback(): void {
  setRequestReporter({
    toast: (message, { delay }) => showToast(message, { delay }),
    alert: async ({ title, content }) => {
      await showModal({ title, content, noCancel: true });
    },
  });
}
