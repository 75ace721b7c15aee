// `npm run bench:trace`: the start-up breakdown (docs/decisions.md, "Start-up in pieces"). Loads each app page the bench measures in
// Chromium with a performance trace (CPU samples included), and prints each page's main-thread tasks
// that the calibrated slowdown makes long (over 50 ms), each split by kind and by file, with the blocking
// time they add up to. Time is CPU time of the main thread, so a shared machine's load weighs little; the
// slowdown defaults to the bench's quiet-machine calibration (×8.53: 4× at index 1750, index 3731).
// Usage: tsx scripts/bench-trace.ts [--no-build] [--runs N] [--slowdown X] [--only <page>] [--dist <dir>] [--functions]
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../mock/server';
import { launchBrowser, openPage, settled } from '../test/e2e/harness';
import { SETTING_DEFAULTS } from '../src/config/defaults';
import { localDay } from '../src/lib/local-day';
import { blockingMs, breakdown, type Kind, type PageBreakdown, type TraceEvent } from './bench/trace-breakdown';
import { median } from './bench/report';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 3);
const SLOWDOWN = Number(option('--slowdown') ?? 8.53);
const ONLY = option('--only');
/** Under each task, the functions with the most of its JavaScript (best read on an unminified build). */
const FUNCTIONS = argv.includes('--functions');
/** The build to serve (default dist/, which --no-build leaves as it is). */
const DIST = option('--dist') ?? 'dist';
/** A task counts when the slowdown makes it longer than 50 ms. */
const MIN_CPU_MS = 50 / SLOWDOWN;
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

interface BenchPage {
  name: string;
  path: string;
  /** Visible when the page's first screen is there. */
  screen: string;
  laterLaunch?: boolean;
}

const PAGES: BenchPage[] = [
  { name: 'app home, first launch of the day', path: '/#/pages/tabbar/home', screen: '.qh-product' },
  { name: 'app home, later launch', path: '/#/pages/tabbar/home', screen: '.qh-product', laterLaunch: true },
  { name: 'shared activity link', path: '/#/pages/activity/detail?code=AC003', screen: '.act-title' },
  { name: 'product detail', path: '/#/pages/product/detail?code=P002', screen: '.product-title' },
  { name: 'app frame alone', path: '/#/pages/no-such-page', screen: '.qh-page-header' },
];

async function traceOnce(browser: Browser, app: RunningServer, page: BenchPage): Promise<PageBreakdown> {
  const opened = await openPage(browser, app.url, { agent: 'androidChrome' });
  try {
    if (page.laterLaunch) {
      const key = `${process.env.VITE_APP_LABEL || SETTING_DEFAULTS.VITE_APP_LABEL}_startScreenDay`;
      await opened.context.addInitScript(
        ([k, v]) => localStorage.setItem(k as string, v as string),
        [key, JSON.stringify(localDay())],
      );
    }
    await browser.startTracing(opened.page, { categories: CATEGORIES });
    await opened.page.goto(`${app.url}${page.path}`);
    await opened.page.locator(page.screen).first().waitFor({ state: 'visible', timeout: 30_000 });
    await settled(opened.page, 1000, 30_000);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_DUMP) writeFileSync(process.env.TRACE_DUMP, buffer);
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return breakdown(traceEvents, app.url, MIN_CPU_MS);
  } finally {
    await opened.context.close();
  }
}

const ms = (n: number) => n.toFixed(0);
const KINDS: Kind[] = ['evaluate', 'run', 'compile', 'style', 'css', 'layout', 'paint', 'html', 'gc', 'other'];

function describe(t: PageBreakdown['tasks'][number]): string {
  const kinds = KINDS.filter((k) => (t.kinds[k] ?? 0) >= 0.5)
    .map((k) => `${k} ${(t.kinds[k] ?? 0).toFixed(1)}`)
    .join(', ');
  const files = Object.entries(t.files)
    .sort((a, b) => b[1] - a[1])
    .filter(([, v]) => v >= 0.5)
    .slice(0, 4)
    .map(([f, v]) => `${f} ${v.toFixed(1)}`)
    .join(', ');
  return `${kinds}${files ? ` | JS by file: ${files}` : ''}`;
}

async function main() {
  if (!argv.includes('--no-build')) execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  const app = await startServer({ port: 0, staticDir: DIST });
  const browser = await launchBrowser();
  const load = [loadavg()[0] ?? 0];
  const summary: string[] = [];
  try {
    for (const page of PAGES.filter((p) => !ONLY || p.name.includes(ONLY))) {
      const runs: PageBreakdown[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(browser, app, page));
      load.push(loadavg()[0] ?? 0);
      const blocking = runs.map((r) => blockingMs(r, SLOWDOWN));
      const mid = runs[blocking.indexOf(median(blocking))] ?? runs[0]!;
      console.log(`\n## ${page.name} (${page.path})`);
      console.log(
        `estimated blocking time ×${SLOWDOWN}: median ${ms(median(blocking))} ms (runs ${blocking.map(ms).join(', ')}); median run, FCP at ${mid.fcpMs?.toFixed(0) ?? '?'} ms real; tasks over ${MIN_CPU_MS.toFixed(1)} ms CPU:`,
      );
      console.log('| at (ms, real) | CPU ms | ×slowdown ms | blocking ms | started by | breakdown (CPU ms) |');
      console.log('|---|---|---|---|---|---|');
      for (const t of mid.tasks) {
        const slowed = t.cpuMs * SLOWDOWN;
        const blocks = t.atMs >= (mid.fcpMs ?? 0) ? Math.max(0, slowed - 50) : 0;
        console.log(
          `| ${ms(t.atMs)} | ${t.cpuMs.toFixed(1)} | ${ms(slowed)} | ${t.driver ? 'not counted' : t.atMs < (mid.fcpMs ?? 0) ? 'before FCP' : ms(blocks)} | ${t.cause} | ${describe(t)} |`,
        );
        if (FUNCTIONS)
          for (const [fn, v] of Object.entries(t.functions)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12))
            console.log(`|   | ${v.toFixed(1)} | | | | ${fn} |`);
      }
      summary.push(`| ${page.name} | ${ms(median(blocking))} | ${blocking.map(ms).join(', ')} | ${mid.tasks.length} |`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  console.log(
    `\n| page | est. blocking (median) | runs | long tasks (median run) |\n|---|---|---|---|\n${summary.join('\n')}`,
  );
  console.log(
    `\nload average (1 min) during the runs: ${load.map((n) => n.toFixed(1)).join(', ')}; ${new Date().toISOString()}`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
