// Group-buy on the detail page: each item's tiers (the price falls as the group grows), my group with
// its seats and state, and the open groups with their members, empty seats and a live countdown to
// the group time limit on the server's clock; join one or start one.
import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { GROUP_STATUS, UNGROUPED_HANDLING, type Activity, type Group } from '@/api/activity';
import { Money } from '@/components/price';
import { useT, type MessageKey } from '@/i18n';
import { countdown, countdownClock } from '@/lib/date';
import { groupSentence } from './labels';
import { ItemRow } from './item-row';
import { Seats } from './people';
import { Block } from './block';

function Countdown({ deadline, now }: { deadline: number; now: number }) {
  const t = useT();
  const c = countdown(deadline, now);
  return (
    <span className="act-countdown" data-testid="group-countdown">
      {c.over ? t('activity.groupClosing') : t('activity.groupLeft', { time: countdownClock(c) })}
    </span>
  );
}

function GroupCard({
  a,
  g,
  now,
  mine,
  linked,
  canJoin,
  onJoin,
}: {
  a: Activity;
  g: Group;
  now: number;
  mine?: boolean;
  linked?: boolean;
  canJoin: boolean;
  onJoin?: (g: Group) => void;
}) {
  const t = useT();
  // The group a shared link named: shown where the eye lands.
  useEffect(() => {
    if (linked) document.querySelector(`[data-group="${g.code}"]`)?.scrollIntoView({ block: 'center' });
  }, [linked, g.code]);
  const item = a.activityItemList.find((i) => i.code === g.itemCode);
  const tiers = item?.groupItemList ?? [];
  const open = g.status === GROUP_STATUS.open;
  return (
    <li
      className={`act-group act-group--${g.status}${linked ? ' act-group--linked' : ''}`}
      data-testid={mine ? 'my-group' : 'open-group'}
      data-group={g.code}
      data-linked={linked || undefined}
    >
      {linked && !mine && <p className="act-group-linked">{t('activity.groupLinked')}</p>}
      <div className="act-group-head">
        <strong>
          {mine ? t('activity.myGroup') : t('activity.groupOf', { name: g.leaderName || t('activity.anonymous') })}
        </strong>
        {open && <Countdown deadline={g.deadline} now={now} />}
      </div>
      {a.activityItemList.length > 1 && item && <p className="act-group-item">{item.itemName}</p>}
      <Seats members={g.members} size={g.groupSize} />
      <p className="act-group-state" data-testid="group-state">
        {groupSentence(t, g, tiers)}
      </p>
      {open && onJoin && (
        <Button
          size="small"
          color="primary"
          shape="rounded"
          disabled={!canJoin}
          onClick={() => onJoin(g)}
          data-testid="join-group"
        >
          {t('activity.joinGroup')}
        </Button>
      )}
    </li>
  );
}

export function GroupBuy({
  activity: a,
  now,
  canJoin,
  linked,
  emptyKey,
  onStart,
  onJoin,
}: {
  activity: Activity;
  now: number;
  canJoin: boolean;
  /** The group a shared link named ('' for none): first among the open groups, marked; or a word that it is gone. */
  linked: string;
  /** What an empty list of open groups says (labels.ts noGroupsKey). */
  emptyKey: MessageKey;
  onStart: (itemCode: string) => void;
  onJoin: (g: Group) => void;
}) {
  const t = useT();
  const others = a.groups
    .filter((g) => g.code !== a.myGroup?.code)
    .sort((x, y) => Number(y.code === linked) - Number(x.code === linked));
  const linkedGone = linked !== '' && a.myGroup?.code !== linked && !others.some((g) => g.code === linked);
  return (
    <>
      <Block id="act-tiers-title" title={t('activity.tiersTitle')}>
        <p className="act-block-note">
          {t(a.ungroupedHandling === UNGROUPED_HANDLING.virtual ? 'activity.rulesVirtual' : 'activity.rulesRefund', {
            h: a.groupLimitTime,
          })}
        </p>
        {a.activityItemList.map((item) => (
          <ItemRow key={item.code} item={item} fallbackImg={a.img}>
            <ol className="act-tiers" aria-label={t('activity.tiersOf', { name: item.itemName })}>
              {item.groupItemList.map((tier) => (
                <li key={tier.code} className="act-tier" data-testid="tier">
                  <span>{t('activity.tierSize', { n: tier.groupSize })}</span>
                  <Money fen={tier.priceFen} className="act-tier-price" />
                </li>
              ))}
            </ol>
            <p className="act-item-meta">
              {t('activity.aloneBefore')}
              <del>
                <Money fen={item.priceFen} />
              </del>
              {' · '}
              {t('activity.limitEach', { n: item.singleMaxPurchase })}
            </p>
            {a.activityItemList.length > 1 && (
              <Button size="mini" fill="outline" color="primary" disabled={!canJoin} onClick={() => onStart(item.code)}>
                {t('activity.startGroup')}
              </Button>
            )}
          </ItemRow>
        ))}
      </Block>
      {a.myGroup && (
        <section className="act-block" aria-label={t('activity.myGroup')}>
          <ul className="act-groups">
            <GroupCard a={a} g={a.myGroup} now={now} mine linked={a.myGroup.code === linked} canJoin={false} />
          </ul>
        </section>
      )}
      <Block
        id="act-groups-title"
        title={t('activity.openGroups')}
        extra={<span className="act-block-extra">{t('activity.openGroupsCount', { n: others.length })}</span>}
      >
        {linkedGone && (
          <p className="act-block-note act-group-gone" role="status" data-testid="group-gone">
            {t('activity.groupGone')}
          </p>
        )}
        {others.length === 0 ? (
          <p className="act-block-note" data-testid="no-groups">
            {t(emptyKey)}
          </p>
        ) : (
          <ul className="act-groups">
            {others.map((g) => (
              <GroupCard
                key={g.code}
                a={a}
                g={g}
                now={now}
                linked={g.code === linked}
                canJoin={canJoin}
                onJoin={onJoin}
              />
            ))}
          </ul>
        )}
      </Block>
    </>
  );
}
