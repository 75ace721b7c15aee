// The critical path depth of the WeChat entry: calls in a row count, calls side by side do not.
import { describe, expect, it } from 'vitest';
import { criticalPathDepth } from './round-trips';

const call = (path: string, start: number, end: number) => ({ path, start, end });

describe('criticalPathDepth', () => {
  it('counts calls sent together as one round trip, whatever their number', () => {
    expect(criticalPathDepth([call('a', 0, 200), call('b', 2, 205), call('c', 5, 201), call('d', 6, 230)])).toBe(1);
  });
  it('counts a call sent after another answered as the next round trip, in any input order', () => {
    expect(criticalPathDepth([call('user', 210, 410), call('scene', 0, 200), call('goods', 1, 202)])).toBe(2);
    expect(
      criticalPathDepth([call('c', 420, 620), call('a', 0, 200), call('b', 205, 410), call('side', 300, 500)]),
    ).toBe(3);
  });
  it('does not chain a call that started before the other one answered', () => {
    expect(criticalPathDepth([call('a', 0, 200), call('b', 199, 400)])).toBe(1);
  });
  it('is 0 without calls', () => {
    expect(criticalPathDepth([])).toBe(0);
  });
});
