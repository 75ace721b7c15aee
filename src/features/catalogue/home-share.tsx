// The home's WeChat share card (docs/product.md#growth): the app's invitation, or a leader's to their team, whose
// link is the home with the team's `inv` (state/invite's homeShareData), so that whoever opens it is bound to
// that leader. Rendered (and loaded) only inside WeChat, where a share card exists.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { setShareData } from '@/lib/wechat/sdk';
import { homeShareData, useMyStationInvite } from '@/state/invite';
import { userInfoAtom } from '@/state/session';

export function HomeShareCard() {
  const { team } = useMyStationInvite();
  const name = useAtomValue(userInfoAtom)?.name ?? '';
  const card = homeShareData(team, name);
  useEffect(() => {
    void setShareData(card);
  }, [card.title, card.desc, card.link, card.imgUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- the card's content is what matters
  return null;
}
