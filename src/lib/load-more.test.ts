import { describe, expect, it } from 'vitest';
import { afterFetch, mergePage, statusAfterFetch, statusBeforeFetch } from './load-more';

describe('load-more state', () => {
  it('a full page (non-zero multiple of 10) gives more, a short or empty page gives noMore', () => {
    expect(statusAfterFetch(10)).toBe('more');
    expect(statusAfterFetch(20)).toBe('more');
    expect(statusAfterFetch(9)).toBe('noMore');
    expect(statusAfterFetch(1)).toBe('noMore');
    expect(statusAfterFetch(0)).toBe('noMore');
    expect(statusAfterFetch(15)).toBe('noMore');
  });

  it('a page beyond the first sets loading; page 1 keeps the current state', () => {
    expect(statusBeforeFetch(2, 'more')).toBe('loading');
    expect(statusBeforeFetch(1, 'noMore')).toBe('noMore');
    expect(statusBeforeFetch(1, 'more')).toBe('more');
  });

  it('page 1 replaces the list and later pages append', () => {
    expect(mergePage([1, 2, 3], [9], 1)).toEqual([9]);
    expect(mergePage([1, 2, 3], [4, 5], 2)).toEqual([1, 2, 3, 4, 5]);
  });

  it('afterFetch combines list, page and status', () => {
    const first = afterFetch({ list: ['old'], page: 0, status: 'more' }, Array.from({ length: 10 }, (_, i) => `a${i}`), 1);
    expect(first.list).toHaveLength(10);
    expect(first.status).toBe('more');
    const second = afterFetch(first, ['b0', 'b1'], 2);
    expect(second.list).toHaveLength(12);
    expect(second.list[10]).toBe('b0');
    expect(second.page).toBe(2);
    expect(second.status).toBe('noMore');
  });
});
