// The detail page's sheets and the taps that open them: the join form (the main button, a group's or an
// item's join, or resumed after WeChat's consent), the cashier for an unpaid join, and sharing (WeChat's
// menu hint, the link with its QR, the poster). Each sheet's code loads on its first tap, the tapped
// button busy meanwhile: a shared link's first screen carries none of it.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { JOIN_STATUS, type Activity, type Group } from '@/api/activity';
import { hrefs } from '@/config/paths';
import { showToast } from '@/components/feedback';
import { useT } from '@/i18n';
import type { PosterInput } from '@/lib/poster';
import { inWechatAtom } from '@/state/env';
import { hasLoginAtom, userInfoAtom } from '@/state/session';
import type { Opening } from './detail-actions';
import type { JoinInput } from './join-input';
import { loadLateParts, type LateParts } from './late-parts';
import type { Sharing } from './share-card';

const loadJoin = () => Promise.all([import('./join-sheet'), import('./join-input')]);
const loadShareSheets = () => import('./share-sheets');
type JoinModules = Awaited<ReturnType<typeof loadJoin>>;
type ShareSheetsModule = Awaited<ReturnType<typeof loadShareSheets>>;

export interface DetailSheetsOptions {
  activity: Activity;
  /** The share card once known (share-card.tsx); before, the card without an invite code. */
  sharing: Sharing | null;
  myOpenGroup: Group | null;
  /** The late chunk when it has arrived. */
  late: LateParts | undefined;
  refresh: () => void;
}

export function useDetailSheets({ activity: a, sharing, myOpenGroup, late, refresh }: DetailSheetsOptions) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const inWechat = useAtomValue(inWechatAtom);
  const loggedIn = useAtomValue(hasLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const [joinInput, setJoinInput] = useState<JoinInput | null>(null);
  const [poster, setPoster] = useState<PosterInput | null>(null);
  const [hint, setHint] = useState(false);
  const [linkSheet, setLinkSheet] = useState<{ link: string; copied: boolean } | null>(null);
  const [join, setJoin] = useState<JoinModules | null>(null);
  const [shareSheets, setShareSheets] = useState<ShareSheetsModule | null>(null);
  const [opening, setOpening] = useState<Opening | null>(null);

  // Back from WeChat's consent (or a reload mid-way): the join form as it was (nobody asked: a failed load stays silent).
  useEffect(() => {
    import('./join-input')
      .then(async ({ savedJoinInput }) => {
        const saved = savedJoinInput(a.code);
        if (!saved?.resume) return;
        setJoin(await loadJoin());
        setJoinInput(saved);
      })
      .catch(() => undefined);
  }, [a.code]);

  /** Loads a sheet's code on a tap, the tapped button busy meanwhile; null (and a toast) when it fails. */
  async function loadOnTap<M>(button: Opening, load: () => Promise<M>, keep?: (m: M) => void): Promise<M | null> {
    setOpening(button);
    try {
      const m = await load();
      keep?.(m);
      return m;
    } catch {
      showToast(t('errors.network'));
      return null;
    } finally {
      setOpening(null);
    }
  }
  const ensureShareSheets = async (button: 'share' | 'poster') =>
    shareSheets !== null || (await loadOnTap(button, loadShareSheets, setShareSheets)) !== null;
  const lateParts = (button: 'share' | 'poster') => (late ? Promise.resolve(late) : loadOnTap(button, loadLateParts));

  const toCashier = (joinCode: string) => navigate(hrefs.cashier({ biz: 'join', codes: [joinCode], activity: a.code }));
  const requireLogin = (): boolean => {
    if (loggedIn) return true;
    navigate(hrefs.login(`${location.pathname}${location.search}`));
    return false;
  };

  async function startJoin(groupCode = '', itemCode?: string) {
    if (opening || !requireLogin()) return;
    const loaded = join ?? (await loadOnTap('join', loadJoin, setJoin));
    if (!loaded) return;
    const { savedJoinInput, initialJoinInput } = loaded[1];
    const saved = savedJoinInput(a.code);
    const base = initialJoinInput(a, groupCode, itemCode, user);
    setJoinInput(
      saved
        ? {
            ...base,
            form: saved.form,
            program: saved.program,
            amountFen: saved.amountFen,
            rewardFen: saved.rewardFen,
            items: groupCode || itemCode ? base.items : saved.items,
          }
        : base,
    );
  }
  const joinGroup = (g: Group) => void startJoin(g.code, g.itemCode);

  /** Shares the page's card: WeChat's menu (with a hint), the Web Share API, or the copied link with its QR. */
  async function share() {
    if (opening) return;
    const parts = await lateParts('share');
    if (!parts) return;
    const card = sharing?.card ?? parts.cardOf(t, a, myOpenGroup, user?.name ?? '');
    const outcome = await parts.share(card);
    if ((outcome === 'menu' || outcome === 'copied' || outcome === 'failed') && !(await ensureShareSheets('share')))
      return;
    if (outcome === 'menu') setHint(true);
    else if (outcome === 'copied') setLinkSheet({ link: card.link, copied: true });
    else if (outcome === 'failed') setLinkSheet({ link: card.link, copied: false });
  }

  async function openPoster() {
    if (opening) return;
    const parts = await lateParts('poster');
    if (parts && (await ensureShareSheets('poster')))
      setPoster(parts.posterInputOf(t, a, user?.name ?? '', undefined, sharing?.inviteCode ?? ''));
  }

  const JoinSheet = join?.[0].JoinSheet;
  const sheets = (
    <>
      {JoinSheet && (
        <JoinSheet
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
          <shareSheets.PosterSheet
            input={poster}
            fileName={`qihuo-${a.code}.png`}
            inWechat={inWechat}
            onClose={() => setPoster(null)}
          />
          <shareSheets.WechatShareHint open={hint} onClose={() => setHint(false)} />
          <shareSheets.LinkSheet
            link={linkSheet?.link ?? null}
            copied={linkSheet?.copied ?? false}
            onClose={() => setLinkSheet(null)}
          />
        </>
      )}
    </>
  );

  return { opening, startJoin, joinGroup, toCashier, share, openPoster, sheets };
}
