// Prints the first-load JavaScript of `/` (the entry script of dist/index.html, its modulepreloads, the
// site's entry that it always loads on a site page, and every chunk they import statically),
// gzip-compressed, against the site's 105 KB budget.
// Usage: tsx scripts/site-budget.ts [distDir]   (exit code 1 when over budget)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const SITE_JS_BUDGET_KB = 105;

export interface FirstLoad {
  files: { file: string; bytes: number; gzip: number }[];
  totalGzip: number;
  htmlGzip: number;
}

/** Gzip size as the budgets count it (level 9, as a CDN would serve it). */
export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

export const kb = (n: number) => (n / 1024).toFixed(1);

const staticImport = /\b(?:import|export)\s*(?:[^'"`()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

const siteEntry = /["'`](?:\.\/|assets\/)(site-entry-[\w-]+\.js)["'`]/g;

/** The JS files `/` loads: the entry, its static imports, and the site's entry with its own, with gzip sizes. */
export function siteFirstLoad(dist: string): FirstLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ].map((src) => src.replace(/^\//, ''));
  const seen = new Set<string>();
  const files: FirstLoad['files'] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file));
    files.push({ file, bytes: code.length, gzip: gzipSize(code) });
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const m of code.toString('utf8').matchAll(staticImport))
      queue.push(new URL(m[1]!, `http://x/${dir}`).pathname.slice(1));
    // The entry always imports the site's entry on a site page (right after the prerendered first paint).
    for (const m of code.toString('utf8').matchAll(siteEntry)) queue.push(`${dir}${m[1]!}`);
  }
  return {
    files,
    totalGzip: files.reduce((n, f) => n + f.gzip, 0),
    htmlGzip: gzipSize(html),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] || 'dist';
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No ${dist}/index.html: run \`npm run build\` first.`);
    process.exit(2);
  }
  const load = siteFirstLoad(dist);
  console.log('First load of / (gzip):');
  for (const f of load.files)
    console.log(`  ${f.file.padEnd(40)} ${kb(f.bytes).padStart(7)} KB  ${kb(f.gzip).padStart(6)} KB gzip`);
  console.log(`  index.html (prerendered, CSS inline)             ${kb(load.htmlGzip).padStart(6)} KB gzip`);
  const ok = load.totalGzip <= SITE_JS_BUDGET_KB * 1024;
  console.log(`JS total ${kb(load.totalGzip)} KB gzip, budget ${SITE_JS_BUDGET_KB} KB: ${ok ? 'OK' : 'OVER BUDGET'}`);
  console.log('Lighthouse (mobile performance >= 0.98, LCP < 1.5 s) is checked by `npm run bench`.');
  process.exit(ok ? 0 : 1);
}
