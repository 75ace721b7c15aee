// The day's sheet as a table (one line per product and spec, the pieces ordered, and the columns of the moment),
// and a received day: what came, what was short, who lost what and the refund.
import type { ReactNode } from 'react';
import type { Sheet, SheetLineWire, Shortage } from '@/api/team-pickup';
import { useT } from '@/i18n';
import { formatFen } from '@/rules/money';
import { formatChina } from '@/rules/china-time';
import { sheetLineKey } from './sheet-counts';

export const lineTitle = (l: Pick<SheetLineWire, 'title' | 'specName'>) =>
  l.specName ? `${l.title} ${l.specName}` : l.title;

/** The sheet's table: product and ordered, then `head`'s columns with `cells` per line and `foot` in the total row. */
export function SheetTable({
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

/** A received day: when, the table with received and short, and each order's shortage with its refund. */
export function Received({ sheet }: { sheet: Sheet }) {
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
