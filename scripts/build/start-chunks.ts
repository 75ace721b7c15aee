// The start-chunk planner of the build (docs/bench.md#speed): which modules go into the app's start chunks,
// followed through the UI libraries' indexes only by the parts a module names. It reads antd-mobile's and
// ahooks' ES indexes as text: start-chunks.test.ts fails when an upgrade changes what it can read.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const here = (path: string) => join(ROOT, path);

/**
 * Fewer, larger files for the app's start (each request costs a round trip on a phone network, and
 * HTTP/1.1 opens six at a time): the modules the app's entry and layout need that the site does not in
 * one chunk, the tab layout's in another, and the home page's in a third, less what the activity page
 * (the shared link people open the app on most) uses with it: those in a fourth, and the paged list's in
 * a fifth; what the site's code shares with the app's (React and the like, beyond the entry's own
 * modules) in a sixth. Followed statically; into the UI libraries only through the parts a module names
 * (their indexes re-export every part, used or not). The routes' own modules keep their chunks, which
 * the manifest and the lazy routes name.
 */
export const startRoots = {
  entry: ['./src/main.tsx'],
  site: ['./src/main.tsx', './src/app/site-entry.tsx', './src/features/site/site-page.tsx'],
  app: ['./src/app/app-entry.tsx', './src/app/app-layout.tsx'],
  tab: ['./src/app/tab-layout.tsx'],
  home: ['./src/features/catalogue/home-page.tsx'],
  linked: ['./src/features/activity/activity-detail-page.tsx'],
  /**
   * The paged list: the home shows its goods in it, and twenty other routes their lists, the shared link's
   * participants (after its first screen) among them. What the home needs of it is a start chunk of its own, so
   * that those routes load the list without the home's start.
   */
  list: ['./src/components/paged-list.tsx'],
};
export const uiLibraries = ['antd-mobile', 'ahooks'] as const;

/** The names in an import or export list: `default as A, B, C as D` gives A, B and C (the names on the library's side: A, B, C). */
const listed = (list: string, side: 'outer' | 'inner') =>
  list
    .split(',')
    .map((n) => n.trim().split(/\s+as\s+/))
    .map((n) => (side === 'outer' ? n[n.length - 1] : n[0]) ?? '')
    .filter((n) => n && !n.startsWith('type '));

/** A library index's exported names, each to the file it comes from (`export { default as X } from './x'`, `import X, { Y } from './x'`). */
export function libraryParts(library: string): { index: string; parts: Map<string, string>; always: string[] } {
  const index = here(`./node_modules/${library}/es/index.js`);
  const source = readFileSync(index, 'utf8');
  const file = (rel: string) =>
    [`${rel}.js`, `${rel}/index.js`, rel]
      .map((f) => resolve(index, '..', f))
      .find((f) => existsSync(f) && statSync(f).isFile()) ?? '';
  const parts = new Map<string, string>();
  for (const [, list = '', rel = ''] of source.matchAll(/^export \{([^}]+)\} from '(\.[^']+)'/gm))
    for (const name of listed(list, 'outer')) parts.set(name, file(rel));
  for (const [, first = '', list = '', rel = ''] of source.matchAll(
    /^import (\w+)(?:, \{([^}]*)\})? from '(\.[^']+)'/gm,
  ))
    for (const name of [first, ...listed(list, 'outer')]) parts.set(name, file(rel));
  const always = [...source.matchAll(/^import '(\.[^']+)'/gm)].map(([, rel = '']) => file(rel));
  return { index, parts, always };
}

/** The parts of UI libraries a module names: `import { A, B as C } from 'antd-mobile'` gives A's and B's files (the index if unknown). */
export function namedParts(id: string, libraries: Map<string, ReturnType<typeof libraryParts>>): string[] {
  const out: string[] = [];
  for (const [, list = '', library = ''] of readFileSync(id, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const lib = libraries.get(library);
    if (lib) for (const name of listed(list, 'inner')) out.push(lib.parts.get(name) ?? lib.index);
  }
  return out;
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

export function startChunks() {
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
    const of = (k: keyof typeof startRoots) => closure(startRoots[k], graph);
    const [entry, site, app, tab, home, linked, list] = [
      of('entry'),
      of('site'),
      of('app'),
      of('tab'),
      of('home'),
      of('linked'),
      of('list'),
    ];
    const chunks = new Map<string, string>();
    const taken = (m: string) => entry.has(m) || chunks.has(m);
    for (const m of site)
      if (!taken(m) && (app.has(m) || tab.has(m) || home.has(m) || linked.has(m))) chunks.set(m, 'shared-start');
    for (const m of app) if (!taken(m) && !site.has(m)) chunks.set(m, 'app-start');
    for (const m of tab) if (!taken(m) && !site.has(m)) chunks.set(m, linked.has(m) ? 'linked-start' : 'tab-start');
    for (const m of home)
      if (!taken(m) && !site.has(m))
        chunks.set(m, linked.has(m) ? 'linked-start' : list.has(m) ? 'list-start' : 'home-start');
    for (const root of [...startRoots.site.slice(1), ...startRoots.app, ...startRoots.tab, ...startRoots.home])
      chunks.delete(here(root));
    return chunks;
  };
  return {
    name: (id: string, graph: ModuleGraph) => (plan ??= makePlan(graph)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}
