// 邀请邻居: the leader's home link with the team's `inv` (state/invite's homeShareData, built by lib/share-link),
// its QR code, copy and share (WeChat's menu with the card set, the Web Share API, or the copied link), and
// the invitation poster (the shared poster sheet, drawn on the phone).
import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { renderSVG } from 'uqr';
import type { Station } from '@/api/team';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { GrowthPosterSheet } from '@/components/growth-poster-sheet';
import { Sheet } from '@/components/sheet';
import type { PosterInput } from '@/lib/poster';
import { share } from '@/lib/wechat/sdk';
import { inWechatAtom } from '@/state/env';
import { homeShareData } from '@/state/invite';
import { userInfoAtom } from '@/state/session';

export function InviteSheet({ open, team, onClose }: { open: boolean; team: Station; onClose: () => void }) {
  const t = useT();
  const inWechat = useAtomValue(inWechatAtom);
  const name = useAtomValue(userInfoAtom)?.name ?? '';
  const card = useMemo(() => homeShareData(team, name), [team, name]);
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(card.link, { border: 2 }))}`,
    [card.link],
  );
  const [poster, setPoster] = useState<PosterInput | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(card.link);
      showToast(t('growth.linkCopied'));
    } catch {
      showToast(t('growth.copyFailed'));
    }
  };
  const onShare = async () => {
    const outcome = await share(card);
    if (outcome === 'menu') showToast(t('growth.shareInWechat'));
    else if (outcome === 'copied') showToast(t('growth.linkCopied'));
    else if (outcome === 'failed' && typeof navigator.share !== 'function') showToast(t('growth.copyFailed'));
  };
  const makePoster = () => {
    onClose();
    setPoster({
      title: t('growth.invitePosterTitle', { station: team.teamName }),
      kindLabel: t('growth.invitePosterBadge'),
      priceText: t('growth.invitePosterLine', { community: team.communityName }),
      sharerLine: t('growth.invitePosterSharer', { name: name.trim() || t('growth.aNeighbour') }),
      scanLine: t('growth.invitePosterScan'),
      brandLine: t('growth.posterBrand'),
      link: card.link,
      coverUrl: team.img,
    });
  };

  return (
    <>
      <Sheet visible={open} title={t('growth.inviteSheetTitle')} onClose={onClose}>
        <div className="station-invite-sheet">
          <p className="qh-note">{t('growth.inviteSheetDesc')}</p>
          <img
            className="station-invite-qr"
            src={qr}
            width={180}
            height={180}
            alt={t('growth.inviteQrAlt')}
            data-testid="invite-qr"
          />
          <label className="qh-note station-invite-label" htmlFor="station-invite-link">
            {t('growth.inviteLink')}
          </label>
          <input
            id="station-invite-link"
            className="station-invite-link"
            readOnly
            value={card.link}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="invite-link"
          />
          <div className="station-invite-actions">
            <Button block shape="rounded" color="primary" fill="outline" onClick={() => void copy()}>
              {t('growth.copyLink')}
            </Button>
            <Button
              block
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => void onShare()}
              data-testid="invite-share"
            >
              {t('growth.shareFriends')}
            </Button>
            <Button block shape="rounded" color="primary" onClick={makePoster} data-testid="invite-poster">
              {t('growth.invitePoster')}
            </Button>
          </div>
        </div>
      </Sheet>
      <GrowthPosterSheet
        input={poster}
        fileName={`qihuo-invite-${team.inviteCode}.png`}
        inWechat={inWechat}
        subject={team.teamName}
        onClose={() => setPoster(null)}
      />
    </>
  );
}
