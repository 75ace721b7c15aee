// The detail page's share card (in my open group: the invitation to it), with a leader's invite code
// (docs/product.md#growth), set on WeChat's menu whenever what it shows changes and told to the page, whose
// share and poster buttons use it. Loaded after the first screen (detail-late.ts).
import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { Activity, Group } from '@/api/activity';
import { useT } from '@/i18n';
import { setShareData, type ShareData } from '@/lib/wechat/sdk';
import { useMyInviteCode } from '@/state/invite';
import { userInfoAtom } from '@/state/session';
import { cardOf } from './share';

export interface Sharing {
  card: ShareData;
  /** The code the sharer's links carry ('' but for an approved leader). */
  inviteCode: string;
}

export function ShareCard({
  activity,
  myOpenGroup,
  onChange,
}: {
  activity: Activity;
  myOpenGroup: Group | null;
  onChange: (sharing: Sharing) => void;
}) {
  const t = useT();
  const userName = useAtomValue(userInfoAtom)?.name ?? '';
  const inviteCode = useMyInviteCode();
  const card = useMemo(
    () => cardOf(t, activity, myOpenGroup, userName, inviteCode),
    [t, activity, myOpenGroup, userName, inviteCode],
  );
  // Set again only when what the card says changes (a refreshed activity gives a new object with the same words).
  const { title, desc, link, imgUrl } = card;
  useEffect(() => {
    const same = { title, desc, link, imgUrl };
    void setShareData(same);
    onChange({ card: same, inviteCode });
  }, [title, desc, link, imgUrl, inviteCode, onChange]);
  return null;
}
