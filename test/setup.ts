// Per-file setup of unit, component and integration tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Installs antd-mobile's React 19 renderer and the request layer's toasts, as the app does at start-up (stack.md).
import { cancelFeedback, installRequestFeedback } from '@/components/feedback';

installRequestFeedback();

// happy-dom 20's Response.clone() yields an empty body for a streamed network answer, and
// umi-request reads answers through clone(). Buffer each answer so clone() works as in browsers.
const networkFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = await networkFetch(input, init);
  const body = [101, 204, 205, 304].includes(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
};

afterEach(() => {
  // Toasts scheduled by a test must not outlive its environment ("window is not defined" from react-dom).
  cancelFeedback();
  cleanup();
  localStorage.clear();
});
