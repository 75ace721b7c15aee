import { describe, expect, it } from 'vitest';
import { statusAfterFetch } from './load-more';

describe('load-more state', () => {
  it('a full page (non-zero multiple of 10) gives more, a short or empty page gives noMore', () => {
    expect(statusAfterFetch(10)).toBe('more');
    expect(statusAfterFetch(20)).toBe('more');
    expect(statusAfterFetch(9)).toBe('noMore');
    expect(statusAfterFetch(1)).toBe('noMore');
    expect(statusAfterFetch(0)).toBe('noMore');
    expect(statusAfterFetch(15)).toBe('noMore');
  });
});
