// The spec's tab-bar rule (section 5): a tab page is not opened by a normal navigation. In this H5 app
// that means every way into a tab page replaces the current history entry (the tab bar itself, and
// every button or link of a screen that leads to a tab), so that back never walks through tab pages
// stacked on each other. Checked on the source: each navigation whose target is a tab path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

/** Each `navigate(…)` call or `<Link …>` on one line whose target (not a login redirect's return) is a tab path. */
function tabNavigations(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of sources(src)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${relative(src, file)}:${i + 1}`;
        for (const m of line.matchAll(/navigate\((?!hrefs\.login\()[^;]*?paths\.tab\.\w+[^;]*/g))
          found.push({ where, text: m[0] });
        for (const m of line.matchAll(/<Link\b[^>]*to=\{paths\.tab\.\w+\}[^>]*>/g)) found.push({ where, text: m[0] });
        for (const m of line.matchAll(/<TabBar\b[^>]*onChange=\{[^}]*\}[^>]*>/g)) found.push({ where, text: m[0] });
      });
  }
  return found;
}

describe('a tab page is not opened by a normal navigation', () => {
  it('every navigation to a tab page replaces the current entry', () => {
    const all = tabNavigations();
    // The tab bar, the cart button of a product, the way home of an empty or missing page, and more.
    expect(all.length).toBeGreaterThan(8);
    expect(all.filter((n) => !/replace(: true)?\b/.test(n.text)).map((n) => `${n.where}: ${n.text}`)).toEqual([]);
  });
});
