// The detail page below its head, in the order it shows: my participation, the group buy, the times, the
// refund plan, the place with its distance and map, the items, the programs, the details, the participants.
// Loaded after the first screen (detail-late.ts): a shared link's first load does not carry it.
import { ACTIVITY_KIND, type Activity, type Group } from '@/api/activity';
import { MapButton } from '@/components/map-button';
import { Money } from '@/components/price';
import { RichText } from '@/components/rich-text';
import { useT } from '@/i18n';
import { formatDistance } from '@/lib/lbs/format-distance';
import { openLocation } from '@/lib/wechat/sdk';
import { distanceBetween } from '@/rules/distance';
import { useMyLocation } from '@/state/location';
import { GroupBuy } from './group-buy';
import { ItemRow } from './item-row';
import { noGroupsKey, noParticipantsKey, when } from './labels';
import type { DetailState } from './main-action';
import { MyJoinSection } from './my-join';
import { Participants } from './participants';
import { RefundPlan } from './refund-plan';
import { Block } from './block';

type A = { activity: Activity };

function TimesSection({ activity: a, now }: A & { now: number }) {
  const t = useT();
  return (
    <Block id="act-times-title" title={t('activity.times')}>
      <dl className="act-times">
        <div>
          <dt>{t('activity.beginTime')}</dt>
          <dd>{when(t, a.beginTime, now)}</dd>
        </div>
        <div>
          <dt>{t('activity.closeTime')}</dt>
          <dd>{when(t, a.closeTime, now)}</dd>
        </div>
        <div>
          <dt>{t('activity.endTime')}</dt>
          <dd>{when(t, a.endTime, now)}</dd>
        </div>
      </dl>
    </Block>
  );
}

function PlaceSection({ activity: a }: A) {
  const t = useT();
  const [me] = useMyLocation();
  const distance = distanceBetween(me.location, a);
  return (
    <Block className="act-block act-place" id="act-place-title" title={t('activity.place')}>
      <p className="act-address">
        {a.address}
        {distance !== null && <span className="act-distance">{formatDistance(distance)}</span>}
      </p>
      {(a.latitude !== 0 || a.longitude !== 0) && (
        <MapButton
          onClick={() =>
            void openLocation({ latitude: a.latitude, longitude: a.longitude, name: a.title, address: a.address })
          }
        >
          {t('activity.openMap')}
        </MapButton>
      )}
    </Block>
  );
}

/** The items of a single- or multi-item activity (a group buy shows its items with their tiers). */
function ItemsSection({ activity: a }: A) {
  const t = useT();
  return (
    <Block
      id="act-items-title"
      title={t('activity.items')}
      extra={
        a.activityType === ACTIVITY_KIND.multi && (
          <span className="act-block-extra">{t('activity.pickUpTo', { n: a.maxSelectionItem })}</span>
        )
      }
    >
      {a.activityItemList.map((item) => (
        <ItemRow key={item.code} item={item} fallbackImg={a.img}>
          <p className="act-item-meta">
            <Money fen={item.priceFen} className="act-item-price" />
            {' · '}
            {t('activity.limitEach', { n: item.singleMaxPurchase })}
            {' · '}
            {t('activity.stockLeft', { n: Math.max(0, item.stock - item.soldNum) })}
          </p>
        </ItemRow>
      ))}
    </Block>
  );
}

function ProgramsSection({ activity: a }: A) {
  const t = useT();
  return (
    <Block id="act-programs-title" title={t('activity.programs')}>
      <ol className="act-programs">
        {a.programList.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ol>
      {a.setting.rewardProgram && <p className="act-block-note">{t('activity.rewardNote')}</p>}
    </Block>
  );
}

function DetailsSection({ activity: a }: A) {
  const t = useT();
  return (
    <Block id="act-details-title" title={t('activity.details')}>
      <RichText html={a.details || t('activity.noDetails')} className="act-details" />
      {a.imgList.map((src, i) => (
        <img
          key={`${src}-${i}`}
          className="act-gallery-img"
          src={src}
          alt={t('activity.galleryN', { n: i + 1 })}
          width={480}
          height={360}
          loading="lazy"
        />
      ))}
    </Block>
  );
}

export interface DetailSectionsProps {
  activity: Activity;
  state: DetailState;
  now: number;
  /** The server's clock minus the phone's. */
  offset: number;
  /** The group a shared link named ('' for none). */
  linkedGroup: string;
  refresh: () => void;
  /** Starts a join: a new group of an item, or the open group tapped. */
  onStart: (itemCode: string) => void;
  onJoin: (g: Group) => void;
}

export function DetailSections({
  activity: a,
  state,
  now,
  offset,
  linkedGroup,
  refresh,
  onStart,
  onJoin,
}: DetailSectionsProps) {
  const { phase, canJoin, myOpenGroup } = state;
  return (
    <>
      {a.myJoin && <MyJoinSection code={a.code} join={a.myJoin} now={now} offset={offset} refresh={refresh} />}
      {a.activityType === ACTIVITY_KIND.group && (
        <GroupBuy
          activity={a}
          now={now}
          canJoin={canJoin}
          linked={linkedGroup}
          emptyKey={noGroupsKey(phase, canJoin, myOpenGroup !== null)}
          onStart={onStart}
          onJoin={onJoin}
        />
      )}
      <TimesSection activity={a} now={now} />
      <RefundPlan activity={a} now={now} />
      <PlaceSection activity={a} />
      {(a.activityType === ACTIVITY_KIND.single || a.activityType === ACTIVITY_KIND.multi) && (
        <ItemsSection activity={a} />
      )}
      {a.programList.length > 0 && <ProgramsSection activity={a} />}
      <DetailsSection activity={a} />
      <Participants activity={a} now={now} emptyKey={noParticipantsKey(phase, canJoin)} />
    </>
  );
}
