// Per-file setup of unit, component and integration tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Installs antd-mobile's React 19 renderer, as the app does at start-up (stack.md).
import '@/lib/feedback';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
