// Search records: most recent first, de-duplicated, at most 20, no blanks.
import { describe, expect, it } from 'vitest';
import { addSearchRecord, MAX_SEARCH_RECORDS } from './search-records';

describe('addSearchRecord', () => {
  it('puts the newest first', () => {
    expect(addSearchRecord(['鸡蛋', '草莓'], '牛奶')).toEqual(['牛奶', '鸡蛋', '草莓']);
  });

  it('moves a repeated keyword to the front instead of keeping it twice (after trimming)', () => {
    expect(addSearchRecord(['鸡蛋', '草莓', '牛奶'], ' 草莓 ')).toEqual(['草莓', '鸡蛋', '牛奶']);
  });

  it('keeps at most 20, dropping the oldest', () => {
    const full = Array.from({ length: MAX_SEARCH_RECORDS }, (_, i) => `k${i}`);
    const next = addSearchRecord(full, 'new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k19');
    expect(next).toContain('k18');
  });

  it('ignores a blank keyword and cuts a long one to 30 characters', () => {
    expect(addSearchRecord(['a'], '   ')).toEqual(['a']);
    expect(addSearchRecord([], 'x'.repeat(40))).toEqual(['x'.repeat(30)]);
  });

  it('does not change the list it was given', () => {
    const before = ['a', 'b'];
    addSearchRecord(before, 'c');
    expect(before).toEqual(['a', 'b']);
  });
});
