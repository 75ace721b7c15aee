// `npm run bench`: builds the app, serves dist/ with the mock on loopback, measures it and prints one
// table, one row per metric with its budget beside it; exits 1 when a budget is missed.
// Usage: tsx scripts/bench.ts [--no-build] [--no-lighthouse]
//   --no-build       measure the dist/ of the last `npm run build`
//   --no-lighthouse  leave out the Lighthouse rows (they take most of the time)
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { launchBrowser, type AgentName } from '../test/e2e/harness';
import { startServer, type RunningServer } from '../mock/server';
import { SITE_JS_BUDGET_KB, kb, siteFirstLoad } from './site-budget';
import { APP_FIRST_LOAD_BUDGET_KB, APP_ROUTE_BUDGET_KB, appLoad, type AppLoad } from './app-budget';
import {
  cartGrowth,
  firstLoad,
  listGrowth,
  photoUpload,
  wechatEntry,
  HOME_SCREEN,
  type FirstLoadResult,
  type FirstScreen,
  type GrowthResult,
} from './bench/browser';
import {
  benchmarkIndexNow,
  findLighthouse,
  runLighthouse,
  LIGHTHOUSE_VERSION,
  type Lighthouse,
  type LighthouseRun,
} from './bench/lighthouse';
import { cpuSlowdownFor, REFERENCE_INDEX, REFERENCE_SLOWDOWN } from './bench/calibrate';
import { laterLaunchProfile, saveFilmstrip } from './bench/profile';
import { fileDifference } from './bench/first-load';
import { allWithinBudget, formatTable, median, ratio, type Row } from './bench/report';
import type { Browser } from 'playwright-core';

const DIST = 'dist';
const KB = 1024;
const LIGHTHOUSE_RUNS = 3;
/** The WeChat entry: every mock call takes this long; the first screen may wait for at most this many in a row. */
const ENTRY_LATENCY_MS = 200;
const ENTRY_ROUND_TRIPS = 2;
const UPLOAD_BUDGET_KB = 400;
/** Flat growth: the larger case may cost at most this many times the small one. */
const FLAT_RATIO = 2;
const LIST_PAGES = 20;
const CART_SMALL = 10;
const CART_LARGE = 100;
/** A shared activity link (a group buy with items and pictures). */
const SHARED_ACTIVITY = '/#/pages/activity/detail?code=AC003';
const APP_HOME = '/#/pages/tabbar/home';
/** An app route no page matches: the app's frame (start-up code, session, layout) with one heading and no data. */
const APP_FRAME = '/#/pages/no-such-page';
/** A product detail (a shared product link). */
const PRODUCT = '/#/pages/product/detail?code=P002';
/** Each app page's LCP may be at most this much above the frame's (median against median). */
const FRAME_MARGIN_S = 0.3;
/** Where the bench leaves each page's filmstrip (the median run's thumbnails). */
const FILMSTRIPS = join('test-output', 'bench');

const args = new Set(process.argv.slice(2));
const rows: Row[] = [];
const notes: string[] = [];

/** Runs one measurement; a failure becomes rows with no value (a budgeted one fails the bench), never a crash. */
async function measure(
  what: string,
  metrics: { metric: string; budget?: Row['budget']; budgetShown?: string }[],
  run: () => Promise<Row[]>,
): Promise<void> {
  const started = Date.now();
  process.stdout.write(`• ${what} ... `);
  try {
    const measured = await run();
    rows.push(...measured);
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (e) {
    console.log('FAILED');
    const why = String(e instanceof Error ? e.message : e).split('\n')[0] ?? '';
    rows.push(...metrics.map((m) => ({ ...m, value: null, shown: 'n/a', note: `not measured: ${why.slice(0, 160)}` })));
  }
}

const jsFiles = (n: number) => `${n} JS file${n === 1 ? '' : 's'}`;
const maxKb = (n: number) => ({ budget: { max: n }, budgetShown: `≤ ${n} KB` });

/**
 * First load = what the first screen needs: the JS and requests sent before it was shown and before the
 * browser first ran idle-time work (budgeted); what came after it until the page settled (the home's idle load and the like) is a row of its own, information.
 * `counted`: what a build script counts for the page, for the note (agreement, or the difference explained).
 */
function loadRows(
  name: string,
  budgetKb: number,
  r: FirstLoadResult,
  screen: string,
  where: string,
  counted: string,
): Row[] {
  return [
    {
      metric: `first-load JS, ${name}`,
      value: r.first.jsGzip / KB,
      shown: `${kb(r.first.jsGzip)} KB`,
      ...maxKb(budgetKb),
      note: `${jsFiles(r.first.js.length)} requested before ${screen} and before the browser's first idle-time work, gzip -9; ${where}; ${counted}`,
    },
    {
      metric: `requests, ${name}`,
      value: r.first.requests,
      shown: String(r.first.requests),
      note: `every request before the same moment, documents and redirects included`,
    },
    {
      metric: `JS after the first screen, ${name}`,
      value: r.after.jsGzip / KB,
      shown: `${kb(r.after.jsGzip)} KB`,
      note: `${jsFiles(r.after.js.length)} more, requested after it until the page settled`,
    },
    {
      metric: `requests after the first screen, ${name}`,
      value: r.after.requests,
      shown: String(r.after.requests),
      note: 'every request after it until the page settled',
    },
  ];
}

/** The home measured against scripts/app-budget.ts: the same files before the first screen (and after it, its idle load)? */
function appBudgetAgreement(r: FirstLoadResult, counted: AppLoad): string {
  const says = `scripts/app-budget.ts counts ${kb(counted.firstLoadGzip)} KB in ${counted.firstLoad.length} files`;
  const first = fileDifference(
    r.first.js,
    counted.firstLoad.map((f) => f.file),
  );
  if (first.length) return `${says}; the browser's differ: ${first.join(' ')}`;
  const idle = fileDifference(
    r.after.js,
    counted.idleLoad.map((f) => f.file),
  );
  return `${says}: the same files${idle.length ? `; after the first screen, its idle load differs: ${idle.join(' ')}` : ', and after it its idle load'}`;
}

function growthRow(metric: string, g: GrowthResult, what: string): Row {
  const r = ratio(g.large.renders, g.small.renders);
  return {
    metric,
    value: r,
    shown: `${r.toFixed(2)}×`,
    budget: { max: FLAT_RATIO },
    budgetShown: `≤ ${FLAT_RATIO}×`,
    note: `${what}: ${g.large.renders.toFixed(0)} vs ${g.small.renders.toFixed(0)} components rendered, ${g.large.commits} vs ${g.small.commits} commits, script ${g.large.scriptMs.toFixed(0)} vs ${g.small.scriptMs.toFixed(0)} ms`,
  };
}

/** A page's Lighthouse budget; with none (`null`) its figures are information. */
type PageBudget = { score: number; lcpS: number; tbtMs?: number } | null;
const scoreBudget = (b: PageBudget) =>
  b && { budget: { min: b.score }, budgetShown: `≥ ${b.score}`, unit: { suffix: '', digits: 2 } };
const lcpBudget = (b: PageBudget) =>
  b && { budget: { max: b.lcpS }, budgetShown: `≤ ${b.lcpS} s`, unit: { suffix: ' s', digits: 2 } };
const tbtBudget = (b: PageBudget) =>
  b?.tbtMs !== undefined && {
    budget: { max: b.tbtMs },
    budgetShown: `≤ ${b.tbtMs} ms`,
    unit: { suffix: ' ms', digits: 0 },
  };

/**
 * How often the benchmark index is read before each page's runs. The slowdown of a page's runs comes from the median of
 * every reading of the bench so far, its own three and the pages' before: one reading taken just before a run did not
 * tell how fast the machine was during it, and about one reading in five came out half as high again as the rest
 * (docs/decisions.md#speed-and-start-up, "The bench's calibration").
 */
const CALIBRATION_READINGS = 3;

/** A run with its calibration: the index readings of the bench up to its page's runs, and their median. */
type CalibratedRun = LighthouseRun & { readings: number[]; calibratedIndex: number };

async function calibratedRuns(
  lh: Lighthouse,
  app: RunningServer,
  path: string,
  fresh: () => string | undefined,
  readings: number[],
): Promise<CalibratedRun[]> {
  for (let i = 0; i < CALIBRATION_READINGS; i++) readings.push(await benchmarkIndexNow(lh, `${app.url}/`));
  const calibratedIndex = median(readings);
  const runs: CalibratedRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const profileDir = fresh();
    try {
      runs.push({
        ...(await runLighthouse(lh, `${app.url}${path}`, { cpuSlowdown: cpuSlowdownFor(calibratedIndex), profileDir })),
        readings: readings.slice(-CALIBRATION_READINGS),
        calibratedIndex,
      });
    } finally {
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    }
  }
  return runs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function lighthouseRows(
  lh: Lighthouse,
  app: RunningServer,
  name: string,
  path: string,
  budget: PageBudget,
  all: Map<string, CalibratedRun[]>,
  readings: number[],
  fresh: () => string | undefined = () => undefined,
): Promise<Row[]> {
  const runs = await calibratedRuns(lh, app, path, fresh, readings);
  all.set(name, runs);
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  const spread = (pick: (r: LighthouseRun) => number, fmt: (n: number) => string) =>
    `runs ${runs.map((r) => fmt(pick(r))).join(', ')}`;
  // The run whose LCP is the median: its element, phases and filmstrip stand for the page.
  const mid = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[runs.length >> 1] as LighthouseRun;
  const phases = Object.entries(mid.lcpPhases)
    .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
    .join(', ');
  const strip = saveFilmstrip(FILMSTRIPS, name, mid.thumbnails);
  return [
    {
      metric: `Lighthouse performance, ${name}`,
      value: m((r) => r.score),
      shown: m((r) => r.score).toFixed(2),
      ...scoreBudget(budget),
      note: `${spread(
        (r) => r.score,
        (n) => n.toFixed(2),
      )}; benchmark index read before the runs ${(runs[0]?.readings ?? []).map((n) => n.toFixed(0)).join(', ')}, the median of the bench's readings so far ${runs[0]?.calibratedIndex.toFixed(0)}: CPU slowdown ×${runs[0]?.cpuSlowdown}; the index Lighthouse read in each run: ${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(', ')}`,
    },
    {
      metric: `Lighthouse LCP, ${name}`,
      value: m((r) => r.lcpMs) / 1000,
      shown: seconds(m((r) => r.lcpMs)),
      ...lcpBudget(budget),
      note: `${spread((r) => r.lcpMs, seconds)}; median run: ${mid.lcpElement.slice(0, 120)}; ${phases}; filmstrip ${strip}`,
    },
    {
      metric: `Lighthouse TBT, ${name}`,
      value: m((r) => r.tbtMs),
      shown: `${m((r) => r.tbtMs).toFixed(0)} ms`,
      ...tbtBudget(budget),
      note: `${budget?.tbtMs === undefined ? 'no budget (Lighthouse\'s "good": ≤ 200 ms); ' : ''}${spread(
        (r) => r.tbtMs,
        (n) => n.toFixed(0),
      )}`,
    },
    {
      metric: `Lighthouse CLS, ${name}`,
      value: m((r) => r.cls),
      shown: m((r) => r.cls).toFixed(3),
      note: `no budget (Lighthouse's "good": ≤ 0.1); ${spread(
        (r) => r.cls,
        (n) => n.toFixed(3),
      )}`,
    },
  ];
}

async function main(): Promise<number> {
  if (!args.has('--no-build')) {
    console.log('Building the app (npm run build) ...');
    execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const lh = args.has('--no-lighthouse') ? null : findLighthouse();
  if (lh)
    notes.push(
      `Lighthouse ${LIGHTHOUSE_VERSION}: ${lh.origin}; mobile form factor, simulated throttling, Chromium --headless --no-sandbox --disable-gpu and no background networking.`,
    );
  const app = await startServer({ port: 0, staticDir: DIST });
  let browser: Browser | null = null;
  const benchmarkIndexes: number[] = [];
  const slowdowns: number[] = [];
  try {
    browser = await launchBrowser();
    const b = browser;
    const load = (
      name: string,
      budgetKb: number,
      path: string,
      agent: AgentName,
      screen: [FirstScreen, string],
      where: string,
      counted: (r: FirstLoadResult) => string,
    ) =>
      measure(`first load of ${path}`, [{ metric: `first-load JS, ${name}`, ...maxKb(budgetKb) }], async () => {
        const r = await firstLoad(b, app, DIST, path, agent, screen[0]);
        return loadRows(name, budgetKb, r, screen[1], where, counted(r));
      });
    await load(
      'site home /',
      SITE_JS_BUDGET_KB,
      '/',
      'androidChrome',
      [{ selector: 'main h1', afterLoad: true }, 'its heading was shown and the load event fired'],
      'Android Chrome',
      () => {
        const counted = siteFirstLoad(DIST);
        return `the home is prerendered in the HTML and the site's script that hydrates it is asked for after the load event (the next row); scripts/site-budget.ts counts both: ${kb(counted.totalGzip)} KB in ${counted.files.length} files (this row and the next)`;
      },
    );
    await load(
      'app home',
      APP_FIRST_LOAD_BUDGET_KB,
      APP_HOME,
      'androidChrome',
      [HOME_SCREEN, 'the first goods card was visible'],
      'Android Chrome, no session',
      (r) => appBudgetAgreement(r, appLoad(DIST)),
    );
    await load(
      'shared activity link',
      APP_FIRST_LOAD_BUDGET_KB,
      SHARED_ACTIVITY,
      'wechatIos',
      [{ selector: '.act-title' }, "the activity's title was visible"],
      'WeChat iOS, no session: the OAuth round trip and both documents included',
      () =>
        'the app entry and layout, the activity page with every chunk it imports and its dictionary part (the page waits for it); the WeChat JS-SDK, DOMPurify and the participants list come after',
    );
    await measure('largest lazy chunk', [{ metric: 'largest lazy route', ...maxKb(APP_ROUTE_BUDGET_KB) }], async () => {
      const largest = appLoad(DIST).routes[0];
      if (!largest) throw new Error('no lazy routes in the manifest');
      return [
        {
          metric: 'largest lazy route',
          value: largest.extraGzip / KB,
          shown: `${kb(largest.extraGzip)} KB`,
          ...maxKb(APP_ROUTE_BUDGET_KB),
          note: `${largest.route}: what it fetches beyond the home's first load (scripts/app-budget.ts)`,
        },
      ];
    });

    if (lh) {
      const app3 = { score: 0.95, lcpS: 2.0, tbtMs: 200 };
      // A later launch of the day: a browser profile whose storage says the start screen was shown today.
      const later = await laterLaunchProfile(app.url, join(mkdtempSync(join(tmpdir(), 'bench-profile-')), 'template'));
      const fresh = () => {
        const dir = mkdtempSync(join(tmpdir(), 'bench-run-profile-'));
        cpSync(later, dir, { recursive: true });
        return dir;
      };
      const pages: [string, string, PageBudget, (() => string | undefined)?][] = [
        ['site home', '/', { score: 0.98, lcpS: 1.5 }],
        ['app home, first launch of the day', APP_HOME, app3],
        ['app home, later launch', APP_HOME, app3, fresh],
        ['shared activity link', SHARED_ACTIVITY, app3],
        ['product detail', PRODUCT, app3],
        // What every app page pays before its own content: the floor under the rows above.
        ['app frame alone (no page, one heading)', APP_FRAME, null],
      ];
      const measured = new Map<string, CalibratedRun[]>();
      for (const [name, path, budget, profile] of pages)
        await measure(
          `Lighthouse ×${LIGHTHOUSE_RUNS}, ${name}`,
          [
            { metric: `Lighthouse performance, ${name}`, ...scoreBudget(budget) },
            { metric: `Lighthouse LCP, ${name}`, ...lcpBudget(budget) },
            ...(budget?.tbtMs !== undefined ? [{ metric: `Lighthouse TBT, ${name}`, ...tbtBudget(budget) }] : []),
          ],
          () => lighthouseRows(lh, app, name, path, budget, measured, benchmarkIndexes, profile),
        );
      rmSync(join(later, '..'), { recursive: true, force: true });
      for (const runs of measured.values()) if (runs[0]) slowdowns.push(runs[0].cpuSlowdown);
      // Each app page against the frame alone: what the page adds on top of the floor.
      const frame = measured.get(pages[pages.length - 1]![0]);
      for (const [name, , budget] of pages.slice(1, -1)) {
        const runs = measured.get(name);
        if (!frame?.length || !runs?.length || !budget) continue;
        const over = (median(runs.map((r) => r.lcpMs)) - median(frame.map((r) => r.lcpMs))) / 1000;
        rows.push({
          metric: `LCP above the frame's, ${name}`,
          value: over,
          shown: `${over >= 0 ? '+' : ''}${over.toFixed(2)} s`,
          budget: { max: FRAME_MARGIN_S },
          budgetShown: `≤ ${FRAME_MARGIN_S} s`,
          unit: { suffix: ' s', digits: 2 },
          note: "median LCP of the page minus the frame alone's, same session",
        });
      }
    }

    const entryBudget = { budget: { max: ENTRY_ROUND_TRIPS }, budgetShown: `≤ ${ENTRY_ROUND_TRIPS}` };
    await measure(
      'WeChat entry with a code',
      [{ metric: 'WeChat entry: sequential round trips', ...entryBudget }],
      async () => {
        const e = await wechatEntry(b, DIST, ENTRY_LATENCY_MS);
        return [
          {
            metric: 'WeChat entry: sequential round trips',
            value: e.depth,
            shown: String(e.depth),
            ...entryBudget,
            note: `${ENTRY_LATENCY_MS} ms a call; longest chain among the ${e.calls.length} calls done before the first goods: ${e.calls.join(' ')}`,
          },
          {
            metric: 'WeChat entry: time to first screen',
            value: e.firstScreenMs,
            shown: `${e.firstScreenMs.toFixed(0)} ms`,
            note: 'from the OAuth landing (?code=…&state=…) to the first goods card on the home',
          },
        ];
      },
    );

    await measure(
      '12 MP photo upload',
      [{ metric: 'upload: bytes sent for a 12 MP photo', ...maxKb(UPLOAD_BUDGET_KB) }],
      async () => {
        const u = await photoUpload(b, app);
        return [
          {
            metric: 'upload: bytes sent for a 12 MP photo',
            value: u.sentBytes / KB,
            shown: `${kb(u.sentBytes)} KB`,
            ...maxKb(UPLOAD_BUDGET_KB),
            note: `4000×3000 noisy JPEG of ${(u.photoBytes / KB / KB).toFixed(1)} MB through the image picker (src/lib/image/prepare.ts)`,
          },
          {
            metric: 'upload: time to prepare it',
            value: u.prepareMs,
            shown: `${u.prepareMs.toFixed(0)} ms`,
            note: "from the file input's change to the upload request (check, downscale, re-encode)",
          },
        ];
      },
    );

    const flat = { budget: { max: FLAT_RATIO }, budgetShown: `≤ ${FLAT_RATIO}×` };
    await measure(
      `goods list, ${LIST_PAGES} pages`,
      [{ metric: `goods list: append page ${LIST_PAGES} vs page 2`, ...flat }],
      async () => {
        const list = await listGrowth(b, app, LIST_PAGES);
        const perScroll = [...new Set(list.pagesPerScroll)].join(' or ');
        return [
          growthRow(
            `goods list: append page ${LIST_PAGES} vs page 2`,
            list,
            `home, all goods, 10 a page, per page appended (a scroll to the bottom appended ${perScroll} pages)`,
          ),
        ];
      },
    );
    await measure(
      `cart of ${CART_LARGE} vs ${CART_SMALL}`,
      [{ metric: `cart: one selection tap, ${CART_LARGE} lines vs ${CART_SMALL}`, ...flat }],
      async () => [
        growthRow(
          `cart: one selection tap, ${CART_LARGE} lines vs ${CART_SMALL}`,
          await cartGrowth(b, app, CART_SMALL, CART_LARGE),
          'median of 5 taps',
        ),
      ],
    );
  } finally {
    await browser?.close();
    await app.close();
  }

  const index = benchmarkIndexes.length
    ? `${median(benchmarkIndexes).toFixed(0)} (median of ${benchmarkIndexes.length} readings, ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)})`
    : 'n/a (no Lighthouse run)';
  const slowdown = slowdowns.length
    ? `, CPU slowdown ×${median(slowdowns)} (×${Math.min(...slowdowns)}–×${Math.max(...slowdowns)} over the pages; ${REFERENCE_SLOWDOWN}× at index ${REFERENCE_INDEX}, in proportion)`
    : '';
  console.log(
    `\nnpm run bench — ${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )} — Lighthouse benchmark index ${index}, read ${CALIBRATION_READINGS} times before each page's runs (the median of the readings so far sets a page's slowdown)${slowdown}\n`,
  );
  console.log(formatTable(rows));
  for (const n of notes) console.log(`\n${n}`);
  const ok = allWithinBudget(rows);
  console.log(
    `\n${
      ok
        ? 'Every budget met.'
        : 'Budgets missed: ' +
          rows
            .filter((r) => r.budget && !allWithinBudget([r]))
            .map((r) => r.metric)
            .join('; ') +
          '.'
    }`,
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
