// The new-resident gift (新人礼包, docs/product.md#growth) on the home: loaded when the browser is idle after the
// first screen (home-page.tsx), a card above the tab bar for whom it is open: an eligible person (no paid
// order, not taken) and a signed-out visitor, who signs in to take it and comes back with ?gift=1, which
// claims it at once. Taken all at once, once; closed, it stays away for the rest of the China day (giftDay).
// A card, not a modal: the home stays usable under it.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRequest } from 'ahooks';
import { claimNewcomerGift, getNewcomerGift, type CouponTemplate } from '@/api/coupon';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { errorMessage } from '@/components/loadable';
import { useLockedAction } from '@/components/use-locked-action';
import { ApiError } from '@/lib/request/errors';
import { isString, readStored, writeStored } from '@/lib/storage';
import { chinaDayKey } from '@/rules/china-time';
import { CLAIM_CODES } from '@/rules/coupon-claim';
import { formatFen } from '@/rules/money';
import { hasLoginAtom } from '@/state/session';
import './home-gift.css';

/** Whether the card was closed today (China day). */
const closedToday = () => readStored('giftDay', '', isString) === chinaDayKey(Date.now());

export function HomeGift({ claimOnReturn }: { claimOnReturn: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useAtomValue(hasLoginAtom);
  const [closed, setClosed] = useState(closedToday);
  const [taken, setTaken] = useState(false);
  const offer = useRequest(() => getNewcomerGift({ silent: true }), { refreshDeps: [signedIn] });

  const [take, busy] = useLockedAction(async () => {
    if (!signedIn) return void navigate(hrefs.login(hrefs.home({ gift: true })));
    try {
      const coupons = await claimNewcomerGift();
      showToast(t('gift.claimed', { n: coupons.length }), { icon: 'success' });
      setTaken(true);
    } catch (error) {
      const refused = error instanceof ApiError && error.code === CLAIM_CODES.newcomer;
      showToast(refused ? t('gift.notEligible') : errorMessage(error, t('gift.failed')));
      if (refused) setTaken(true);
    }
  });

  // Back from signing in to take it: take it (or say why not), once, and drop ?gift from the address.
  const returned = useRef(false);
  const answer = offer.data;
  useEffect(() => {
    if (!claimOnReturn || !signedIn || !answer || offer.loading || returned.current) return;
    returned.current = true;
    navigate(paths.tab.home, { replace: true });
    if (answer.eligible) void take();
    else showToast(t('gift.notEligible'));
  }, [claimOnReturn, signedIn, answer, offer.loading, navigate, take, t]);

  if (!answer?.eligible || answer.coupons.length === 0 || closed || taken || (claimOnReturn && signedIn)) return null;
  const total = answer.coupons.reduce((n, c) => n + c.amountFen, 0);
  const close = () => {
    writeStored('giftDay', chinaDayKey(Date.now()));
    setClosed(true);
  };
  return (
    <aside className="home-gift" aria-labelledby="home-gift-title" data-testid="home-gift">
      <div className="home-gift-head">
        <h2 id="home-gift-title">{t('gift.title')}</h2>
        <span>{t('gift.summary', { n: answer.coupons.length, amount: formatFen(total, { trim: true }) })}</span>
        <button
          type="button"
          className="home-gift-close"
          aria-label={t('gift.close')}
          onClick={close}
          data-testid="home-gift-close"
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul className="home-gift-coupons">
        {answer.coupons.map((c) => (
          <GiftCoupon key={c.templateCode} coupon={c} />
        ))}
      </ul>
      <button
        type="button"
        className="home-gift-take"
        onClick={() => void take()}
        disabled={busy}
        aria-busy={busy}
        data-testid="home-gift-take"
      >
        {signedIn ? t('gift.claim') : t('gift.signInToClaim')}
      </button>
    </aside>
  );
}

function GiftCoupon({ coupon: c }: { coupon: CouponTemplate }) {
  const t = useT();
  return (
    <li className="home-gift-coupon">
      <strong>{formatFen(c.amountFen, { trim: true })}</strong>
      <span>
        {c.thresholdFen > 0
          ? t('gift.threshold', { amount: formatFen(c.thresholdFen, { trim: true }) })
          : t('gift.noThreshold')}
      </span>
    </li>
  );
}
