// The cart's bar: select all, and either the selection's totals (with when it can be picked up) and its
// check-out, or, while managing, the removal of the selected lines.
import { Button, Checkbox } from 'antd-mobile';
import { ActionBar } from '@/components/action-bar';
import { Money, Price } from '@/components/price';
import { dayAndTime } from '@/components/sale-times';
import { useT } from '@/i18n';
import type { CartTotals } from './cart-totals';

export function CartBar({
  totals,
  readyFrom,
  managing,
  toggleEvery,
  onCheckout,
  onRemoveSelected,
}: {
  totals: CartTotals;
  /** When the selection can be picked up at the earliest (null: no group-buy line selected). */
  readyFrom: number | null;
  managing: boolean;
  toggleEvery: () => void;
  onCheckout: () => void;
  onRemoveSelected: () => void;
}) {
  const t = useT();
  return (
    <ActionBar aboveTabBar label={t('cart.barLabel')}>
      <Checkbox checked={totals.isAllSelect} onChange={toggleEvery}>
        {t('cart.selectAll')}
      </Checkbox>
      {managing ? (
        <Button
          className="cart-bar-button"
          color="danger"
          fill="outline"
          shape="rounded"
          disabled={totals.selectTotalProduct === 0}
          onClick={onRemoveSelected}
        >
          {t('cart.removeSelected', { n: totals.selectTotalProduct })}
        </Button>
      ) : (
        <>
          <div className="cart-total" aria-live="polite">
            <span>
              {t('cart.total')} <Price fen={totals.selectTotalPay} size="s" />
            </span>
            {totals.selectTotalDeposit > 0 && (
              <small>
                {t('cart.totalDeposit')} <Money fen={totals.selectTotalDeposit} />
              </small>
            )}
            {readyFrom !== null && (
              <small data-testid="cart-ready">{t('cart.readyFrom', { when: dayAndTime(readyFrom, Date.now()) })}</small>
            )}
          </div>
          <Button
            className="cart-bar-button"
            color="primary"
            shape="rounded"
            disabled={totals.selectTotalNum === 0}
            onClick={onCheckout}
          >
            {t('cart.checkout', { n: totals.selectTotalNum })}
          </Button>
        </>
      )}
    </ActionBar>
  );
}
