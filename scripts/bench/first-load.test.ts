// The bench's first load is what was requested before the first screen; the rest is counted after it.
import { describe, expect, it } from 'vitest';
import { fileDifference, splitAtFirstScreen, type Sent } from './first-load';

const at = (path: string, t: number | null): Sent => ({ url: `http://127.0.0.1:4000${path}`, at: t });

describe('splitAtFirstScreen', () => {
  const sent = [
    at('/', 100),
    at('/assets/index-a.js', 110),
    at('/assets/home-page-b.js', 150),
    at('/api/goods', 160),
    at('/img/1.jpg', 200),
    at('/assets/more-c.js', 201),
    at('/assets/index-a.js', 300),
    at('/api/areas', null),
  ];

  it('counts JS and requests sent up to the moment the first screen was shown as the first load', () => {
    const split = splitAtFirstScreen(sent, 200);
    expect(split.first).toEqual({ js: ['/assets/index-a.js', '/assets/home-page-b.js'], requests: 5 });
  });

  it('counts what came after it, and requests never answered, apart; a JS file fetched before is not counted again', () => {
    const split = splitAtFirstScreen(sent, 200);
    expect(split.after).toEqual({ js: ['/assets/more-c.js'], requests: 3 });
  });

  it('moves with the first screen: shown later, more of the load is first load', () => {
    const split = splitAtFirstScreen(sent, 250);
    expect(split.first.js).toEqual(['/assets/index-a.js', '/assets/home-page-b.js', '/assets/more-c.js']);
    expect(split.after).toEqual({ js: [], requests: 2 });
  });
});

describe('fileDifference', () => {
  it('is empty when the browser fetched exactly the counted files, in any order and form of path', () => {
    expect(fileDifference(['/assets/a.js', '/assets/b.js'], ['assets/b.js', 'assets/a.js'])).toEqual([]);
  });
  it('names the files fetched but not counted and counted but not fetched', () => {
    expect(fileDifference(['/assets/a.js', '/assets/extra.js'], ['assets/a.js', 'assets/missing.js'])).toEqual([
      '+extra.js',
      '−missing.js',
    ]);
  });
});
