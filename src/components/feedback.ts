// Toast, loading and modals (spec sections 4 and 8): toast and loading share one display; a modal
// reads OK / Cancel with a blue confirm and a black cancel. Built on antd-mobile's imperative API.
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '@/i18n';
import { setRequestReporter } from '@/lib/request/report';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/** antd-mobile 5 renders its imperative UI with React 18's API; give it React 19's (stack.md). */
export function installReact19Render(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      roots.delete(container);
    };
  });
}
installReact19Render();

/** Toast duration (spec section 9). */
export const TOAST_MS = 2000;

type Showing = 'toast' | 'loading' | null;
let showing: Showing = null;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** Every timer feedback has scheduled, so that a test (or a teardown) can cancel them all. */
const timers = new Set<ReturnType<typeof setTimeout>>();

function later(run: () => void, ms: number): ReturnType<typeof setTimeout> {
  const id = setTimeout(() => {
    timers.delete(id);
    run();
  }, ms);
  timers.add(id);
  return id;
}

/** Cancels every scheduled toast and hide, and clears what is shown (test teardown). */
export function cancelFeedback(): void {
  timers.forEach((id) => clearTimeout(id));
  timers.clear();
  showing = null;
  Toast.clear();
  Dialog.clear();
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
    clearTimeout(toastTimer);
    showing = 'toast';
    Toast.show({ content, icon, duration: 0, maskClickable: true });
    toastTimer = later(() => hideToast(), duration);
  };
  if (delay > 0) later(run, delay);
  else run();
}

export function hideToast(): void {
  if (showing !== 'toast') {
    if (showing === 'loading') console.warn('[feedback] hideToast while loading is shown');
    return;
  }
  clearTimeout(toastTimer);
  showing = null;
  Toast.clear();
}

/** Shows the loading display; it stays until hideLoading(). */
export function showLoading(content: string = t('common.loading')): void {
  clearTimeout(toastTimer);
  showing = 'loading';
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

/** A modal; resolves true on OK and false on Cancel. */
export async function showModal(options: ModalOptions): Promise<boolean> {
  const { title, content, noCancel, confirmText = t('common.ok'), cancelText = t('common.cancel') } = options;
  if (noCancel) {
    await Dialog.alert({ title, content, confirmText, className: 'qh-modal' });
    return true;
  }
  return Dialog.confirm({ title, content, confirmText, cancelText, className: 'qh-modal' });
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
