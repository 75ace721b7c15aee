// Per-file setup of unit, component and integration tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Installs antd-mobile's React 19 renderer, as the app does at start-up (stack.md).
import '@/lib/feedback';

// happy-dom 20's Response.clone() yields an empty body for a streamed network answer, and
// umi-request reads answers through clone(). Buffer each answer so clone() works as in browsers.
const networkFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = await networkFetch(input, init);
  const body = [101, 204, 205, 304].includes(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
