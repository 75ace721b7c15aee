// /pages/team/sheet?day=YYYY-MM-DD: the leader's sheet of a pickup day (分拣单): one line per good and spec of the
// day's paid orders, what to count and sort. Receiving it (签收, once) with a count per line (everything by default):
// the confirmation says what is short; afterwards, and whenever a received day is opened, what was received and
// the shortages, who lost what and the refund. Prints as a clean table (sheet.css). The form is
// sheet-receive-form.tsx, the table and the received day sheet-table.tsx.
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { getPickupSheet } from '@/api/team-pickup';
import type { PageProps } from '@/config/page-props';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { chinaDayKeyStart, formatChina } from '@/rules/china-time';
import { ReceiveForm } from './sheet-receive-form';
import { Received } from './sheet-table';
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
