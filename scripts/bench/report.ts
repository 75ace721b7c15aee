// The bench's table: one row per metric with its budget, pure helpers to take medians and ratios,
// judge each row against its budget and print the rows as one aligned table.

/** A budget: the value must stay at most (`max`) or at least (`min`) this. */
export type Budget = { max: number } | { min: number };

export interface Row {
  metric: string;
  /** The measured value, in the unit the budget uses; null when it could not be measured. */
  value: number | null;
  /** How the value is shown (with its unit). */
  shown: string;
  budget?: Budget;
  /** How the budget is shown, e.g. "≤ 150 KB". */
  budgetShown?: string;
  /** Detail after the verdict (what was counted, where it came from, why nothing was measured). */
  note?: string;
  /** How a difference from the budget is written (a missed budget says by how much): the unit after the number, and its decimals. */
  unit?: { suffix: string; digits: number };
}

export type Verdict = 'ok' | 'OVER' | 'FAILED' | 'info';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** a / b, guarding a zero denominator (both zero: 1, a flat nothing). */
export function ratio(a: number, b: number): number {
  if (b === 0) return a === 0 ? 1 : Number.POSITIVE_INFINITY;
  return a / b;
}

/** A row without a budget is information; a row with one that was not measured has failed. */
export function verdict(row: Row): Verdict {
  if (!row.budget) return 'info';
  if (row.value === null || Number.isNaN(row.value)) return 'FAILED';
  return 'max' in row.budget
    ? row.value <= row.budget.max
      ? 'ok'
      : 'OVER'
    : row.value >= row.budget.min
      ? 'ok'
      : 'OVER';
}

/** By how much a row misses its budget ('' when it does not, or cannot say): e.g. "+0.35 s", "-0.04". */
export function missedBy(row: Row): string {
  if (verdict(row) !== 'OVER' || !row.budget || row.value === null) return '';
  const diff = 'max' in row.budget ? row.value - row.budget.max : row.value - row.budget.min;
  const digits = row.unit?.digits ?? 2;
  return `${diff > 0 ? '+' : '-'}${Math.abs(diff).toFixed(digits)}${row.unit?.suffix ?? ''}`;
}

/** True when every budgeted row is within its budget (the bench's exit code). */
export function allWithinBudget(rows: readonly Row[]): boolean {
  return rows.every((r) => verdict(r) === 'ok' || verdict(r) === 'info');
}

/** The rows as a Markdown table (readable in a terminal, pasted as is into docs/bench.md). */
export function formatTable(rows: readonly Row[]): string {
  const head = ['metric', 'value', 'budget', 'verdict', 'note'];
  const cells = rows.map((r) =>
    [r.metric, r.shown, r.budgetShown ?? '—', [verdict(r), missedBy(r)].filter(Boolean).join(' by '), r.note ?? ''].map(
      (c) => c.replace(/\|/g, '\\|'),
    ),
  );
  const widths = head.map((h, i) => Math.max(width(h), ...cells.map((c) => width(c[i] as string))));
  const line = (c: readonly string[]) =>
    `| ${c.map((x, i) => x + ' '.repeat((widths[i] as number) - width(x))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

/** Columns a string takes in a terminal: CJK and full-width characters take two. */
function width(s: string): number {
  let n = 0;
  for (const ch of s)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return n;
}
