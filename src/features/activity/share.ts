// What the activity says when shared: the clean link of its detail page (no code, token or openid; a
// leader's `inv`: lib/share-link),
// the WeChat share card (title, description with the price, cover), the invitation to my group (a card
// and a link that open that group), and the poster's words.
import type { Activity, Group } from '@/api/activity';
import { hrefs } from '@/config/paths';
import type { MessageKey, Params } from '@/i18n';
import { formatFen } from '@/rules/money';
import { webRootUrl } from '@/lib/navigation';
import { shareLink } from '@/lib/share-link';
import type { ShareData } from '@/lib/wechat/sdk';
import { KIND_KEYS } from './phase';
import type { PosterInput } from '@/lib/poster';

type T = (key: MessageKey, params?: Params) => string;

/** The detail page's link to share: web root + hash route, nothing secret in it, the sharing leader's `inv`. */
export function detailLink(code: string, root: string = webRootUrl(), group?: string, inviteCode = ''): string {
  return shareLink(hrefs.activityDetail(code, group), inviteCode, root);
}

/** An image URL as WeChat's share card needs it: absolute. */
export function absoluteUrl(url: string, base: string = window.location.href): string {
  return new URL(url, base).href;
}

export function priceText(t: T, a: Pick<Activity, 'priceFen'>): string {
  return a.priceFen > 0 ? t('activity.priceFrom', { price: formatFen(a.priceFen) }) : t('activity.free');
}

/** The share card: title, '<kind> · <price> · <place>', clean link, cover. */
export function shareDataOf(t: T, a: Activity, root?: string, inviteCode = ''): ShareData {
  return {
    title: a.title,
    desc: t('activity.shareDesc', { kind: t(KIND_KEYS[a.activityType]), price: priceText(t, a), address: a.address }),
    link: detailLink(a.code, root, undefined, inviteCode),
    imgUrl: absoluteUrl(a.img || a.coverArr[0] || ''),
  };
}

/** The invitation to my open group: '<me> invites you…', the seats still needed, and a link that opens that group. */
export function inviteDataOf(t: T, a: Activity, g: Group, myName: string, root?: string, inviteCode = ''): ShareData {
  const left = Math.max(0, g.minSize - g.memberNum);
  const price = t('activity.priceFrom', { price: formatFen(g.priceFen) });
  return {
    title: t('activity.inviteTitle', { name: myName.trim() || t('activity.aNeighbour'), title: a.title }),
    desc:
      left > 0
        ? t('activity.inviteDesc', { n: left, price, address: a.address })
        : t('activity.inviteDescFormed', { price, address: a.address }),
    link: detailLink(a.code, root, g.code, inviteCode),
    imgUrl: absoluteUrl(a.img || a.coverArr[0] || ''),
  };
}

/** The page's card: in my open group the invitation to it, else the activity's. */
export function cardOf(t: T, a: Activity, myOpenGroup: Group | null, myName: string, inviteCode = ''): ShareData {
  return myOpenGroup
    ? inviteDataOf(t, a, myOpenGroup, myName, undefined, inviteCode)
    : shareDataOf(t, a, undefined, inviteCode);
}

/** The poster's words from the activity and who shares it (a person with no name is 'a neighbour'). */
export function posterInputOf(t: T, a: Activity, sharerName: string, root?: string, inviteCode = ''): PosterInput {
  const name = sharerName.trim() || t('activity.aNeighbour');
  return {
    title: a.title,
    kindLabel: t(KIND_KEYS[a.activityType]),
    priceText: priceText(t, a),
    sharerLine: t('activity.posterInvite', { name }),
    scanLine: t('activity.posterScan'),
    brandLine: t('activity.posterBrand'),
    link: detailLink(a.code, root, undefined, inviteCode),
    coverUrl: a.coverArr[0] || a.img,
  };
}
