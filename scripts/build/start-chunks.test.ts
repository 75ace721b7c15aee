// The start-chunk planner reads antd-mobile's and ahooks' ES indexes as text: every part the app imports must
// be found there as a file of its own, so that a library upgrade that changes its index fails here, loudly,
// instead of silently changing how the app's start is split.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryParts, uiLibraries } from './start-chunks';

/** Every name the app's source imports from `library` (`import { A, B as C } from 'library'`). */
function importedNames(library: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
        for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(
          new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*['"]${library}['"]`, 'g'),
        )) {
          for (const part of list.split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)[0]
              ?.replace(/^type\s+/, '');
            if (name && !part.trim().startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  walk(join(process.cwd(), 'src'));
  return [...names].sort();
}

describe('the start-chunk planner', () => {
  it.each(uiLibraries)('finds every part of %s the app imports as a file of its own', (library) => {
    const { index, parts } = libraryParts(library);
    const names = importedNames(library);
    expect(names.length).toBeGreaterThan(3);
    const missing = names.filter((name) => {
      const file = parts.get(name);
      return !file || file === index || !existsSync(file);
    });
    expect(missing).toEqual([]);
  });
});
