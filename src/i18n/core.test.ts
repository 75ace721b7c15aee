// The home's first screen and everything it may load without a route (the app entry, the root, app
// and tab layouts, the home page, what they import statically or dynamically, the community picker,
// the toasts and modals) use only the core dictionary namespaces, because the rest arrives later
// (src/i18n/index.ts). Every other route waits for the rest before it renders (app/route-page.tsx), so
// no screen can show a raw key. Checked on the source: each `ns.key` literal of that code.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreNamespaces, dictionariesLoaded, t } from '@/i18n';
import { texts as activityZh } from './parts/zh-CN-activity';
import { texts as activityEn } from './parts/en-US-activity';
import { texts as moreZh } from './parts/zh-CN-more';
import { texts as moreEn } from './parts/en-US-more';

const src = resolve(__dirname, '..');
const namespaces = [
  'common',
  'errors',
  'auth',
  'shop',
  'cart',
  'order',
  'activity',
  'activityEdit',
  'station',
  'withdraw',
  'map',
  'image',
  'mine',
  'productEditor',
  'load',
  'address',
  'coupon',
  'pay',
  'afterSale',
  'account',
  'legal',
  'sheet',
  'offline',
  'message',
  'couponCentre',
  'gift',
  'catalogue',
  'growth',
];

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith('/'));
}

/** Source files reachable from `entries` by import and import(), except the route table's lazy modules. */
function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(src, e));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || file.startsWith(join(src, 'i18n'))) continue;
    seen.add(file);
    let code = readFileSync(file, 'utf8');
    // The route table's pages load through lazyPage, which waits for every namespace (entry-routes.ts
    // holds the loaders of some; the entry starts them early, only the route table renders them).
    if (/app\/(routes\.tsx|entry-routes\.ts)$/.test(file)) code = code.replace(/import\(['"][^'"]+['"]\)/g, '');
    for (const m of code.matchAll(/(?:^|[^.\w])(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(file, m[1]!);
      if (target && !/\.test\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** The `ns.key` literals in `files` whose namespace is not in `allowed`. */
function outside(files: string[], allowed: string[]): string[] {
  const keyLiteral = new RegExp(String.raw`['"\`](${namespaces.join('|')})\.[a-zA-Z]`, 'g');
  return files.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(keyLiteral)]
      .filter((m) => !allowed.includes(m[1]!))
      .map((m) => `${f.slice(src.length + 1)}: ${m[0].slice(1)}…`),
  );
}

describe('the core dictionary', () => {
  it("holds every namespace the home's code says", () => {
    const files = reachable([
      'app/app-entry.tsx',
      'app/app-layout.tsx',
      'app/tab-layout.tsx',
      'features/catalogue/home-page.tsx',
    ]);
    expect(files.some((f) => f.endsWith('components/community-picker.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('components/feedback-ui.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('features/mine/mine-page.tsx'))).toBe(false);
    expect(outside(files, coreNamespaces)).toEqual([]);
  });

  it('with the activity part, every namespace the activity page and its sheets say (the route waits only for that part)', () => {
    const files = reachable(['features/activity/activity-detail-page.tsx']);
    expect(files.some((f) => f.endsWith('features/activity/join-sheet.tsx'))).toBe(true);
    expect(outside(files, [...coreNamespaces, ...Object.keys(activityZh)])).toEqual([]);
  });

  it('and the parts together are every namespace, each in both languages', () => {
    const parts = [...Object.keys(activityZh), ...Object.keys(moreZh)];
    expect([...coreNamespaces, ...parts].sort()).toEqual([...namespaces].sort());
    expect([...Object.keys(activityEn), ...Object.keys(moreEn)].sort()).toEqual([...parts].sort());
    // The setup loads the rest, as every lazy route does before it renders.
    expect(dictionariesLoaded()).toBe(true);
    expect(t('mine.title')).not.toBe('mine.title');
  });
});
