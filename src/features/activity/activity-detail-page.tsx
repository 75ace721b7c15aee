// /pages/activity/detail?code=: covers, title, kind, price, times in friendly dates, the place with its
// distance and map, sanitized details, programs, items, group-buy tiers and groups (countdowns on the
// server's clock), my participation with leaving, the refund plan, participants; join; share card (in
// WeChat), poster, Web Share or link with QR (elsewhere); in my open group, an invitation to it whose link
// (`&group=`) opens the activity at that group. Opened from a shared link, it is the landing page.
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACTIVITY_TYPE, GROUP_STATUS, JOIN_STATUS, leaveActivity, type Activity, type Group } from '@/api/activity';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { Carousel } from '@/components/carousel';
import { Countdown } from '@/components/countdown';
import { RefundRows } from '@/components/refund-rows';
import { showModal, showToast } from '@/components/feedback';
import { ErrorState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money, Price } from '@/components/price';
import { RichText } from '@/components/rich-text';
import { MapButton } from '@/components/map-button';
import { useT } from '@/i18n';
import { distanceBetween } from '@/rules/distance';
import { formatDistance } from '@/lib/lbs/format-distance';
import { formatFen } from '@/rules/money';
import { openLocation, setShareData, share } from '@/lib/wechat/sdk';
import { inWechatAtom } from '@/state/env';
import { useMyLocation } from '@/state/location';
import { hasLoginAtom, userInfoAtom } from '@/state/session';
import { GroupBuy } from './group-buy';
import { initialJoinInput, savedJoinInput, type JoinInput } from './join-input';
import { ItemRow } from './item-row';
import { KIND_KEYS, PHASE_KEYS, noGroupsKey, noParticipantsKey, phaseOf, when } from './labels';
import { useMyInviteCode } from '@/state/invite';
import { inviteDataOf, posterInputOf, shareDataOf } from './share';
import type { ShareData } from '@/lib/wechat/sdk';
import type { PosterInput } from '@/lib/poster';
import type { MessageKey } from '@/i18n';

import { useServerNow } from './use-server-clock';
import { arrivedActivity, loadActivity } from './detail-data';

// The route table starts the activity's request when it loads this page (detail-data.ts).
export { launchActivityRequest } from './detail-data';
import './activity.css';

const JOIN_STATUS_KEYS: Record<number, MessageKey> = {
  0: 'activity.joinStatus0', 1: 'activity.joinStatus1', 2: 'activity.joinStatus2', 3: 'activity.joinStatus3', 4: 'activity.joinStatus4',
};

// The join form and the share sheets load when first opened: a shared link's first screen does not carry them.
const loadJoinSheet = () => import('./join-sheet');
const loadShareSheets = () => import('./share-sheets');
// The participants (a paged list) and the refund plan, below the fold, load once the page has painted, for the same reason.
const loadBelowFold = () => import('./below-fold');
type BelowFoldModule = Awaited<ReturnType<typeof loadBelowFold>>;
type JoinSheetModule = Awaited<ReturnType<typeof loadJoinSheet>>;
type ShareSheetsModule = Awaited<ReturnType<typeof loadShareSheets>>;

export default function ActivityDetailPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  // An activity already here (asked for before the app's code ran) shows in the first render.
  const [arrived] = useState(() => arrivedActivity(code));
  const asked = useRequest(() => loadActivity(code), { refreshDeps: [code], ready: code !== '' });
  const request = { ...asked, data: asked.data ?? (arrived?.activity.code === code ? arrived : undefined) };
  const title = request.data?.activity.title ?? t('activity.detailTitle');
  return (
    <div className="act-detail">
      <PageHeader title={title} fallback={paths.tab.activity} />
      {code === '' ? (
        <p className="act-block-note" role="alert">{t('activity.missingCode')}</p>
      ) : (
        <Loadable request={request} skeleton={<Skeleton rows={2} variant="detail" />}>
          {({ activity, offset }) => <ActivityDetail activity={activity} offset={offset} linkedGroup={query.group ?? ''} refresh={request.refresh} />}
        </Loadable>
      )}
    </div>
  );
}

function ActivityDetail({ activity: a, offset, linkedGroup, refresh }: { activity: Activity; offset: number; linkedGroup: string; refresh: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useServerNow(offset);
  const inWechat = useAtomValue(inWechatAtom);
  const loggedIn = useAtomValue(hasLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const [me] = useMyLocation();
  const [joinInput, setJoinInput] = useState<JoinInput | null>(null);
  const [poster, setPoster] = useState<PosterInput | null>(null);
  const [hint, setHint] = useState(false);
  const [linkSheet, setLinkSheet] = useState<{ link: string; copied: boolean } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [joinSheet, setJoinSheet] = useState<JoinSheetModule | null>(null);
  const [shareSheets, setShareSheets] = useState<ShareSheetsModule | null>(null);
  // The button whose sheet's code is loading (it shows busy meanwhile).
  const [opening, setOpening] = useState<'join' | 'share' | 'poster' | null>(null);

  // Back from WeChat's consent (or a reload mid-way): the join form as it was (nobody asked: a failed load stays silent).
  useEffect(() => {
    const saved = savedJoinInput(a.code);
    if (saved?.resume)
      loadJoinSheet().then(
        (m) => {
          setJoinSheet(m);
          setJoinInput(saved);
        },
        () => undefined,
      );
  }, [a.code]);

  /** Loads a sheet's code on a tap, the tapped button busy meanwhile; false (and a toast) when it fails. */
  async function loadSheet<M>(button: 'join' | 'share' | 'poster', load: () => Promise<M>, keep: (m: M) => void): Promise<boolean> {
    setOpening(button);
    try {
      keep(await load());
      return true;
    } catch {
      showToast(t('errors.network'));
      return false;
    } finally {
      setOpening(null);
    }
  }
  const ensureJoinSheet = () => (joinSheet ? Promise.resolve(true) : loadSheet('join', loadJoinSheet, setJoinSheet));
  const ensureShareSheets = (button: 'share' | 'poster') => (shareSheets ? Promise.resolve(true) : loadSheet(button, loadShareSheets, setShareSheets));

  // Unpaid, my group shows to nobody else yet: the invitation waits until it is paid.
  const myOpenGroup = a.myJoin?.status === JOIN_STATUS.joined && a.myGroup?.status === GROUP_STATUS.open ? a.myGroup : null;
  // The share card of this page (in my open group: the invitation to it), set again whenever what it shows changes.
  // A leader's links carry the team's invite code (design section 16).
  const inviteCode = useMyInviteCode();
  const card = useMemo(
    () => (myOpenGroup ? inviteDataOf(t, a, myOpenGroup, user?.name ?? '', undefined, inviteCode) : shareDataOf(t, a, undefined, inviteCode)),
    [t, a, myOpenGroup, user?.name, inviteCode],
  );
  useEffect(() => {
    void setShareData(card);
  }, [card.title, card.desc, card.link, card.imgUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- the card's content is what matters

  // A group's time limit passing on screen: read the settled state once.
  const nextDeadline = Math.min(...[...a.groups, ...(a.myGroup ? [a.myGroup] : [])].filter((g) => g.status === 0).map((g) => g.deadline), Infinity);
  const expired = now >= nextDeadline;
  useEffect(() => {
    if (expired) refresh();
  }, [expired, refresh]);

  const phase = phaseOf(a, now);
  const full = a.joinedNum >= a.num;
  // An unpaid join holds its place: the person pays it (the cashier) or gives it up, never joins twice.
  const unpaid = a.myJoin?.status === JOIN_STATUS.unpaid ? a.myJoin : null;
  const canJoin = a.enrollEnable && phase !== 'closed' && phase !== 'ended' && !a.joined && !unpaid && !full;
  const toCashier = (joinCode: string) => navigate(hrefs.cashier({ biz: 'join', codes: [joinCode], activity: a.code }));
  const isGroup = a.activityType === ACTIVITY_TYPE.group;
  const creator = user?.userCode === a.creatorCode;
  const route = `${location.pathname}${location.search}`;
  const distance = distanceBetween(me.location, a);
  const covers = a.coverArr.length ? a.coverArr : [a.img];

  const requireLogin = (): boolean => {
    if (loggedIn) return true;
    navigate(hrefs.login(route));
    return false;
  };
  const startJoin = async (groupCode = '', itemCode?: string) => {
    if (opening || !requireLogin() || !(await ensureJoinSheet())) return;
    const saved = savedJoinInput(a.code);
    const base = initialJoinInput(a, groupCode, itemCode, user);
    setJoinInput(saved ? { ...base, form: saved.form, program: saved.program, amountFen: saved.amountFen, rewardFen: saved.rewardFen, items: groupCode || itemCode ? base.items : saved.items } : base);
  };
  const joinGroup = (g: Group) => void startJoin(g.code, g.itemCode);
  // The open group a shared link named (not mine): the main button joins it.
  const linked = isGroup && linkedGroup && a.myGroup?.code !== linkedGroup ? a.groups.find((g) => g.code === linkedGroup && g.status === GROUP_STATUS.open) : undefined;

  async function onShare(data: ShareData = card) {
    if (opening) return;
    const outcome = await share(data);
    if ((outcome === 'menu' || outcome === 'copied' || outcome === 'failed') && !(await ensureShareSheets('share'))) return;
    if (outcome === 'menu') setHint(true);
    else if (outcome === 'copied') setLinkSheet({ link: data.link, copied: true });
    else if (outcome === 'failed') setLinkSheet({ link: data.link, copied: false });
  }

  async function openPoster() {
    if (!opening && (await ensureShareSheets('poster'))) setPoster(posterInputOf(t, a, user?.name ?? '', undefined, inviteCode));
  }

  async function leave() {
    if (!a.myJoin || leaving) return;
    const refund = a.myJoin.payFen - a.myJoin.refundFen;
    const ok = unpaid
      ? await showModal({ title: t('activity.giveUp'), content: t('activity.giveUpText'), confirmText: t('activity.giveUpOk') })
      : await showModal({
          title: t('activity.leaveTitle'),
          // Free things never talk about money.
          content: refund > 0 ? t('activity.leaveText', { amount: formatFen(refund) }) : t('activity.leaveTextFree'),
          confirmText: t('activity.leaveOk'),
        });
    if (!ok) return;
    setLeaving(true);
    try {
      const r = await leaveActivity(a.code);
      showToast(unpaid ? t('activity.givenUp') : r.refundFen > 0 ? t('activity.left', { amount: formatFen(r.refundFen) }) : t('activity.leftFree'));
      refresh();
    } catch {
      // shown by the request layer
    } finally {
      setLeaving(false);
    }
  }

  // The covers, the head and the action bar commit first (a shared link's first paint); the sections
  // below render right after, in a background render React slices, instead of in the same long task.
  const whole = useDeferredValue(true, false);

  const mainLabel = !a.enrollEnable
    ? t('activity.btnNotOpen')
    : phase === 'ended'
      ? t('activity.btnEnded')
      : phase === 'closed'
        ? t('activity.btnClosed')
        : unpaid
          ? t('activity.payNow', { amount: formatFen(unpaid.payFen) })
          : myOpenGroup
            ? t('activity.btnInvite')
          : a.joined
          ? t('activity.btnJoined')
          : full
            ? t('activity.btnFull')
            : linked && canJoin
              ? t('activity.btnJoinGroupOf', { name: linked.leaderName || t('activity.anonymous') })
            : isGroup
              ? t('activity.btnStartGroup', { price: formatFen(a.activityItemList[0]?.groupItemList[0]?.priceFen ?? a.priceFen) })
              : a.activityType <= ACTIVITY_TYPE.multi
                ? t('activity.btnBuy')
                : t('activity.btnJoin');

  return (
    <main className="act-detail-main">
      <Carousel className="act-covers" label={t('activity.covers')}>
        {covers.map((src, i) => (
          <img key={`${src}-${i}`} className="act-cover" src={src} alt={i === 0 ? a.title : t('activity.coverN', { n: i + 1 })} width={480} height={300} {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
        ))}
      </Carousel>

      <section className="act-block act-head" aria-labelledby="act-title">
        <p className="act-head-tags">
          <span className={`act-kind act-kind--${a.activityType}`}>{t(KIND_KEYS[a.activityType])}</span>
          <span className={`act-phase act-phase--${phase}`}>{t(PHASE_KEYS[phase])}</span>
        </p>
        <h2 className="act-title" id="act-title">{a.title}</h2>
        <div className="act-head-row">
          {a.priceFen > 0 ? <Price fen={a.priceFen} size="l" suffix={t('activity.from')} prefix={t('activity.fromPrefix')} /> : <span className="act-free act-free--l">{t('activity.free')}</span>}
          <span className="act-joined" data-testid="joined-count">{t('activity.joinedOf', { n: a.joinedNum, max: a.num })}</span>
        </div>
        <p className="act-creator">
          <img src={a.creatorAvatar} alt="" width={24} height={24} />
          {t('activity.by', { name: a.creatorName })}
        </p>
      </section>

      {whole ? (
        <>
          {a.myJoin && (
            <section className="act-block act-mine" aria-labelledby="act-mine-title" data-testid="my-join">
              <h2 className="act-block-title" id="act-mine-title">{t('activity.myJoin')}</h2>
              <p className="act-mine-state" data-testid="my-join-state">
                {t(a.myJoin.payFen === 0 && a.myJoin.status === JOIN_STATUS.left ? 'activity.joinStatus1Free' : (JOIN_STATUS_KEYS[a.myJoin.status] ?? 'activity.joinStatus0'))}
              </p>
              <dl className="act-times">
                {unpaid && unpaid.expireTime !== null && (
                  <div><dt>{t('activity.payLeft')}</dt><dd><Countdown until={unpaid.expireTime} serverOffset={offset} onEnd={refresh} className="act-countdown" /></dd></div>
                )}
                {a.myJoin.payFen > 0 && (
                  <div><dt>{a.myJoin.status === JOIN_STATUS.unpaid || a.myJoin.status === JOIN_STATUS.closed ? t('activity.toPay') : t('activity.paid')}</dt><dd><Money fen={a.myJoin.payFen} /></dd></div>
                )}
                {a.myJoin.refundFen > 0 && <div><dt>{t('activity.refunded')}</dt><dd data-testid="my-refund"><Money fen={a.myJoin.refundFen} /></dd></div>}
                {a.myJoin.program && <div><dt>{t('activity.program')}</dt><dd>{a.myJoin.program}</dd></div>}
                <div><dt>{t('activity.joinTime')}</dt><dd>{when(t, a.myJoin.createTime, now)}</dd></div>
              </dl>
              <RefundRows refunds={a.myJoin.refunds} />
              {a.myJoin.canLeave && (
                <Button size="small" fill="outline" color="danger" loading={leaving} onClick={() => void leave()}>
                  {unpaid ? t('activity.giveUp') : t('activity.leave')}
                </Button>
              )}
            </section>
          )}

          {isGroup && (
            <GroupBuy
              activity={a}
              now={now}
              canJoin={canJoin}
              linked={linkedGroup}
              emptyKey={noGroupsKey(phase, canJoin, myOpenGroup !== null)}
              onStart={(item) => void startJoin('', item)}
              onJoin={joinGroup}
            />
          )}

          <section className="act-block" aria-labelledby="act-times-title">
            <h2 className="act-block-title" id="act-times-title">{t('activity.times')}</h2>
            <dl className="act-times">
              <div><dt>{t('activity.beginTime')}</dt><dd>{when(t, a.beginTime, now)}</dd></div>
              <div><dt>{t('activity.closeTime')}</dt><dd>{when(t, a.closeTime, now)}</dd></div>
              <div><dt>{t('activity.endTime')}</dt><dd>{when(t, a.endTime, now)}</dd></div>
            </dl>
          </section>

          <AfterPaint>{(m) => <m.RefundPlan activity={a} now={now} />}</AfterPaint>

          <section className="act-block act-place" aria-labelledby="act-place-title">
            <h2 className="act-block-title" id="act-place-title">{t('activity.place')}</h2>
            <p className="act-address">
              {a.address}
              {distance !== null && <span className="act-distance">{formatDistance(distance)}</span>}
            </p>
            {(a.latitude !== 0 || a.longitude !== 0) && (
              <MapButton onClick={() => void openLocation({ latitude: a.latitude, longitude: a.longitude, name: a.title, address: a.address })}>
                {t('activity.openMap')}
              </MapButton>
            )}
          </section>

          {(a.activityType === ACTIVITY_TYPE.single || a.activityType === ACTIVITY_TYPE.multi) && (
            <section className="act-block" aria-labelledby="act-items-title">
              <h2 className="act-block-title" id="act-items-title">
                {t('activity.items')}
                {a.activityType === ACTIVITY_TYPE.multi && <span className="act-block-extra">{t('activity.pickUpTo', { n: a.maxSelectionItem })}</span>}
              </h2>
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
            </section>
          )}

          {a.programList.length > 0 && (
            <section className="act-block" aria-labelledby="act-programs-title">
              <h2 className="act-block-title" id="act-programs-title">{t('activity.programs')}</h2>
              <ol className="act-programs">
                {a.programList.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
              {a.setting.rewardProgram && <p className="act-block-note">{t('activity.rewardNote')}</p>}
            </section>
          )}

          <section className="act-block" aria-labelledby="act-details-title">
            <h2 className="act-block-title" id="act-details-title">{t('activity.details')}</h2>
            <RichText html={a.details || t('activity.noDetails')} className="act-details" />
            {a.imgList.map((src, i) => (
              <img key={`${src}-${i}`} className="act-gallery-img" src={src} alt={t('activity.galleryN', { n: i + 1 })} width={480} height={360} loading="lazy" />
            ))}
          </section>

          <AfterPaint>{(m) => <m.Participants activity={a} now={now} emptyKey={noParticipantsKey(phase, canJoin)} />}</AfterPaint>
        </>
      ) : (
        <section className="act-block">
          <Skeleton rows={3} />
        </section>
      )}

      <ActionBar label={t('activity.actions')}>
        <button type="button" className="act-bar-icon" onClick={() => void onShare()} aria-busy={opening === 'share'} data-testid="share">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M14 5l7 7-7 7v-4c-6 0-9 2-11 5 1-6 4-10 11-11z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" /></svg>
          <span>{t('activity.share')}</span>
        </button>
        <button type="button" className="act-bar-icon" onClick={() => void openPoster()} aria-busy={opening === 'poster'} data-testid="poster">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M5 3h14v18H5zM8 15h8M8 18h5M8 6h8v6H8z" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
          <span>{t('activity.poster')}</span>
        </button>
        {creator && (
          <button type="button" className="act-bar-icon" onClick={() => navigate(hrefs.activityEdit(a.activityType, a.code))} data-testid="edit-activity">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" /></svg>
            <span>{t('activity.edit')}</span>
          </button>
        )}
        <Button
          className="act-bar-main"
          color="primary"
          shape="rounded"
          disabled={!canJoin && !unpaid && !myOpenGroup}
          loading={opening === 'join' || (myOpenGroup !== null && opening === 'share')}
          onClick={() => (unpaid ? toCashier(unpaid.joinCode) : myOpenGroup ? void onShare() : linked ? joinGroup(linked) : void startJoin())}
          data-testid="join"
        >
          {mainLabel}
        </Button>
      </ActionBar>

      {joinSheet && (
        <joinSheet.JoinSheet
          activity={a}
          initial={joinInput}
          onClose={() => setJoinInput(null)}
          onJoined={(joined) => {
            setJoinInput(null);
            if (joined.status === JOIN_STATUS.unpaid) toCashier(joined.joinCode);
            else refresh();
          }}
        />
      )}
      {shareSheets && (
        <>
          <shareSheets.PosterSheet input={poster} fileName={`qihuo-${a.code}.png`} inWechat={inWechat} onClose={() => setPoster(null)} />
          <shareSheets.WechatShareHint open={hint} onClose={() => setHint(false)} />
          <shareSheets.LinkSheet link={linkSheet?.link ?? null} copied={linkSheet?.copied ?? false} onClose={() => setLinkSheet(null)} />
        </>
      )}
    </main>
  );
}

/** A below-the-fold section, rendered once its chunk has loaded (a skeleton meanwhile, a retry if it fails). */
function AfterPaint({ children }: { children: (m: BelowFoldModule) => ReactNode }) {
  const [mod, setMod] = useState<BelowFoldModule | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const load = useCallback(() => {
    setFailure(null);
    loadBelowFold().then(setMod, setFailure);
  }, []);
  useEffect(load, [load]);
  if (mod) return <>{children(mod)}</>;
  return <section className="act-block">{failure ? <ErrorState error={failure} onRetry={load} /> : <Skeleton rows={2} />}</section>;
}
