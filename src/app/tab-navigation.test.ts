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

/** The text of the call that opens at `open` (the index of its `(`), to its matching `)`. */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Each `navigate(…)` call or `<Link …>` (over as many lines as it takes) whose target (not a login redirect's return) is a tab path. */
function tabNavigations(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    const add = (index: number, found_: string) =>
      found.push({
        where: `${relative(src, file)}:${text.slice(0, index).split('\n').length}`,
        text: found_.replace(/\s+/g, ' '),
      });
    for (const m of text.matchAll(/navigate\(/g)) {
      const call = callText(text, m.index + 'navigate'.length);
      if (/paths\.tab\.\w+/.test(call) && !/^\(\s*hrefs\.login\(/.test(call)) add(m.index, `navigate${call}`);
    }
    for (const m of text.matchAll(/<Link\b[^>]*to=\{paths\.tab\.\w+\}[^>]*>/g)) add(m.index, m[0]);
    for (const m of text.matchAll(/<TabBar\b[^>]*onChange=\{[^}]*\}[^>]*>/g)) add(m.index, m[0]);
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
