// Lighthouse for the bench, kept out of package.json and npm test: found on PATH or in the bench's
// cache folder, else installed there (`npm install --no-save --prefix <dir> lighthouse@12.8.2`).
// Runs the CLI offline against Debian's Chromium, mobile form factor (its default, simulated throttling).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { CHROMIUM, HIDDEN_POPUP_FEATURES, QUIET_CHROMIUM } from '../../test/e2e/harness';

export const LIGHTHOUSE_VERSION = '12.8.2';
export const LIGHTHOUSE_CACHE = join('node_modules', '.cache', 'bench-lighthouse');

/**
 * What chrome-launcher (Lighthouse 12.8.2's) turns off. Chromium keeps only the last --disable-features, so the
 * bench's repeats these beside the hidden pop-ups.
 */
const CHROME_LAUNCHER_DISABLED_FEATURES = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];

/** Chromium's flags: headless, as the e2e tests run it, and no hidden pop-up beside the page measured. */
const CHROME_FLAGS = [
  '--headless',
  ...QUIET_CHROMIUM,
  `--disable-features=${[...CHROME_LAUNCHER_DISABLED_FEATURES, ...HIDDEN_POPUP_FEATURES].join(',')}`,
];

export interface Lighthouse {
  /** How to start the CLI: the program and the arguments before the URL. */
  command: string[];
  /** Where it was found, or that it was installed now (the bench says so). */
  origin: string;
}

function versionOf(command: string[]): string {
  try {
    return execFileSync(command[0] as string, [...command.slice(1), '--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function onPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, 'lighthouse');
    if (dir && existsSync(bin)) return bin;
  }
  return null;
}

/** Lighthouse 12.8.2 from PATH or the cache folder, installing it into the cache folder when neither has it. */
export function findLighthouse(cache = LIGHTHOUSE_CACHE): Lighthouse {
  const path = onPath();
  if (path && versionOf([path]) === LIGHTHOUSE_VERSION) return { command: [path], origin: `found on PATH (${path})` };
  const cli = join(cache, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const cached = [process.execPath, cli];
  if (existsSync(cli) && versionOf(cached) === LIGHTHOUSE_VERSION)
    return { command: cached, origin: `found in ${cache}` };
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} is not on PATH nor in ${cache}: installing it there (npm install --no-save --prefix ${cache} lighthouse@${LIGHTHOUSE_VERSION}) ...`,
  );
  mkdirSync(cache, { recursive: true });
  const npm = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', cache, `lighthouse@${LIGHTHOUSE_VERSION}`],
    { stdio: 'inherit' },
  );
  if (npm.status !== 0 || versionOf(cached) !== LIGHTHOUSE_VERSION)
    throw new Error(`could not install lighthouse@${LIGHTHOUSE_VERSION} into ${cache}`);
  return { command: cached, origin: `installed now into ${cache}` };
}

/** One frame of Lighthouse's filmstrip: when, and a JPEG as a data URL. */
export interface Thumbnail {
  timingMs: number;
  data: string;
}

/** The figures of one run that the bench reports. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The benchmark index Lighthouse measured at the start of this run, and the CPU slowdown it ran with. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** The LCP element as Lighthouse names it, and the LCP's phases (TTFB, load delay, load time, render delay) in ms. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  thumbnails: Thumbnail[];
  /** The run's trace events, when asked for (`keepTrace`). */
  trace?: TraceEvent[];
}

/** One event of a Chromium trace (the fields the breakdown reads). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; fileName?: string; [k: string]: unknown };
}

interface Details {
  items?: {
    items?: Record<string, unknown>[];
    node?: { nodeLabel?: string; snippet?: string };
    phase?: string;
    timing?: number;
    data?: string;
  }[];
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: Details } | undefined>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

/** How one run is made: the user agent, the CPU slowdown, a browser profile to start from (its storage kept). */
export interface RunOptions {
  userAgent?: string;
  cpuSlowdown?: number;
  profileDir?: string;
  /** Keep the run's Chromium trace (Lighthouse's `--save-assets`): its events are handed back in `trace`. */
  keepTrace?: boolean;
}

/** Runs a program without blocking this process (the app and its mock are served from it), with a time limit. */
function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stderr });
    });
  });
}

/** The LCP element and its phases, from the largest-contentful-paint-element audit's two tables. */
function lcpDetails(lhr: Lhr): { element: string; phases: Record<string, number> } {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? [])
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = row.timing;
  return { element: node ? `${node.snippet ?? ''} (${node.nodeLabel ?? ''})` : 'n/a', phases };
}

/**
 * One Lighthouse run (mobile performance only) of `url`. Asynchronous: the page is served by this very
 * process. With a CPU slowdown, Lighthouse's simulated throttling uses it instead of its default 4×.
 */
export async function runLighthouse(lh: Lighthouse, url: string, options: RunOptions = {}): Promise<LighthouseRun> {
  const out = join(tmpdir(), `bench-lighthouse-${process.pid}-${Date.now()}.json`);
  const flags = [...CHROME_FLAGS, ...(options.profileDir ? [`--user-data-dir=${options.profileDir}`] : [])];
  const args = [
    ...lh.command.slice(1),
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${flags.join(' ')}`,
    ...(options.userAgent ? [`--emulated-user-agent=${options.userAgent}`] : []),
    ...(options.cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`] : []),
    // A prepared profile keeps its storage (Lighthouse clears the origin's storage before a run otherwise).
    ...(options.profileDir ? ['--disable-storage-reset'] : []),
    ...(options.keepTrace ? ['--save-assets'] : []),
  ];
  const traceFile = out.replace(/\.json$/, '-0.trace.json');
  const run = await runAsync(
    lh.command[0] as string,
    args,
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM },
    180_000,
  );
  try {
    if (run.status !== 0 || !existsSync(out))
      throw new Error(`lighthouse failed on ${url} (exit ${run.status}): ${run.stderr.trim().slice(-600)}`);
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcp = lcpDetails(lhr);
    return {
      score: lhr.categories.performance.score ?? Number.NaN,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      lcpElement: lcp.element,
      lcpPhases: lcp.phases,
      thumbnails: (lhr.audits['screenshot-thumbnails']?.details?.items ?? []).map((t) => ({
        timingMs: t.timing ?? 0,
        data: t.data ?? '',
      })),
      ...(options.keepTrace && existsSync(traceFile)
        ? { trace: (JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents }
        : {}),
    };
  } finally {
    rmSync(out, { force: true });
    for (const f of [traceFile, out.replace(/\.json$/, '-0.devtoolslog.json')]) rmSync(f, { force: true });
  }
}

/**
 * Lighthouse's benchmark index of this machine now: a short Lighthouse run (one audit) of `url`, whose
 * environment carries the index Lighthouse measures before it loads a page.
 */
export async function benchmarkIndexNow(lh: Lighthouse, url: string): Promise<number> {
  const out = join(tmpdir(), `bench-lighthouse-index-${process.pid}-${Date.now()}.json`);
  const args = [
    ...lh.command.slice(1),
    url,
    '--quiet',
    '--only-audits=first-contentful-paint',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  const run = await runAsync(
    lh.command[0] as string,
    args,
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM },
    120_000,
  );
  try {
    const index = existsSync(out)
      ? (JSON.parse(readFileSync(out, 'utf8')) as Lhr).environment?.benchmarkIndex
      : undefined;
    if (typeof index !== 'number' || !(index > 0))
      throw new Error(`lighthouse gave no benchmark index (exit ${run.status}): ${run.stderr.trim().slice(-300)}`);
    return index;
  } finally {
    rmSync(out, { force: true });
  }
}
