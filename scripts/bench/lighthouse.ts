// Lighthouse for the bench, kept out of package.json and npm test: found on PATH or in the bench's
// cache folder, else installed there (`npm install --no-save --prefix <dir> lighthouse@12.8.2`).
// Runs the CLI offline against Debian's Chromium, mobile form factor (its default, simulated throttling).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { CHROMIUM } from '../../test/e2e/harness';

export const LIGHTHOUSE_VERSION = '12.8.2';
export const LIGHTHOUSE_CACHE = join('node_modules', '.cache', 'bench-lighthouse');

/** Chromium's flags: headless as root, and none of its background connections (this machine's network is closed). */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Lighthouse {
  /** How to start the CLI: the program and the arguments before the URL. */
  command: string[];
  /** Where it was found, or that it was installed now (the bench says so). */
  origin: string;
}

function versionOf(command: string[]): string {
  try {
    return execFileSync(command[0] as string, [...command.slice(1), '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
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
  if (existsSync(cli) && versionOf(cached) === LIGHTHOUSE_VERSION) return { command: cached, origin: `found in ${cache}` };
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} is not on PATH nor in ${cache}: installing it there (npm install --no-save --prefix ${cache} lighthouse@${LIGHTHOUSE_VERSION}) ...`);
  mkdirSync(cache, { recursive: true });
  const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', cache, `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (npm.status !== 0 || versionOf(cached) !== LIGHTHOUSE_VERSION) throw new Error(`could not install lighthouse@${LIGHTHOUSE_VERSION} into ${cache}`);
  return { command: cached, origin: `installed now into ${cache}` };
}

/** The figures of one run that the bench reports. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

/** Runs a program without blocking this process (the app and its mock are served from it), with a time limit. */
function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ status: number | null; stderr: string }> {
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

/**
 * One Lighthouse run (mobile performance only) of `url`, with `userAgent` instead of its own mobile one
 * if given. Asynchronous: the page is served by this very process.
 */
export async function runLighthouse(lh: Lighthouse, url: string, userAgent?: string): Promise<LighthouseRun> {
  const out = join(tmpdir(), `bench-lighthouse-${process.pid}-${Date.now()}.json`);
  const args = [
    ...lh.command.slice(1),
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(userAgent ? [`--emulated-user-agent=${userAgent}`] : []),
  ];
  const run = await runAsync(lh.command[0] as string, args, { ...process.env, CHROME_PATH: process.env.CHROME_PATH || CHROMIUM }, 180_000);
  try {
    if (run.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${url} (exit ${run.status}): ${run.stderr.trim().slice(-600)}`);
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance.score ?? Number.NaN,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    rmSync(out, { force: true });
  }
}
