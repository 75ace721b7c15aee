// Vite: the React app, the `@/` alias, the mock backend mounted on the dev and preview servers, and the
// build's own steps (scripts/build/: the start-chunk planner, the start preload lists, the early-data
// script, the site's prerender, the service worker). Configuration only.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createMock } from './mock/app';
import { demoAccountsBanner } from './mock/server';
import { appStartPreload } from './scripts/build/app-start-preload';
import { earlyDataScript } from './scripts/build/early-data';
import { preloadLists } from './scripts/build/preload-lists';
import { serviceWorker } from './scripts/build/service-worker';
import { sitePrerender } from './scripts/build/site-prerender';
import { startChunks } from './scripts/build/start-chunks';

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

// The npm scripts set this to quiet Vite's notice while it loads this file. It starts with VITE_, so Vite would then
// also put it into the app's settings (import.meta.env, read whole by src/config/env.ts): the build's bytes would
// depend on how it was started (npm run build:dist, or vite build by hand). It has done its work by now.
delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the app's first load does not need (docs/bench.md#speed): umi-request's fetch polyfill and qs (every
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

/** The preload lists of dynamic imports without what the importer has loaded (scripts/build/preload-lists.ts). */
const lists = preloadLists();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mockBackend(),
    appStartPreload(),
    earlyDataScript(),
    sitePrerender(),
    serviceWorker(),
    lists.plugin,
  ],
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
    modulePreload: { resolveDependencies: lists.resolveDependencies },
    rolldownOptions: { output: { codeSplitting: { groups: [startChunks()] } } },
  },
}));
