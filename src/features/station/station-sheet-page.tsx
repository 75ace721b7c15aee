// /pages/team/sheet?day=YYYY-MM-DD: the leader's sheet of a pickup day (分拣单): one line per good and spec of the
// day's paid orders, what to count and sort. Receiving it (签收, once) with a count per line (everything by default):
// the confirmation says what is short; afterwards, and whenever a received day is opened, what was received and
// the shortages, who lost what and the refund. Prints as a clean table (sheet.css).
import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { getPickupSheet, receivePickupDay, type Sheet, type SheetLineWire, type Shortage } from '@/api/team-pickup';
import type { PageProps } from '@/config/page-props';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { useLockedAction } from '@/components/use-locked-action';
import { formatFen } from '@/rules/money';
import { chinaDayKeyStart, formatChina } from '@/rules/china-time';
import { checkCount, sheetLineKey, shortLines, type CountCheck } from './sheet-counts';
import './station.css';
import './sheet.css';

export default function StationSheetPage({ query }: PageProps) {
  const t = useT();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(query.day ?? '') ? query.day! : '';
  return (
    <main className="station-page sheet-page">
      <PageHeader title={t('sheet.title')} fallback={hrefs.stationPickup(day || undefined)} />
      <LoginRequired message={t('station.needLogin')}>
        <LeaderOnly
          title={t('station.notLeader')}
          description={t('station.notLeaderDesc')}
          action={t('station.goApply')}
        >
          {() => (day ? <DaySheet day={day} /> : <EmptyState title={t('sheet.empty')} />)}
        </LeaderOnly>
      </LoginRequired>
    </main>
  );
}

const lineTitle = (l: Pick<SheetLineWire, 'title' | 'specName'>) => (l.specName ? `${l.title} ${l.specName}` : l.title);

function DaySheet({ day }: { day: string }) {
  const t = useT();
  const request = useRequest(() => getPickupSheet(day), { refreshDeps: [day] });
  const dayText = formatChina(chinaDayKeyStart(day), t('station.dayFormat'));
  return (
    <Loadable
      request={request}
      skeleton={<Skeleton rows={4} />}
      isEmpty={(s) => s.lines.length === 0}
      empty={{ title: t('sheet.empty') }}
    >
      {(sheet) => {
        const pieces = sheet.lines.reduce((n, l) => n + l.ordered, 0);
        return (
          <section className="sheet" aria-labelledby="sheet-summary">
            <div className="sheet-head">
              <h2 id="sheet-summary" data-testid="sheet-summary">
                {t('sheet.summary', { day: dayText, orders: sheet.orderCount, lines: sheet.lines.length, pieces })}
              </h2>
              <Button size="small" fill="outline" className="sheet-no-print" onClick={() => window.print()}>
                {t('sheet.print')}
              </Button>
            </div>
            {sheet.receivedTime === null ? (
              <ReceiveForm sheet={sheet} onReceived={request.refreshAsync} />
            ) : (
              <Received sheet={sheet} />
            )}
          </section>
        );
      }}
    </Loadable>
  );
}

function errorText(t: ReturnType<typeof useT>, check: CountCheck, ordered: number): string | null {
  if (check.ok) return null;
  if (check.reason === 'above') return t('sheet.errAbove', { n: ordered });
  if (check.reason === 'below') return t('sheet.errBelow');
  return t('sheet.errNotInteger');
}

/** The sheet's table: a picture, the good and spec, what was ordered, then the page's own columns. */
function SheetTable({
  lines,
  head,
  cells,
  foot,
}: {
  lines: readonly SheetLineWire[];
  head: string[];
  cells: (l: SheetLineWire) => ReactNode[];
  foot: ReactNode[];
}) {
  const t = useT();
  return (
    <table className="sheet-table" data-testid="sheet-table">
      <thead>
        <tr>
          <th scope="col">{t('sheet.colProduct')}</th>
          <th scope="col">{t('sheet.colOrdered')}</th>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={sheetLineKey(l)} data-testid="sheet-line">
            <th scope="row">
              <div className="sheet-good">
                <img src={l.img} alt="" width={44} height={44} loading="lazy" />
                <span>
                  <strong>{l.title}</strong>
                  {l.specName && <span className="sheet-spec">{l.specName}</span>}
                </span>
              </div>
            </th>
            <td className="sheet-num">{l.ordered}</td>
            {cells(l)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('sheet.total')}</th>
          <td className="sheet-num">{lines.reduce((n, l) => n + l.ordered, 0)}</td>
          {foot}
        </tr>
      </tfoot>
    </table>
  );
}

function ReceiveForm({ sheet, onReceived }: { sheet: Sheet; onReceived: () => Promise<unknown> }) {
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
              <div className="sheet-stepper">
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

function Received({ sheet }: { sheet: Sheet }) {
  const t = useT();
  const byOrder = new Map<string, Shortage[]>();
  for (const s of sheet.shortages) byOrder.set(s.orderCode, [...(byOrder.get(s.orderCode) ?? []), s]);
  const totalFen = sheet.shortages.reduce((n, s) => n + s.amountFen, 0);
  const short = (l: SheetLineWire) => l.ordered - (l.received ?? l.ordered);
  return (
    <>
      <p className="sheet-received" data-testid="sheet-received">
        {t('sheet.receivedAt', { time: formatChina(sheet.receivedTime!, 'MM/DD HH:mm') })}
      </p>
      <SheetTable
        lines={sheet.lines}
        head={[t('sheet.colReceived'), t('sheet.colShort')]}
        cells={(l) => [
          <td key="received" className="sheet-num">
            {l.received ?? l.ordered}
          </td>,
          <td key="short" className={short(l) > 0 ? 'sheet-num sheet-short' : 'sheet-num'}>
            {short(l) > 0 ? short(l) : '—'}
          </td>,
        ]}
        foot={[
          <td key="received" className="sheet-num">
            {sheet.lines.reduce((n, l) => n + (l.received ?? l.ordered), 0)}
          </td>,
          <td key="short" className="sheet-num">
            {sheet.lines.reduce((n, l) => n + short(l), 0) || '—'}
          </td>,
        ]}
      />
      {byOrder.size === 0 ? (
        <p className="sheet-hint">{t('sheet.noShortage')}</p>
      ) : (
        <section className="sheet-shortages" aria-labelledby="sheet-shortages-title">
          <h3 id="sheet-shortages-title">{t('sheet.shortagesTitle', { n: byOrder.size })}</h3>
          <ul>
            {[...byOrder.entries()].map(([orderCode, list]) => (
              <li key={orderCode} data-testid="sheet-shortage">
                <span className="sheet-shortage-who">
                  <strong>{list[0]!.residentName}</strong> <span>{list[0]!.residentPhone}</span>{' '}
                  <span className="sheet-muted">{orderCode}</span>
                </span>
                <span className="sheet-shortage-what">
                  {list
                    .map((s) =>
                      t('sheet.shortageLine', { title: s.specName ? `${s.title} ${s.specName}` : s.title, n: s.num }),
                    )
                    .join(t('common.listJoin'))}
                </span>
                <span className="sheet-shortage-refund">
                  {t('sheet.shortageRefund', { amount: formatFen(list.reduce((n, s) => n + s.amountFen, 0)) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="sheet-total">{t('sheet.shortageTotal', { amount: formatFen(totalFen) })}</p>
        </section>
      )}
    </>
  );
}
