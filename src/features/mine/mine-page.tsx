// The "mine" tab: who is logged in (name, masked phone, balance, role; the profile to edit) or a way to
// log in or sign up; my orders with shortcuts to each status (待付款 / 待发货 / 待收货 / 已完成 / 售后) and
// their counts as badges, addresses and coupons (with the number usable); the team leader's centre or the
// application; the message centre with its unread count; customer service; the language; the agreements; and
// logout after a confirmation. It refreshes the pickup codes kept on the phone and, with the network gone, shows
// them (state/pickup-codes.ts).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Badge, Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useRequest } from 'ahooks';
import { COUPON_STATUS, listCoupons } from '@/api/coupon';
import { countOrders, type OrderCountsWire } from '@/api/account';
import { listOrders, ORDER_STATUS } from '@/api/product-order';
import { PAGE_SIZE } from '@/api/shared';
import type { PageProps } from '@/config/page-props';
import { useDocumentTitle } from '@/components/use-document-title';
import { hrefs, paths } from '@/config/paths';
import { locales, switchLocale, useLocale, useT, type MessageKey } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { ServiceContact } from '@/components/service-contact';
import { OfflinePickupCodes, useOffline } from '@/components/offline-pickup-codes';
import { learnPickupCodes, readPickupCodes } from '@/state/pickup-codes';
import { formatFen } from '@/rules/money';
import { maskPhone } from '@/rules/validate';
import { hasLoginAtom, logout, userInfoAtom } from '@/state/session';
import { configAtom } from '@/state/config';
import { badgeText, unreadCountAtom } from '@/state/unread';
import './mine.css';

const localeNames = { 'zh-CN': '简体中文', 'en-US': 'English' } as const;

/**
 * The order shortcuts of a Chinese shopping app, each opening the order list on its status, with the
 * number of orders in it (/api/productOrder/v1/user/count) as a badge when above 0.
 */
const orderShortcuts: {
  status?: number;
  to?: string;
  label: MessageKey;
  icon: string;
  count: (c: OrderCountsWire) => number;
}[] = [
  {
    status: ORDER_STATUS.unpaid,
    label: 'mine.orderUnpaid',
    icon: 'M3 6h18v12H3zM3 10h18M7 15h4',
    count: (c) => c.unpaid,
  },
  {
    status: ORDER_STATUS.toShip,
    label: 'mine.orderToShip',
    icon: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
    count: (c) => c.toShip,
  },
  {
    status: ORDER_STATUS.toReceive,
    label: 'mine.orderToReceive',
    icon: 'M2 7h11v9H2zM13 10h4l3 3v3h-7zM6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
    count: (c) => c.toReceive - c.toShip,
  },
  {
    status: ORDER_STATUS.done,
    label: 'mine.orderDone',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
    count: () => 0,
  },
  // After-sales (docs/product.md#money): their own list, the badge counting those waiting for the leader.
  {
    to: paths.afterSaleList,
    label: 'account.afterSale',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
    count: (c) => c.afterSale,
  },
];

const Icon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="26"
    height="26"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export default function MinePage(_props: PageProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const loggedIn = useAtomValue(hasLoginAtom) && user !== null;
  // A picture that did not load (offline in the basement, a dead link) gives way to the initial, not a broken glyph.
  const [failedAvatar, setFailedAvatar] = useState('');
  useDocumentTitle(t('mine.title'));
  const usableCoupons = useRequest(() => listCoupons(COUPON_STATUS.usable), {
    ready: loggedIn,
    refreshDeps: [user?.userCode],
  });
  const servicePhone = useAtomValue(configAtom).servicePhone;
  const unread = useAtomValue(unreadCountAtom);
  const counts = useRequest(() => countOrders({ silent: true }), { ready: loggedIn, refreshDeps: [user?.userCode] });
  usePickupCodesRefresh(loggedIn, counts.data);
  // No network: the codes kept on the phone, above the orders.
  const offline = useOffline({ error: counts.error, refresh: counts.refresh });
  const kept = loggedIn && offline ? readPickupCodes() : null;
  /** A guest is asked to log in first, and comes back to where the entry leads. */
  const go = (target: string) => navigate(loggedIn ? target : hrefs.login(target));

  const askLogout = async () => {
    if (await showModal({ content: t('mine.logoutConfirm'), confirmText: t('mine.logoutOk') })) logout();
  };

  return (
    <div className="mine-page">
      <h1 className="qh-visually-hidden">{t('mine.title')}</h1>
      <section className="mine-card" aria-live="polite">
        {loggedIn ? (
          <>
            {user.avatar && user.avatar !== failedAvatar ? (
              <img
                className="mine-avatar"
                src={user.avatar}
                alt=""
                width={56}
                height={56}
                onError={() => setFailedAvatar(user.avatar)}
              />
            ) : (
              <span className="mine-avatar mine-avatar--none" aria-hidden="true">
                {[...(user.name || user.phone)][0]}
              </span>
            )}
            <div>
              <p className="mine-name">
                {user.name}
                <span className="mine-role">{t(user.isManager ? 'mine.leader' : 'mine.resident')}</span>
              </p>
              <p className="mine-phone">{maskPhone(user.phone)}</p>
              <button type="button" className="qh-link-button mine-edit" onClick={() => navigate(paths.profileEdit)}>
                {t('account.profileTitle')} <span aria-hidden="true">›</span>
              </button>
            </div>
            <p className="mine-balance">
              <span>{t('mine.balance')}</span>
              <strong>{formatFen(user.balanceFen)}</strong>
            </p>
          </>
        ) : (
          <>
            <div>
              <p className="mine-name">{t('mine.guest')}</p>
              <p className="mine-phone">{t('mine.guestHint')}</p>
            </div>
            <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(paths.tab.mine))}>
              {t('mine.login')}
            </Button>
          </>
        )}
      </section>
      {kept && kept.codes.length > 0 && (
        <OfflinePickupCodes codes={kept.codes} updatedAt={kept.updatedAt} onRetry={counts.refresh} />
      )}
      <section className="mine-orders" aria-labelledby="mine-orders-title">
        <div className="mine-orders-head">
          <h2 id="mine-orders-title">{t('mine.orders')}</h2>
          <button type="button" className="qh-link-button" onClick={() => go(hrefs.orderList())}>
            {t('mine.allOrders')} <span aria-hidden="true">›</span>
          </button>
        </div>
        <ul className="mine-shortcuts">
          {orderShortcuts.map((s) => {
            const n = loggedIn && counts.data ? Math.max(0, s.count(counts.data)) : 0;
            return (
              <li key={s.label}>
                <button type="button" onClick={() => go(s.to ?? hrefs.orderList(s.status))}>
                  <Badge content={n > 0 ? (n > 99 ? '99+' : n) : null} aria-hidden="true" className="mine-badge">
                    <Icon d={s.icon} />
                  </Badge>
                  <span>
                    {t(s.label)}
                    {n > 0 && <span className="qh-visually-hidden"> {t('account.badge', { n })}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <List className="mine-list mine-services">
        {/* The message centre (docs/product.md#the-stations-day), with the unread count the tab's badge shows. */}
        <List.Item
          onClick={() => go(paths.messageList)}
          extra={loggedIn && unread > 0 ? <Badge content={badgeText(unread)} aria-hidden="true" /> : undefined}
          data-testid="mine-messages"
        >
          {t('message.title')}
          {loggedIn && unread > 0 && <span className="qh-visually-hidden"> {t('message.badge', { n: unread })}</span>}
        </List.Item>
        <List.Item onClick={() => go(paths.refundList)}>{t('afterSale.refundsTitle')}</List.Item>
        <List.Item onClick={() => go(paths.addressList)}>{t('mine.addresses')}</List.Item>
        <List.Item
          onClick={() => go(paths.couponList)}
          extra={
            usableCoupons.data && usableCoupons.data.length > 0
              ? t('mine.couponsUsable', { n: usableCoupons.data.length })
              : undefined
          }
        >
          {t('mine.coupons')}
        </List.Item>
      </List>
      {/* Leaders: the leader centre, or the application for everyone else. */}
      <List className="mine-list mine-team">
        <List.Item onClick={() => go(loggedIn && user.isManager ? paths.stationIndex : paths.stationApply)}>
          {t(loggedIn && user.isManager ? 'station.indexTitle' : 'station.applyTitle')}
        </List.Item>
      </List>
      <List className="mine-list mine-help">
        {servicePhone && (
          <List.Item arrowIcon={false}>
            <ServiceContact />
          </List.Item>
        )}
        <List.Item onClick={() => navigate(paths.userAgreement)}>{t('legal.userTitle')}</List.Item>
        <List.Item onClick={() => navigate(paths.privacyPolicy)}>{t('legal.privacyTitle')}</List.Item>
      </List>
      <List header={t('mine.language')} className="mine-list">
        {locales.map((l) => (
          <List.Item
            key={l}
            onClick={() => void switchLocale(l).catch(() => showToast(t('errors.network')))}
            extra={l === locale ? '✓' : undefined}
            arrowIcon={false}
          >
            <span lang={l}>{localeNames[l]}</span>
          </List.Item>
        ))}
      </List>
      {loggedIn && (
        <div className="mine-logout">
          <Button block onClick={askLogout}>
            {t('mine.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Refreshes the kept pickup codes from the person's open orders: none open (the counts say so), none kept;
 * else the paid and the arrived ones (a page of each; whole when both are short).
 */
function usePickupCodesRefresh(loggedIn: boolean, counts: OrderCountsWire | undefined) {
  const open = loggedIn && counts ? counts.toReceive : null;
  useRequest(
    async () => {
      if (open === 0) return learnPickupCodes([], { complete: true });
      const pages = await Promise.all(
        [ORDER_STATUS.toShip, ORDER_STATUS.toReceive].map((status) => listOrders({ pageIndex: 0, status })),
      );
      learnPickupCodes(
        pages.flatMap((p) => p.list),
        { complete: pages.every((p) => p.list.length < PAGE_SIZE) },
      );
    },
    { ready: open !== null, refreshDeps: [open, counts] },
  );
}
