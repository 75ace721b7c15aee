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
  },
});
