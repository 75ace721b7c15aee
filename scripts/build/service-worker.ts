// Vite plugin: the app's service worker (docs/product.md#the-stations-day, docs/decisions.md#offline),
// written into dist/sw.js with each build. It keeps the built files a signed-in resident needs to open
// the pickup codes with no network (precached at install: the app's start, the home, the order list, an
// order's page, 我的, the dictionaries, the toast UI and the sheets' Popup; any other hashed /assets/* file as
// it is fetched); the HTML is always asked from the network first (the cached copy only when offline), so a
// new release is never hidden; API calls and everything else are never touched. The dev server gets none.
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticClosure } from './chunk-graph';
import { startRoots } from './start-chunks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const here = (path: string) => join(ROOT, path);

/**
 * The routes that show the kept pickup codes: the app loads their code when idle after the first screen
 * of a signed-in person (src/app/app-entry.tsx, OFFLINE_ROUTES), and the service worker keeps it.
 */
export const OFFLINE_ROUTE_MODULES = [
  './src/features/order/order-list-page.tsx',
  './src/features/order/order-detail-page.tsx',
  './src/features/mine/mine-page.tsx',
];

/** What the service worker precaches, by source module: each with every chunk and stylesheet it imports. */
export const PRECACHE_ROOTS = [
  ...startRoots.app,
  ...startRoots.tab,
  ...startRoots.home,
  ...OFFLINE_ROUTE_MODULES,
  './src/i18n/parts/zh-CN-activity.ts',
  './src/i18n/parts/zh-CN-more.ts',
  './src/i18n/parts/en-US-activity.ts',
  './src/i18n/parts/en-US-more.ts',
  './src/components/feedback-ui.tsx',
  './src/components/popup.ts',
];

/** The file the worker is served as (at the web root: its scope is the whole app). */
export const SERVICE_WORKER_FILE = 'sw.js';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
}

/** The worker's source: its cache named after the release, the files to precache, and the rules above. */
export function serviceWorkerSource(release: string, precache: string[], base = '/'): string {
  return `// Qihuo's service worker, written by scripts/build/service-worker.ts with release ${release}.
'use strict';
const PREFIX = 'qihuo-app-';
const CACHE = PREFIX + ${JSON.stringify(release)};
const BASE = ${JSON.stringify(base)};
const HTML = BASE + 'index.html';
const ASSETS = BASE + 'assets/';
const PRECACHE = ${JSON.stringify(precache)};

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE);
    const html = await fetch(HTML, { cache: 'no-cache' });
    if (html.ok) await cache.put(HTML, html);
    // The new release's files are all there: it takes over at once (an open page keeps its own code).
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The app's one HTML entry (its routes are in the hash): network first, the kept copy only offline.
  // Other pages of this origin (the mock's OAuth and cashier pages) are not the app's: untouched.
  if (url.pathname === BASE || url.pathname === HTML) {
    if (request.mode === 'navigate' || url.pathname === HTML) event.respondWith(networkFirst(request));
    return;
  }
  // Built files are named by their content: the kept copy is the file.
  if (url.pathname.startsWith(ASSETS)) event.respondWith(cacheFirst(request));
  // Anything else, the API above all, goes to the network as if there were no worker.
});

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected && response.type === 'basic') {
      const copy = response.clone();
      quietly(caches.open(CACHE).then((cache) => cache.put(HTML, copy)));
    }
    return response;
  } catch (error) {
    const kept = (await caches.match(HTML, { cacheName: CACHE })) || (await caches.match(HTML));
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // A file this release does not have may be answered with the HTML (a server's fallback): never kept.
  if (response.ok && response.type === 'basic' && !(response.headers.get('content-type') || '').startsWith('text/html')) {
    const copy = response.clone();
    quietly(caches.open(CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** A cache write after the answer has gone: its failure (a full storage) only costs the copy. */
function quietly(promise) {
  promise.catch(() => undefined);
}
`;
}

export function serviceWorker(): Plugin {
  let base = '/';
  return {
    name: 'qihuo-service-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle) as (BundleChunk | BundleAsset)[];
      const chunks = files.filter((f): f is BundleChunk => f.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const roots = PRECACHE_ROOTS.map((root) => {
        const chunk = chunks.find((c) => c.facadeModuleId === here(root));
        if (!chunk) throw new Error(`service worker: no chunk for ${root}`);
        return chunk.fileName;
      });
      const entry = chunks.find((c) => c.isEntry);
      const precache = new Set<string>();
      for (const file of staticClosure(bundle, [...(entry ? [entry.fileName] : []), ...roots])) {
        precache.add(file);
        byName.get(file)?.viteMetadata?.importedCss.forEach((css) => precache.add(css));
      }
      // Each release its own cache: named after every file the build wrote.
      const release = createHash('sha256')
        .update(
          files
            .map((f) => f.fileName)
            .sort()
            .join('\n'),
        )
        .digest('hex')
        .slice(0, 12);
      const list = [...precache].sort().map((f) => base + f);
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: serviceWorkerSource(release, list, base) });
    },
  };
}
