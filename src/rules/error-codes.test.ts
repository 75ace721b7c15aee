// The codes stay named: the mock throws and the client compares by name (ERR), and every code is in docs/api.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERR } from './error-codes';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) sources(rel, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

/** Lines of `files` that match `pattern`, as `file:line: text`. */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((f) =>
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
}

// Not an envelope code: the browser's GeolocationPositionError code.
const OTHER_CODES = new Set(['src/lib/lbs/my-location.ts']);

describe('error codes', () => {
  it('the mock throws no bare code', () => {
    // new Fail(6001, ...), approvedStation(ctx, 7008, ...), { code: 404, ... }
    expect(hits(sources('mock'), /\bFail\(\s*\d|approvedStation\([^,]+,\s*\d|\bcode:\s*\d{2,}/)).toEqual([]);
  });

  it('the client compares no bare code', () => {
    // error.code === 7003, body.code === 0, new Set([8001, ...])
    const files = sources('src').filter((f) => !OTHER_CODES.has(f) && !f.startsWith('src/i18n/'));
    expect(hits(files, /\bcode\s*[!=]==?\s*\d|\bcodes?\b.*\[\s*\d{2,}/i)).toEqual([]);
  });

  it('each code is documented in docs/api.md', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');
    const codes = Object.values(ERR).flatMap((area) => Object.values(area) as number[]);
    expect(codes.filter((c) => !new RegExp(`\\b${c}\\b`).test(doc))).toEqual([]);
  });

  it('one area never gives one code two meanings, but for 2009 (a duplicate spec name, no such zone)', () => {
    for (const [area, names] of Object.entries(ERR)) {
      const seen = new Map<number, string>();
      for (const [name, code] of Object.entries(names) as [string, number][]) {
        if (seen.has(code))
          expect(`${area}: ${seen.get(code)} / ${name}`).toBe('product: duplicateSpec / zoneNotFound');
        seen.set(code, name);
      }
    }
  });
});
