// End-to-end tests: playwright-core driving Debian's Chromium against dist/ served with the mock.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser per worker, two workers at most.
    maxWorkers: 2,
    // expect.poll waits for what the person would see next (a screen's data, a redirect, a toast going).
    // These tests assert behaviour, never speed (npm run bench does that): the default second is a time
    // limit in disguise, and two browsers on two busy cores missed it now and then (a first load, a
    // location answer). Ten seconds: a real failure still fails, well inside the test's 60 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
