// Receiving a pickup day (签收, once): a count per line (everything by default), each checked as typed; the
// confirmation says what is short before anything is sent, and a double tap receives once.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { receivePickupDay, type Sheet, type SheetLineWire } from '@/api/team-pickup';
import { useT } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { useLockedAction } from '@/components/use-locked-action';
import { checkCount, sheetLineKey, shortLines, type CountCheck } from './sheet-counts';
import { lineTitle, SheetTable } from './sheet-table';

function errorText(t: ReturnType<typeof useT>, check: CountCheck, ordered: number): string | null {
  if (check.ok) return null;
  if (check.reason === 'above') return t('sheet.errAbove', { n: ordered });
  if (check.reason === 'below') return t('sheet.errBelow');
  return t('sheet.errNotInteger');
}

/** The sheet's table: a picture, the good and spec, what was ordered, then the page's own columns. */
export function ReceiveForm({ sheet, onReceived }: { sheet: Sheet; onReceived: () => Promise<unknown> }) {
  const t = useT();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const textOf = (l: SheetLineWire) => counts[sheetLineKey(l)] ?? String(l.ordered);
  const checks = new Map(sheet.lines.map((l) => [sheetLineKey(l), checkCount(textOf(l), l.ordered)]));
  const set = (l: SheetLineWire, text: string) => setCounts((c) => ({ ...c, [sheetLineKey(l)]: text }));
  const valid = [...checks.values()].every((c) => c.ok);
  const receivedTotal = [...checks.values()].reduce((n, c) => n + (c.ok ? c.value : 0), 0);

  const [receive, busy] = useLockedAction(async () => {
    setTried(true);
    if (!valid) {
      showToast(t('sheet.fixErrors'));
      return;
    }
    const short = shortLines(sheet.lines, counts);
    const pieces = sheet.lines.reduce((n, l) => n + l.ordered, 0);
    const content = short.length
      ? t('sheet.confirmShort', {
          lines: short
            .map((s) => t('sheet.confirmShortLine', { title: lineTitle(s.line), n: s.short }))
            .join(t('common.listJoin')),
        })
      : t('sheet.confirmAll', { pieces });
    if (!(await showModal({ title: t('sheet.confirmTitle'), content, confirmText: t('sheet.confirmOk') }))) return;
    try {
      await receivePickupDay(
        sheet.day,
        sheet.lines.map((l) => ({
          goodCode: l.goodCode,
          specName: l.specName,
          received: (checks.get(sheetLineKey(l)) as { value: number }).value,
        })),
      );
      showToast(t('sheet.received'), { icon: 'success' });
    } catch {
      // The request client has shown the server's message (a day received elsewhere meanwhile: 该日已签收); the sheet is read again.
    }
    // Read again before the button takes another tap: the received day shows its result instead of the form.
    await onReceived().catch(() => undefined);
  });

  return (
    <form
      className="sheet-form"
      onSubmit={(e) => {
        e.preventDefault();
        void receive();
      }}
      noValidate
    >
      <p className="sheet-hint sheet-no-print">{t('sheet.receiveHint')}</p>
      <SheetTable
        lines={sheet.lines}
        head={[t('sheet.colReceived')]}
        cells={(l) => {
          const check = checks.get(sheetLineKey(l))!;
          const text = textOf(l);
          const error = errorText(t, check, l.ordered);
          const n = check.ok ? check.value : null;
          const id = `count-${sheetLineKey(l)}`;
          return [
            <td key="count" className="sheet-count">
              <div className="qh-stepper sheet-stepper">
                <button
                  type="button"
                  className="sheet-no-print"
                  aria-label={t('sheet.fewer', { title: lineTitle(l) })}
                  disabled={n === null || n <= 0}
                  onClick={() => n !== null && set(l, String(n - 1))}
                >
                  −
                </button>
                <input
                  id={id}
                  inputMode="numeric"
                  className={error ? 'sheet-input sheet-input--error' : 'sheet-input'}
                  aria-label={t('sheet.countLabel', { title: lineTitle(l) })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  value={text}
                  onChange={(e) => set(l, e.target.value)}
                />
                <button
                  type="button"
                  className="sheet-no-print"
                  aria-label={t('sheet.more', { title: lineTitle(l) })}
                  disabled={n === null || n >= l.ordered}
                  onClick={() => n !== null && set(l, String(n + 1))}
                >
                  +
                </button>
              </div>
              {error && (
                <span
                  id={`${id}-error`}
                  className="sheet-error"
                  role={tried ? 'alert' : undefined}
                  data-testid="sheet-error"
                >
                  {error}
                </span>
              )}
            </td>,
          ];
        }}
        foot={[
          <td key="count" className="sheet-num">
            {valid ? receivedTotal : ''}
          </td>,
        ]}
      />
      <div className="sheet-actions sheet-no-print">
        <Button type="submit" color="primary" block loading={busy} disabled={busy}>
          {t('sheet.receive')}
        </Button>
      </div>
    </form>
  );
}
