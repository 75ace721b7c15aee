// The bench's pure helpers: medians, ratios, budget verdicts and the table it prints.
import { describe, expect, it } from 'vitest';
import { allWithinBudget, formatTable, median, missedBy, ratio, verdict, type Row } from './report';

describe('median and ratio', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, unsorted input', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 1, 4, 3])).toBe(3.5);
    expect(median([0.7])).toBe(0.7);
    expect(() => median([])).toThrow();
  });
  it('divides, with zero over zero as flat and anything over zero as unbounded', () => {
    expect(ratio(30, 10)).toBe(3);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('budgets', () => {
  const row = (value: number | null, budget?: Row['budget']): Row => ({
    metric: 'm',
    value,
    shown: String(value),
    budget,
  });
  it('judges at-most and at-least budgets, the limit itself included', () => {
    expect(verdict(row(150, { max: 150 }))).toBe('ok');
    expect(verdict(row(150.1, { max: 150 }))).toBe('OVER');
    expect(verdict(row(0.98, { min: 0.98 }))).toBe('ok');
    expect(verdict(row(0.97, { min: 0.98 }))).toBe('OVER');
  });
  it('fails a budgeted row that could not be measured, and leaves unbudgeted rows as information', () => {
    expect(verdict(row(null, { max: 2 }))).toBe('FAILED');
    expect(verdict(row(Number.NaN, { max: 2 }))).toBe('FAILED');
    expect(verdict(row(12))).toBe('info');
    expect(verdict(row(null))).toBe('info');
  });
  it('says by how much a budget is missed, in the unit of the row, and nothing for a budget met', () => {
    expect(missedBy({ ...row(2.35, { max: 2 }), unit: { suffix: ' s', digits: 2 } })).toBe('+0.35 s');
    expect(missedBy(row(0.91, { min: 0.95 }))).toBe('-0.04');
    expect(missedBy(row(1.9, { max: 2 }))).toBe('');
    expect(formatTable([{ ...row(240, { max: 200 }), unit: { suffix: ' ms', digits: 0 } }])).toContain(
      '| OVER by +40 ms |',
    );
  });
  it('passes only when no budgeted row is over or failed', () => {
    expect(allWithinBudget([row(1, { max: 2 }), row(99)])).toBe(true);
    expect(allWithinBudget([row(1, { max: 2 }), row(3, { max: 2 })])).toBe(false);
    expect(allWithinBudget([row(null, { min: 0.9 })])).toBe(false);
  });
});

describe('formatTable', () => {
  it('prints one aligned Markdown row per metric with its budget and verdict, CJK counted double-width', () => {
    const text = formatTable([
      { metric: 'first-load JS of /', value: 84.7, shown: '84.7 KB', budget: { max: 105 }, budgetShown: '≤ 105 KB' },
      { metric: '首页 requests', value: 31, shown: '31', note: 'a|b' },
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| metric +\| value +\| budget +\| verdict \| note +\|$/);
    expect(lines[2]).toContain('| 84.7 KB | ≤ 105 KB | ok      |');
    expect(lines[3]).toContain('| —        | info    | a\\|b |');
    // Every line is as wide as the header on screen (首页 takes four columns).
    const cols = (s: string) => [...s].reduce((n, ch) => n + (/[\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0);
    expect(new Set(lines.map(cols)).size).toBe(1);
  });
});
