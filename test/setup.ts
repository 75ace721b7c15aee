// Per-file setup of unit, component and integration tests.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Installs antd-mobile's React 19 renderer and the request layer's toasts, as the app does at start-up (stack.md).
import { cancelFeedback, installRequestFeedback } from '@/components/feedback';
import { loadDictionaries, locales } from '@/i18n';

// Every namespace in both languages, as a lazy route has them (src/app/route-page.tsx) and a switch of
// language loads them (switchLocale); the home's core-only rule has its own test.
await Promise.all(locales.map((l) => loadDictionaries(l)));

installRequestFeedback();
// The toast and modal UI (antd-mobile's, which the app loads on first use), loaded before the tests: a test's wait for
// its first toast ends on the toast, not on loading a UI library on a busy machine.
await import('@/components/feedback-ui');

// waitFor and findBy end when what they wait for shows; their bound (1 s by default) only ends a test that fails.
// npm test runs the unit files beside the time-zone run on two cores: a second was a time limit in disguise.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom 20's Response.clone() yields an empty body for a streamed network answer, and
// umi-request reads answers through clone(). Buffer each answer so clone() works as in browsers.
const networkFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = await networkFetch(input, init);
  const body = [101, 204, 205, 304].includes(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
};

afterEach(() => {
  // Nothing a test opened may outlive it: timers, closing animations and their unmounts would run
  // after the environment is gone ("window is not defined" from react-dom). Everything is taken down
  // at once here; what the test left open fails it, because the test that opens a toast or a modal
  // closes it (dismissToasts(), dismissModals() from components/feedback). A toast
  // counts from the moment it shows, even once it has hidden itself: whether it still shows is a matter of speed.
  const left = cancelFeedback();
  cleanup();
  localStorage.clear();
  const open = [...left.toasts.map((text) => `toast "${text}"`), ...left.modals.map((text) => `modal "${text}"`)];
  if (open.length)
    throw new Error(`The test left ${open.join(', ')} open: close what it opens (dismissToasts(), dismissModals()).`);
});
