// Vite: the React app, the `@/` alias, and the mock backend mounted on the dev and preview servers.
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { SETTING_DEFAULTS } from './src/config/defaults';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createMock } from './mock/app';
import { demoAccountsBanner } from './mock/server';

function mockBackend(): Plugin {
  return {
    name: 'qihuo-mock-backend',
    configureServer(server) {
      const mock = createMock();
      server.middlewares.use((req, res, next) => mock.handle(req, res, next));
      server.httpServer?.once('listening', () => setTimeout(() => console.log(`\n${demoAccountsBanner()}\n`), 50));
    },
    configurePreviewServer(server) {
      const mock = createMock();
      server.middlewares.use((req, res, next) => mock.handle(req, res, next));
    },
  };
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the app's first load does not need (README, "Speed"): umi-request's fetch polyfill and qs (every
 * supported browser has fetch; the request client sends flat payloads), ahooks' and antd-mobile's
 * ResizeObserver polyfill (every supported browser has ResizeObserver), and rc-util's CommonJS React 18
 * renderer behind antd-mobile's unstableSetRender (the app installs its own React 19 one).
 */
const slimAliases = [
  { find: /^isomorphic-fetch$/, replacement: here('./src/lib/request/no-fetch-polyfill.ts') },
  { find: /^qs$/, replacement: here('./src/lib/request/qs-lite.ts') },
  { find: /^resize-observer-polyfill$/, replacement: here('./src/lib/native-resize-observer.ts') },
  { find: /^rc-util\/lib\/React\/render$/, replacement: here('./src/components/react-root-render.ts') },
];

/** React Router 7 points every bundler at its development build; the production build drops its dev checks. */
const productionRouter = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/**
 * After the build, prerenders the site's phone home into dist/index.html's #root (hydrated by the site
 * entry) and inlines the entry CSS, so that `/` paints without waiting for any JavaScript or stylesheet.
 */
function sitePrerender(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'qihuo-site-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        mode,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const mod = (await server.ssrLoadModule('/src/features/site/site-prerender.tsx')) as {
          renderSiteHome: () => Record<'zh-CN' | 'en-US', { html: string; title: string }>;
        };
        const pages = mod.renderSiteHome();
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        const label = loadEnv(mode, root).VITE_APP_LABEL || SETTING_DEFAULTS.VITE_APP_LABEL;
        const file = join(outDir, 'index.html');
        // zh-CN (the default) in #root; en-US in a template that index.html swaps in before the first
        // paint when the person's language is English, so hydration changes nothing on screen.
        const page = readFileSync(file, 'utf8')
          .replace(/<link rel="stylesheet"[^>]*?href="([^"]+\.css)"[^>]*>/g, (_m, href: string) => `<style>${readFileSync(join(outDir, href), 'utf8')}</style>`)
          .replace('<!--site-prerender-->', pages['zh-CN'].html)
          .replace('<!--site-prerender-alt-->', `<template id="site-prerender-en-US" data-title="${escape(pages['en-US'].title)}">${pages['en-US'].html}</template>`)
          .replace('__APP_LABEL__', label)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(pages['zh-CN'].title)}</title>`);
        if (!page.includes('data-variant="phone"') || !page.includes('id="site-prerender-en-US"')) throw new Error('site prerender: the phone home was not rendered');
        writeFileSync(file, page);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Fewer, larger files for the app's start (each request costs a round trip on a phone network, and
 * HTTP/1.1 opens six at a time): the modules the app's entry and layout need that the site does not in
 * one chunk, the tab layout's in another, and the home page's in a third, less what the activity page
 * (the shared link people open the app on most) uses with it: those in a fourth. Followed statically, through
 * everything but the libraries' indexes (which re-export every part, used or not). The routes' own
 * modules keep their chunks, which the manifest and the lazy routes name.
 */
const startRoots = {
  site: ['./src/main.tsx', './src/app/site-entry.tsx', './src/features/site/site-page.tsx'],
  app: ['./src/app/app-entry.tsx', './src/app/app-layout.tsx'],
  tab: ['./src/app/tab-layout.tsx'],
  home: ['./src/features/shop/home-page.tsx'],
  linked: ['./src/features/activity/activity-detail-page.tsx'],
};
const libraryIndex = /node_modules[\\/](antd-mobile|antd-mobile-icons|ahooks)[\\/]es[\\/]index\.js$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function startChunks() {
  let plan: Map<string, string> | null = null;
  const closure = (roots: string[], graph: ModuleGraph) => {
    const seen = new Set<string>();
    const stack = roots.map((r) => here(r));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (!libraryIndex.test(id)) stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const makePlan = (graph: ModuleGraph) => {
    const [site, app, tab, home, linked] = (['site', 'app', 'tab', 'home', 'linked'] as const).map((k) => closure(startRoots[k], graph));
    const chunks = new Map<string, string>();
    const taken = (m: string) => site.has(m) || chunks.has(m);
    for (const m of app) if (!taken(m)) chunks.set(m, 'app-start');
    for (const m of tab) if (!taken(m)) chunks.set(m, 'tab-start');
    for (const m of home) if (!taken(m)) chunks.set(m, linked.has(m) ? 'linked-start' : 'home-start');
    for (const root of [...startRoots.app, ...startRoots.tab, ...startRoots.home]) chunks.delete(here(root));
    return chunks;
  };
  return {
    name: (id: string, graph: ModuleGraph) => (plan ??= makePlan(graph)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), mockBackend(), sitePrerender()],
  resolve: {
    alias: [{ find: '@', replacement: alias['@'] }, ...slimAliases, ...(command === 'build' ? productionRouter : [])],
  },
  server: { port: Number(process.env.PORT) || 5173, host: process.env.HOST || '127.0.0.1', strictPort: true },
  preview: { port: Number(process.env.PORT) || 4173, host: process.env.HOST || '127.0.0.1', strictPort: true },
  // The manifest lets scripts/app-budget.ts follow each route's chunks.
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [startChunks()] } } },
  },
}));
