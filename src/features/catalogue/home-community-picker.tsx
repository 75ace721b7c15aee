// The community picker as the home's community bar shows it: with a search box and the where-I-am line. Its
// own module, so that the bar loads it (and antd-mobile's Popup with it) when idle or on the first tap.
import type { CommunityPickerProps } from '@/components/community-picker';
import { CommunityPicker } from '@/components/community-picker';
import { useT } from '@/i18n';

export function HomeCommunityPicker(
  props: Omit<CommunityPickerProps, 'title' | 'searchLabel' | 'emptyText' | 'distanceText'>,
) {
  const t = useT();
  return (
    <CommunityPicker
      {...props}
      title={t('shop.chooseCommunity')}
      searchLabel={t('shop.searchCommunity')}
      emptyText={t('shop.noCommunity')}
    />
  );
}
