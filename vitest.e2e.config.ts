// End-to-end tests: playwright-core driving Debian's Chromium against dist/ served with the mock.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files that run longest, longest first. With no record of an earlier run (a clean clone, CI), vitest
 * starts the biggest files first, and the fault sweeps are four-line files whose cases live in sweep-faults.ts:
 * they started last and ran on one core while the other had nothing left to do.
 */
const LONGEST_FIRST = [
  'station.e2e.ts',
  'activity.e2e.ts',
  'sweep-xss.e2e.ts',
  'sweep-faults-more.e2e.ts',
  'sweep-faults-shop.e2e.ts',
  'sweep-storage.e2e.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(basename(f.moduleId));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // A stable sort: the rest keep vitest's own order (what ran longest last time, else the biggest first).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser per worker. Three workers on these two cores: with two, the cores were 82% busy (a test waits for
    // the mock, the browser and the test process in turn), with three 95%: 470 s -> 430 s on the same build.
    maxWorkers: 3,
    // The files of a worker share one module graph: the mock, the harness and the app's rules they import load once
    // per worker, not once per file (about 1.8 s a file). Each file still starts its own mock server (its own
    // store) and browser; nothing in mock/ or test/e2e/ keeps state between files but caches.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // expect.poll waits for what the person would see next (a screen's data, a redirect, a toast going).
    // These tests assert behaviour, never speed (npm run bench does that): the default second is a time
    // limit in disguise, and two browsers on two busy cores missed it now and then (a first load, a
    // location answer). Ten seconds: a real failure still fails, well inside the test's 60 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
