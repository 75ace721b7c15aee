// Prints the first-load JavaScript of the app home (/#/pages/tabbar/home) and of every lazy route,
// gzip-compressed, against the app's budgets: first load <= 150 KB, each lazy route <= 60 KB.
// It builds nothing: it reads dist/ and the Vite manifest (dist/.vite/manifest.json) of the last build.
// First load = the HTML's entry script, the app entry it imports on an app route, and the home route's
// lazy modules (app layout, tab layout, home page), each with every chunk it imports statically (the
// browser fetches those before the module runs). The e2e test (test/e2e/app-budget.e2e.ts) loads the
// home in Chromium and checks that the browser fetches exactly these files before the first screen.
// After the first screen, when the browser is idle, the home fetches the dictionaries beyond the core,
// the toast and modal UI and the community picker (HOME_IDLE_MODULES): not part of the first load, and
// already there when a person navigates, so a lazy route's cost is what it adds beyond both (the cost
// beyond the first load alone, as on a navigation before the browser was ever idle, is printed too).
// A signed-in person's home also fetches, when idle, the routes that show the kept pickup codes and the unread
// count's call (SIGNED_IN_IDLE_MODULES), printed apart (the routes' costs are still counted beyond the signed-out load).
// Usage: tsx scripts/app-budget.ts [distDir]   (exit code 1 when over budget)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize, kb } from './site-budget';
import { OFFLINE_ROUTE_MODULES } from './build/service-worker';

export const APP_FIRST_LOAD_BUDGET_KB = 150;
export const APP_ROUTE_BUDGET_KB = 60;

/** The modules the home route needs before its first screen, by source path (manifest keys). */
export const HOME_ROUTE_MODULES = [
  'index.html',
  'src/app/app-entry.tsx',
  'src/app/app-layout.tsx',
  'src/app/tab-layout.tsx',
  'src/features/catalogue/home-page.tsx',
];

/**
 * What the home fetches when idle after its first screen (src/app/route-page.tsx, features/catalogue/community-bar.tsx, home-page.tsx's gift):
 * both dictionary parts of the current locale only, zh-CN here (the larger; en-US has the same keys).
 */
export const HOME_IDLE_MODULES = [
  'src/i18n/parts/zh-CN-activity.ts',
  'src/i18n/parts/zh-CN-more.ts',
  'src/components/feedback-ui.tsx',
  'src/features/catalogue/home-community-picker.tsx',
  'src/features/catalogue/home-gift.tsx',
];

/**
 * What a signed-in person's home fetches when idle besides: the routes that show the pickup codes kept for a
 * signal-less station (order list, order page, 我的; src/app/app-entry.tsx), before the network may be gone,
 * and the unread message count's call (src/state/unread.ts, asked for by the tab layout when idle).
 */
export const SIGNED_IN_IDLE_MODULES = [
  ...OFFLINE_ROUTE_MODULES.map((m) => m.replace(/^\.\//, '')),
  'src/api/message.ts',
];

/**
 * What a shared activity link (/#/pages/activity/detail?code=…, opened from a WeChat chat) needs before its
 * first screen: the app's entry and layout, the activity page (its head and action bar) and the dictionary part
 * it waits for (src/app/routes.tsx). The sections below the head come after it, in their own chunk
 * (ACTIVITY_LATE_MODULES, src/features/activity/late-parts.ts). Same budget as the home's first load.
 */
export const ACTIVITY_LINK_MODULES = [
  'index.html',
  'src/app/app-entry.tsx',
  'src/app/app-layout.tsx',
  'src/features/activity/activity-detail-page.tsx',
  'src/i18n/parts/zh-CN-activity.ts',
];
export const ACTIVITY_LATE_MODULES = ['src/features/activity/detail-late.ts'];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteLoad {
  /** Source of the route module, e.g. src/features/mine/mine-page.tsx. */
  route: string;
  /** Its own chunk. */
  chunk: JsFile;
  /** What navigating to it fetches beyond the first load and the idle load: its chunk and the static imports not yet loaded. */
  extra: JsFile[];
  extraGzip: number;
  /** The same beyond the first load alone (a navigation before the browser was idle once). */
  coldGzip: number;
}

export interface AppLoad {
  firstLoad: JsFile[];
  firstLoadGzip: number;
  /** Fetched when idle after the home's first screen, beyond the first load. */
  idleLoad: JsFile[];
  idleLoadGzip: number;
  /** Fetched besides when idle after a signed-in person's first screen (SIGNED_IN_IDLE_MODULES). */
  signedInIdleLoad: JsFile[];
  signedInIdleLoadGzip: number;
  routes: RouteLoad[];
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * A module that is imported dynamically but shares its chunk with static importers (src/api/message.ts: the
 * unread count's call and the message pages) has no manifest entry of its own: the one chunk named after it.
 */
function sharedChunkOf(manifest: Manifest, src: string): ManifestChunk | undefined {
  const name = src
    .split('/')
    .pop()
    ?.replace(/\.tsx?$/, '');
  const named = Object.entries(manifest).filter(([key, c]) => key.startsWith('_') && c.name === name);
  return named.length === 1 ? named[0]![1] : undefined;
}

/** The JS files of `keys` and of everything they import statically (manifest order, no repeats). */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
    if (!chunk) throw new Error(`app-budget: "${key}" is not in the Vite manifest (renamed or no longer lazy?)`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** Lazy route modules: dynamic entries that are pages or layouts of the route table. */
const isRouteModule = (src: string) => /^src\/(features\/.+-page\.tsx|app\/.+(-page|-layout)\.tsx)$/.test(src);

export function appLoad(dist: string): AppLoad {
  const manifest = readManifest(dist);
  const measured = new Map<string, JsFile>();
  const measure = (file: string): JsFile => {
    let m = measured.get(file);
    if (!m) {
      const code = readFileSync(join(dist, file));
      m = { file, bytes: code.length, gzip: gzipSize(code) };
      measured.set(file, m);
    }
    return m;
  };
  const firstFiles = closure(manifest, HOME_ROUTE_MODULES);
  const first = new Set(firstFiles);
  const firstLoad = firstFiles.map(measure);
  const idleLoad = closure(manifest, HOME_IDLE_MODULES)
    .filter((f) => !first.has(f))
    .map(measure);
  const loaded = new Set([...firstFiles, ...idleLoad.map((f) => f.file)]);
  const signedInIdleLoad = closure(manifest, SIGNED_IN_IDLE_MODULES)
    .filter((f) => !loaded.has(f))
    .map(measure);
  const total = (files: JsFile[]) => files.reduce((n, f) => n + f.gzip, 0);
  const routes = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && isRouteModule(key))
    .map(([key, c]): RouteLoad => {
      const all = closure(manifest, [key]);
      const extra = all.filter((f) => !loaded.has(f)).map(measure);
      const cold = all.filter((f) => !first.has(f)).map(measure);
      return { route: key, chunk: measure(c.file), extra, extraGzip: total(extra), coldGzip: total(cold) };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip);
  return {
    firstLoad,
    firstLoadGzip: total(firstLoad),
    idleLoad,
    idleLoadGzip: total(idleLoad),
    signedInIdleLoad,
    signedInIdleLoadGzip: total(signedInIdleLoad),
    routes,
  };
}

export interface LinkLoad {
  firstLoad: JsFile[];
  firstLoadGzip: number;
  /** The page's late chunk and what it imports beyond the first load. */
  lateLoad: JsFile[];
}

/** The shared activity link's first load (ACTIVITY_LINK_MODULES) and its late chunk, measured like the home's. */
export function activityLinkLoad(dist: string): LinkLoad {
  const manifest = readManifest(dist);
  const measure = (file: string): JsFile => {
    const code = readFileSync(join(dist, file));
    return { file, bytes: code.length, gzip: gzipSize(code) };
  };
  const first = closure(manifest, ACTIVITY_LINK_MODULES);
  const firstLoad = first.map(measure);
  const lateLoad = closure(manifest, ACTIVITY_LATE_MODULES)
    .filter((f) => !first.includes(f))
    .map(measure);
  return { firstLoad, firstLoadGzip: firstLoad.reduce((n, f) => n + f.gzip, 0), lateLoad };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] || 'dist';
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    console.error(`No ${dist}/.vite/manifest.json: run \`npm run build\` first.`);
    process.exit(2);
  }
  const load = appLoad(dist);
  console.log('First load of /#/pages/tabbar/home (gzip):');
  for (const f of load.firstLoad)
    console.log(`  ${f.file.padEnd(44)} ${kb(f.bytes).padStart(7)} KB  ${kb(f.gzip).padStart(6)} KB gzip`);
  const firstOk = load.firstLoadGzip <= APP_FIRST_LOAD_BUDGET_KB * 1024;
  console.log(
    `JS total ${kb(load.firstLoadGzip)} KB gzip in ${load.firstLoad.length} files, budget ${APP_FIRST_LOAD_BUDGET_KB} KB: ${firstOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `\nFetched when idle after the first screen: ${kb(load.idleLoadGzip)} KB gzip in ${load.idleLoad.length} files (${HOME_IDLE_MODULES.join(', ')})`,
  );
  console.log(
    `Signed in, also: ${kb(load.signedInIdleLoadGzip)} KB gzip in ${load.signedInIdleLoad.length} files (${SIGNED_IN_IDLE_MODULES.join(', ')})`,
  );
  const link = activityLinkLoad(dist);
  const linkOk = link.firstLoadGzip <= APP_FIRST_LOAD_BUDGET_KB * 1024;
  console.log(
    `\nShared activity link: ${kb(link.firstLoadGzip)} KB gzip in ${link.firstLoad.length} files before its first screen, budget ${APP_FIRST_LOAD_BUDGET_KB} KB: ${linkOk ? 'OK' : 'OVER BUDGET'}; its sections after it: ${kb(link.lateLoad.reduce((n, f) => n + f.gzip, 0))} KB in ${link.lateLoad.length} files`,
  );
  console.log(
    `\nLazy routes: what a navigation fetches beyond the first load and the idle load (gzip; budget ${APP_ROUTE_BUDGET_KB} KB each):`,
  );
  for (const r of load.routes) {
    const flag = r.extraGzip > APP_ROUTE_BUDGET_KB * 1024 ? '  OVER BUDGET' : '';
    console.log(
      `  ${r.route.padEnd(48)} ${kb(r.extraGzip).padStart(6)} KB in ${r.extra.length} files (own chunk ${kb(r.chunk.gzip)} KB; before idle ${kb(r.coldGzip)} KB)${flag}`,
    );
  }
  const routesOk = load.routes.every((r) => r.extraGzip <= APP_ROUTE_BUDGET_KB * 1024);
  process.exit(firstOk && linkOk && routesOk ? 0 : 1);
}
