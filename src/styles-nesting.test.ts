// Every stylesheet of the app closes what it opens: a rule left open nests all that follows under it (
// the order page's map button and every rule after an unclosed block were silently scoped away). Blocks nest
// only inside at-rules (@media, @supports, @keyframes).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** The selectors of blocks opened inside a block that is not an at-rule, and whether all blocks close. */
function nesting(css: string): { nested: string[]; balanced: boolean } {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: string[] = [];
  const nested: string[] = [];
  let head = '';
  for (const ch of text) {
    if (ch === '{') {
      const selector = head.trim();
      const parent = open.at(-1);
      if (parent !== undefined && !parent.startsWith('@')) nested.push(`${parent} > ${selector}`);
      open.push(selector);
      head = '';
    } else if (ch === '}') {
      if (open.pop() === undefined) return { nested, balanced: false };
      head = '';
    } else if (ch === ';') head = '';
    else head += ch;
  }
  return { nested, balanced: open.length === 0 };
}

describe('stylesheets', () => {
  const files = cssFiles(join(process.cwd(), 'src'));
  it("finds the app's stylesheets", () => expect(files.length).toBeGreaterThan(10));
  it.each(files)('%s closes every block and nests none outside an at-rule', (file) => {
    expect(nesting(readFileSync(file, 'utf8'))).toEqual({ nested: [], balanced: true });
  });
  it('tells an unclosed rule', () => {
    expect(nesting('.a { color: red;\n.b { color: blue; }')).toEqual({ nested: ['.a > .b'], balanced: false });
  });
});
