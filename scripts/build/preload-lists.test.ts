// A dynamic import's preload list keeps every chunk the importer may not have, and only drops what it has loaded.
import { describe, expect, it } from 'vitest';
import { preloadLists } from './preload-lists';

const chunk = (imports: string[]) => ({ type: 'chunk' as const, imports });

/** index -> app-start -> shared-start; home (loaded dynamically) -> shared-start, picker-part. */
const bundle = {
  'index.js': chunk(['app-start.js']),
  'app-start.js': chunk(['shared-start.js']),
  'shared-start.js': chunk([]),
  'home.js': chunk(['shared-start.js', 'picker-part.js']),
  'picker.js': chunk(['shared-start.js', 'app-start.js', 'picker-part.js']),
  'picker-part.js': chunk([]),
  'index.css': { type: 'asset' as const },
};

function listsAfterBundle() {
  const lists = preloadLists();
  // The hook as Vite calls it, with only the part of the bundle it reads (each chunk's imports).
  const hook = lists.plugin.generateBundle as unknown as { handler: (options: unknown, output: typeof bundle) => void };
  hook.handler({}, bundle);
  return lists;
}

describe('preload lists', () => {
  it('drop the chunks the importing chunk imports statically, directly or not, and keep the rest', () => {
    const { resolveDependencies } = listsAfterBundle();
    const deps = ['picker.js', 'shared-start.js', 'app-start.js', 'picker-part.js'];
    // index.js has app-start and, through it, shared-start.
    expect(resolveDependencies('picker.js', deps, { hostId: 'index.js', hostType: 'js' })).toEqual([
      'picker.js',
      'picker-part.js',
    ]);
    // home.js has shared-start and picker-part, not app-start.
    expect(resolveDependencies('picker.js', deps, { hostId: 'home.js', hostType: 'js' })).toEqual([
      'picker.js',
      'app-start.js',
    ]);
  });

  it("leave the HTML's lists, and every list of a build whose graph they did not see, as Vite made them", () => {
    const deps = ['app-start.js', 'shared-start.js'];
    expect(
      listsAfterBundle().resolveDependencies('index.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
    expect(preloadLists().resolveDependencies('picker.js', deps, { hostId: 'index.js', hostType: 'js' })).toEqual(deps);
  });
});
