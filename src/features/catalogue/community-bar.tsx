// My pickup community at the top of the home tab: the nearest one is chosen by itself once I am located
// (my-location chain), remembered in communityAtom; a tap opens the picker to change it. The picker
// (a bottom sheet, with antd-mobile's Popup and its animation library) loads on the first tap, not with
// the home's first screen: when the browser is idle after it, or as soon as a finger or the focus is on the button.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useRequest } from 'ahooks';
import type { CommunityWire } from '@/api/community';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { whenIdle } from '@/lib/idle';
import { communityAtom, communityList, toChosen } from '@/state/community';
import { refreshMyPosition, useMyLocation } from '@/state/location';
import { store } from '@/state/store';
import type { LatLng } from '@/rules/distance';
import { byDistance } from '@/rules/communities';

const importPicker = () => import('./home-community-picker');
const preloadPicker = () => void importPicker().catch(() => undefined);
const HomeCommunityPicker = lazy(async () => ({ default: (await importPicker()).HomeCommunityPicker }));

/**
 * Nearest first: with no community chosen yet, the nearest is taken as soon as I am located, also when
 * I have left the home by then (the product page and the checkout show the choice). A failed location
 * or list chooses nothing: the bar says so and the person chooses.
 */
function chooseNearestOnceLocated(located: Promise<LatLng | null>): void {
  Promise.all([located, communityList()])
    .then(([here, list]) => {
      const nearest = here && byDistance(list, here)[0];
      if (nearest && !store.get(communityAtom)) store.set(communityAtom, toChosen(nearest));
    })
    .catch(() => undefined);
}

export function CommunityBar() {
  const t = useT();
  const [community, setCommunity] = useAtom(communityAtom);
  const [me, relocate] = useMyLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on (it keeps its closing animation and search box afterwards).
  const [wanted, setWanted] = useState(false);
  // The list the start resolved the community with (asked once: the HTML's early answer taken over).
  const request = useRequest(() => communityList());
  useEffect(() => whenIdle(preloadPicker), []);
  useEffect(() => {
    // The nearest needs my position only: chosen as soon as it is known, not after its address (reverse geocoding).
    if (!store.get(communityAtom)) chooseNearestOnceLocated(refreshMyPosition());
  }, []);

  const choose = (c: CommunityWire) => {
    setCommunity(toChosen(c));
    setOpen(false);
    if (c.code !== community?.code) showToast(t('shop.communityChanged', { name: c.name }));
  };
  const label = community?.name ?? (me.status === 'locating' ? t('shop.locating') : t('shop.chooseCommunity'));
  return (
    <>
      <button
        type="button"
        className="home-community"
        aria-haspopup="dialog"
        aria-label={community ? t('shop.communityLabel', { name: community.name }) : label}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerDown={preloadPicker}
        onFocus={preloadPicker}
        data-testid="community-button"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"
            fill="currentColor"
          />
        </svg>
        <span className="home-community-name">{label}</span>
        <span aria-hidden="true" className="home-community-caret">
          ▾
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HomeCommunityPicker
            open={open}
            onClose={() => setOpen(false)}
            communities={request.data}
            error={request.error}
            onRetry={request.refresh}
            chosenCode={community?.code}
            onChoose={choose}
            onRelocate={() => chooseNearestOnceLocated(relocate(true))}
          />
        </Suspense>
      )}
    </>
  );
}
