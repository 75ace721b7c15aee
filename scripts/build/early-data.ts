// Vite plugin: compiles src/lib/early-data-start.ts (the entry route's first calls, signed as the request
// client signs them: docs/api.md#common-rules, docs/product.md#early-start) into one small script and inlines it in index.html's
// head, where `<!--early-data-->` stands, so that the calls go out as soon as the HTML arrives, before
// the app's code has downloaded. Built with the same mode and settings as the app (its VITE_* values:
// the signing secret and appid). It also writes the shell's routes into the head script and its tab labels into the tab bar. The dev server inlines no early script (its modules load one by one anyway).
import { build, type Plugin, type Rollup } from 'vite';
import { fileURLToPath } from 'node:url';
import { paths, tabPaths } from '../../src/config/paths';
import { PICTURE_GLOBAL } from '../../src/lib/early-picture';
import { withTabLabels } from './shell-labels';

const ENTRY = fileURLToPath(new URL('../../src/lib/early-data-start.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const MARK = '<!--early-data-->';
const ROUTES = '__SHELL_ROUTES__';

/** The routes whose skeleton index.html's shell draws (its head script picks one by the address). */
export const shellRoutes = {
  tabs: tabPaths[0].slice(0, tabPaths[0].lastIndexOf('/') + 1),
  home: paths.tab.home,
  activity: paths.activityDetail,
  product: paths.productDetail,
};

/** The early script's code, minified, as an IIFE with no exports. */
export async function buildEarlyScript(root: string, mode: string): Promise<string> {
  const out = await build({
    root,
    mode,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: [{ find: '@', replacement: SRC }] },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      copyPublicDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'qhEarlyData', fileName: () => 'early-data.js' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((c): c is Rollup.OutputChunk => c.type === 'chunk');
  if (!chunk) throw new Error('early data: the script was not built');
  // An IIFE with a name assigns a global; the script exports nothing, so keep only the call.
  const code = chunk.code.trim().replace(/^var qhEarlyData\s*=\s*/, '');
  if (code.includes('</script')) throw new Error('early data: the script cannot be inlined');
  return code;
}

export function earlyDataScript(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let script: Promise<string> | null = null;
  return {
    name: 'qihuo-early-data',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(MARK) || !html.includes(ROUTES) || !html.includes(PICTURE_GLOBAL))
          throw new Error(`early data: index.html has no ${MARK}, ${ROUTES} or ${PICTURE_GLOBAL}`);
        if (tabPaths.some((p) => !p.startsWith(shellRoutes.tabs)))
          throw new Error('early data: the tab routes do not share one folder');
        const page = withTabLabels(html.replace(ROUTES, JSON.stringify(shellRoutes)));
        if (!bundle) return page.replace(MARK, '');
        script ??= buildEarlyScript(root, mode);
        return page.replace(MARK, `<script>${await script}</script>`);
      },
    },
  };
}
