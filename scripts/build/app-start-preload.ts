// Vite plugin: the modulepreload lists of the routes people open the app on (docs/bench.md#speed), written into
// index.html's head script from the build's chunks.
import type { Plugin } from 'vite';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '../../src/config/paths';
import { staticClosure } from './chunk-graph';
import { startRoots } from './start-chunks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const here = (path: string) => join(ROOT, path);

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
  [paths.productDetail]: ['./src/features/catalogue/product-detail-page.tsx'],
};

export function appStartPreload(): Plugin {
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
          const files = roots.map((root) => {
            const chunk = chunks.find((c) => c.facadeModuleId === here(root));
            if (!chunk) throw new Error(`app start preload: no chunk for ${root}`);
            return chunk.fileName;
          });
          return [...staticClosure(bundle, files, entry)].map((f) => `/${f}`);
        };
        const app = closure(startRoots.app);
        const routes = Object.fromEntries(
          Object.entries(entryRouteRoots).map(([route, roots]) => [
            route,
            closure(roots).filter((f) => !app.includes(f)),
          ]),
        );
        return html.replace('__APP_START_FILES__', JSON.stringify({ app, routes }));
      },
    },
  };
}
