// Vite: the React app, the `@/` alias, and the mock backend mounted on the dev and preview servers.
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { SETTING_DEFAULTS } from './src/config/defaults';
import { paths } from './src/config/paths';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createMock } from './mock/app';
import { demoAccountsBanner } from './mock/server';
import { earlyDataScript } from './scripts/early-data-plugin';

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
 * (the shared link people open the app on most) uses with it: those in a fourth; what the site's code
 * shares with the app's (React and the like, beyond the entry's own modules) in a fifth. Followed
 * statically; into the UI libraries only through the parts a module names (their indexes re-export
 * every part, used or not). The routes' own modules keep their chunks, which the manifest and the lazy
 * routes name.
 */
const startRoots = {
  entry: ['./src/main.tsx'],
  site: ['./src/main.tsx', './src/app/site-entry.tsx', './src/features/site/site-page.tsx'],
  app: ['./src/app/app-entry.tsx', './src/app/app-layout.tsx'],
  tab: ['./src/app/tab-layout.tsx'],
  home: ['./src/features/shop/home-page.tsx'],
  linked: ['./src/features/activity/activity-detail-page.tsx'],
};
const uiLibraries = ['antd-mobile', 'ahooks'] as const;

/** The names in an import or export list: `default as A, B, C as D` gives A, B and C (the names on the library's side: A, B, C). */
const listed = (list: string, side: 'outer' | 'inner') =>
  list.split(',').map((n) => n.trim().split(/\s+as\s+/)).map((n) => (side === 'outer' ? n[n.length - 1] : n[0]) ?? '').filter((n) => n && !n.startsWith('type '));

/** A library index's exported names, each to the file it comes from (`export { default as X } from './x'`, `import X, { Y } from './x'`). */
function libraryParts(library: string): { index: string; parts: Map<string, string>; always: string[] } {
  const index = here(`./node_modules/${library}/es/index.js`);
  const source = readFileSync(index, 'utf8');
  const file = (rel: string) => [`${rel}.js`, `${rel}/index.js`, rel].map((f) => resolve(index, '..', f)).find((f) => existsSync(f) && statSync(f).isFile()) ?? '';
  const parts = new Map<string, string>();
  for (const [, list = '', rel = ''] of source.matchAll(/^export \{([^}]+)\} from '(\.[^']+)'/gm)) for (const name of listed(list, 'outer')) parts.set(name, file(rel));
  for (const [, first = '', list = '', rel = ''] of source.matchAll(/^import (\w+)(?:, \{([^}]*)\})? from '(\.[^']+)'/gm))
    for (const name of [first, ...listed(list, 'outer')]) parts.set(name, file(rel));
  const always = [...source.matchAll(/^import '(\.[^']+)'/gm)].map(([, rel = '']) => file(rel));
  return { index, parts, always };
}

/** The parts of UI libraries a module names: `import { A, B as C } from 'antd-mobile'` gives A's and B's files (the index if unknown). */
function namedParts(id: string, libraries: Map<string, ReturnType<typeof libraryParts>>): string[] {
  const out: string[] = [];
  for (const [, list = '', library = ''] of readFileSync(id, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const lib = libraries.get(library);
    if (lib) for (const name of listed(list, 'inner')) out.push(lib.parts.get(name) ?? lib.index);
  }
  return out;
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function startChunks() {
  let plan: Map<string, string> | null = null;
  const libraries = new Map(uiLibraries.map((name) => [name, libraryParts(name)]));
  const indexes = new Map([...libraries.values()].map((lib) => [lib.index, lib]));
  const closure = (roots: string[], graph: ModuleGraph) => {
    const seen = new Set<string>();
    const stack = roots.map((r) => here(r));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const index = indexes.get(id);
      if (index) {
        stack.push(...index.always);
        continue;
      }
      const imported = graph.getModuleInfo(id)?.importedIds ?? [];
      stack.push(...imported);
      if (imported.some((i) => indexes.has(i))) stack.push(...namedParts(id, libraries));
    }
    return seen;
  };
  const makePlan = (graph: ModuleGraph) => {
    const [entry, site, app, tab, home, linked] = (['entry', 'site', 'app', 'tab', 'home', 'linked'] as const).map((k) => closure(startRoots[k], graph));
    const chunks = new Map<string, string>();
    const taken = (m: string) => entry.has(m) || chunks.has(m);
    for (const m of site) if (!taken(m) && (app.has(m) || tab.has(m) || home.has(m) || linked.has(m))) chunks.set(m, 'shared-start');
    for (const m of app) if (!taken(m) && !site.has(m)) chunks.set(m, 'app-start');
    for (const m of tab) if (!taken(m) && !site.has(m)) chunks.set(m, linked.has(m) ? 'linked-start' : 'tab-start');
    for (const m of home) if (!taken(m) && !site.has(m)) chunks.set(m, linked.has(m) ? 'linked-start' : 'home-start');
    for (const root of [...startRoots.site.slice(1), ...startRoots.app, ...startRoots.tab, ...startRoots.home]) chunks.delete(here(root));
    return chunks;
  };
  return {
    name: (id: string, graph: ModuleGraph) => (plan ??= makePlan(graph)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}

/**
 * The code of the routes people open the app on (src/app/entry-routes.ts), fetched from the HTML: the
 * head's script adds a modulepreload link for each file of the app's start and of the route's page on
 * an app route (never on a site page), so that they download alongside the entry script instead of
 * after it has run. The same files the entry then imports, each fetched once. On the dev server the
 * lists are empty.
 */
const entryRouteRoots: Record<string, string[]> = {
  [paths.tab.home]: [...startRoots.tab, ...startRoots.home],
  [paths.activityDetail]: startRoots.linked,
  [paths.productDetail]: ['./src/features/shop/product-detail-page.tsx'],
};

function appStartPreload(): Plugin {
  return {
    name: 'qihuo-app-start-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The dev server serves modules one by one: nothing to list.
        if (!bundle) return html.replace('__APP_START_FILES__', JSON.stringify({ app: [], routes: {} }));
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry)?.fileName;
        const closure = (roots: string[]) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file) || file === entry) return;
            files.add(file);
            for (const next of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(next);
          };
          for (const root of roots) {
            const chunk = chunks.find((c) => c.facadeModuleId === here(root));
            if (!chunk) throw new Error(`app start preload: no chunk for ${root}`);
            visit(chunk.fileName);
          }
          return [...files].map((f) => `/${f}`);
        };
        const app = closure(startRoots.app);
        const routes = Object.fromEntries(Object.entries(entryRouteRoots).map(([route, roots]) => [route, closure(roots).filter((f) => !app.includes(f))]));
        return html.replace('__APP_START_FILES__', JSON.stringify({ app, routes }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), mockBackend(), appStartPreload(), earlyDataScript(), sitePrerender()],
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
