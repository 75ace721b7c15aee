// What a leader typed as received on a day's sheet: a whole number from 0 to what was ordered, or the reason it
// is not (shown by the line, never silently changed); and the lines that are short, for the confirmation.
import type { SheetLineWire } from '@/api/team-pickup';

export type CountCheck = { ok: true; value: number } | { ok: false; reason: 'notInteger' | 'above' | 'below' };

/** The typed count of a line, checked against what was ordered. */
export function checkCount(text: string, ordered: number): CountCheck {
  const s = text.trim();
  if (!/^-?\d+$/.test(s)) return { ok: false, reason: 'notInteger' };
  const value = Number(s);
  if (value < 0) return { ok: false, reason: 'below' };
  if (value > ordered) return { ok: false, reason: 'above' };
  return { ok: true, value };
}

/** A line's key on the sheet: good and spec. */
export const sheetLineKey = (l: Pick<SheetLineWire, 'goodCode' | 'specName'>) => `${l.goodCode}|${l.specName}`;

/** The lines received short of what was ordered, with how many pieces are missing (only lines whose count is valid). */
export function shortLines(
  lines: readonly SheetLineWire[],
  counts: Readonly<Record<string, string>>,
): { line: SheetLineWire; short: number; received: number }[] {
  return lines.flatMap((line) => {
    const check = checkCount(counts[sheetLineKey(line)] ?? String(line.ordered), line.ordered);
    return check.ok && check.value < line.ordered
      ? [{ line, short: line.ordered - check.value, received: check.value }]
      : [];
  });
}
