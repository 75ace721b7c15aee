// Toasts and modals (docs/product.md#states, docs/product.md#errors): one toast at a time; a modal reads OK / Cancel with a blue
// confirm and a black cancel (screens show loading in place: docs/decisions.md). Built on antd-mobile's
// imperative API, whose code (feedback-ui) loads on first use or on the first tap, so the first screen never
// waits on it.
// What is on screen or waiting to show can be dismissed and listed (tests close what they open).
import { createElement } from 'react';
// The one part of antd-mobile needed at start, by its own path (the build holds the same modules either way; why this
// path and how tests keep one instance of the library: docs/decisions.md#tests).
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { t } from '@/i18n';
import { setRequestReporter } from '@/lib/request/report';
import { onStorageFault } from '@/lib/storage';
import { render, unmount, unmountAll } from './react-root-render';

/** antd-mobile 5 renders its imperative UI with React 18's API; give it React 19's (stack.md). */
export function installReact19Render(): void {
  unstableSetRender((node, container) => {
    render(node, container);
    return () => unmount(container);
  });
}
installReact19Render();

const importUi = () => import('./feedback-ui');
type Ui = Awaited<ReturnType<typeof importUi>>;
let ui: Ui | undefined;
let uiLoading: Promise<Ui> | undefined;
const pending: ((ui: Ui) => void)[] = [];

/** Loads the toast and modal UI (once); calls made before it is there run in order when it arrives. */
export function loadFeedbackUi(): Promise<Ui> {
  uiLoading ??= importUi().then((m) => {
    ui = m;
    pending.splice(0).forEach((run) => run(m));
    return m;
  });
  return uiLoading;
}

/** Runs `run` with the UI now, or right after it loads (in call order). */
function withUi(run: (ui: Ui) => void): void {
  if (ui) return run(ui);
  pending.push(run);
  void loadFeedbackUi();
}

/** Starts loading the UI on the first tap or key press, before the click that may need it. */
export function preloadFeedbackOnFirstInput(target: EventTarget = window): void {
  const preload = () => {
    target.removeEventListener('pointerdown', preload, true);
    target.removeEventListener('keydown', preload, true);
    void loadFeedbackUi();
  };
  target.addEventListener('pointerdown', preload, true);
  target.addEventListener('keydown', preload, true);
}

/** Toast duration (docs/product.md#constants). */
export const TOAST_MS = 2000;

type Showing = 'toast' | null;
type Timer = ReturnType<typeof setTimeout>;
let showing: Showing = null;
let toastTimer: Timer | undefined;
/** Every timer feedback has scheduled, so that a test (or a teardown) can cancel them all. */
const timers = new Set<Timer>();
/** Toasts waiting for their delay, by timer. */
const waiting = new Map<Timer, string>();
/**
 * Every toast shown since the last dismissToasts(), in order: the person read it even when a later toast took
 * its place or it hid itself after its duration, so what a test is told does not depend on how fast it ran.
 */
let told: string[] = [];

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

/** Closes the toast on screen and the ones waiting to show; says every toast shown since the last call, and those. */
export function dismissToasts(): string[] {
  const texts = [...told, ...waiting.values()];
  told = [];
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
  if (open.length) ui?.Dialog.clear();
  return open.map((m) => m.content);
}

export interface LeftOpen {
  toasts: string[];
  modals: string[];
}

/** Test teardown: closes and unmounts everything at once, cancels every timer, and says what was left open. */
export function cancelFeedback(): LeftOpen {
  const left = { toasts: dismissToasts(), modals: dismissModals() };
  timers.forEach((id) => clearTimeout(id));
  timers.clear();
  waiting.clear();
  showing = null;
  pending.length = 0;
  ui?.Toast.clear();
  ui?.Dialog.clear();
  // Every toast and modal off the page at once, without closing animations that would finish after the test.
  unmountAll();
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
    told.push(content);
    withUi(({ Toast, ToastText }) =>
      Toast.show({ content: createElement(ToastText, null, content), icon, duration: 0, maskClickable: true }),
    );
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
  if (showing !== 'toast') return;
  cancel(toastTimer);
  showing = null;
  withUi(({ Toast }) => Toast.clear());
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
    const { Dialog, DialogText } = await loadFeedbackUi();
    // Dismissed while its UI was still loading: it never opens.
    if (modal.dismissed) return new Promise<boolean>(() => undefined);
    const text = createElement(DialogText, null, content);
    if (noCancel) {
      await Dialog.alert({ title, content: text, confirmText, className: 'qh-modal' });
      answer = true;
    } else answer = await Dialog.confirm({ title, content: text, confirmText, cancelText, className: 'qh-modal' });
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

/** How long a full storage stays said: drafts are written as the person types, so once, not per key. */
export const STORAGE_FULL_NOTICE_MS = 60_000;

/**
 * A write the storage refused because it is full (a draft, the cart's edits) would be lost on reload:
 * the person is told, at most once a minute (installed at start-up).
 */
export function installStorageFeedback(): () => void {
  let saidAt = -Infinity;
  return onStorageFault((fault) => {
    if (fault.kind !== 'full' || Date.now() - saidAt < STORAGE_FULL_NOTICE_MS) return;
    saidAt = Date.now();
    showToast(t('common.storageFull'));
  });
}
