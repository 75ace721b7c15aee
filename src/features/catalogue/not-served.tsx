// A shop that does not deliver to the person's pickup station (docs/product.md#business-time), said the same way on the product page and
// the shop's own page: the reason, 更换自提点 (the station picker below) and the way to what the station can get.
import { Button } from 'antd-mobile';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRequest } from 'ahooks';
import { Link } from 'react-router-dom';
import { listCommunities } from '@/api/community';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { CommunityPicker } from '@/components/community-picker';
import { communityAtom, currentCommunityAtom, toChosen } from '@/state/community';

/** The card: `{shop} 不配送到 {station}` with 更换自提点 (calls `onChangeStation`) and 看看本站好物. */
export function NotServedCard({ shopName, onChangeStation }: { shopName: string; onChangeStation: () => void }) {
  const t = useT();
  const community = useAtomValue(currentCommunityAtom);
  return (
    <section
      className="product-card product-not-served"
      role="status"
      aria-labelledby="product-not-served-title"
      data-testid="product-not-served"
    >
      <h2 id="product-not-served-title">{t('catalogue.notServedTitle')}</h2>
      <p>
        {community
          ? t('catalogue.notServed', { shop: shopName, station: community.name })
          : t('catalogue.notServedNoStation', { shop: shopName })}
      </p>
      <div className="product-not-served-actions">
        <Button size="small" shape="rounded" color="primary" onClick={onChangeStation}>
          {t('catalogue.changeStation')}
        </Button>
        <Link to={paths.tab.home} replace className="product-not-served-home">
          {t('catalogue.stationProducts')} ›
        </Link>
      </div>
    </section>
  );
}

/** The station picker of 更换自提点: choosing one makes it the person's community (the page then asks again with it). */
export function StationPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const community = useAtomValue(currentCommunityAtom);
  const setCommunity = useSetAtom(communityAtom);
  const communities = useRequest(listCommunities, { ready: open });
  return (
    <CommunityPicker
      open={open}
      title={t('catalogue.chooseStation')}
      communities={communities.data}
      error={communities.error}
      onRetry={communities.refresh}
      chosenCode={community?.code}
      emptyText={t('shop.noCommunity')}
      onClose={onClose}
      onChoose={(c) => {
        // What depends on the community (this page, the home, search and shops) asks again with the new one.
        setCommunity(toChosen(c));
        onClose();
      }}
    />
  );
}
