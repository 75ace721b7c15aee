// The bottom sheet where specs, attributes and the quantity are chosen, then added to the cart or bought.
import { Button } from 'antd-mobile';
import type { Product } from '@/api/product';
import { useT } from '@/i18n';
import { Price } from '@/components/price';
import { showToast } from '@/components/feedback';
import { useSheetPopup } from '@/components/sheet';
import { QuantityInput } from './quantity-input';
import { choiceLabel, clampQuantity, maxQuantity, type Choice } from './purchase';

export type SheetMode = 'cart' | 'buy' | 'both';

export interface SpecSheetProps {
  product: Product;
  mode: SheetMode | null;
  choice: Choice;
  onChange: (c: Choice) => void;
  onClose: () => void;
  onAdd: () => void;
  onBuy: () => void;
  adding: boolean;
}

export function SpecSheet({ product, mode, choice, onChange, onClose, onAdd, onBuy, adding }: SpecSheetProps) {
  const t = useT();
  const popup = useSheetPopup(mode !== null, onClose);
  const spec = product.specList.find((s) => s.name === choice.specName);
  const { max, cap } = maxQuantity(spec, product.limitPerPerson);
  const capText =
    max === 0
      ? t('shop.specSoldOut')
      : cap === 'limit'
        ? t('shop.limitHint', { n: max })
        : cap === 'line'
          ? t('shop.lineHint', { n: max })
          : t('shop.stockHint', { n: max });
  const chooseSpec = (name: string) => {
    const next = product.specList.find((s) => s.name === name);
    onChange({
      ...choice,
      specName: name,
      num: clampQuantity(choice.num, maxQuantity(next, product.limitPerPerson).max) || 1,
    });
  };
  if (!popup) return null;
  const { Popup } = popup;
  return (
    <Popup
      visible={popup.visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="qh-sheet spec-sheet"
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="spec-sheet-title"
        className="spec-sheet-inner"
        data-testid="spec-sheet"
      >
        <div className="spec-sheet-head">
          <img src={product.img} alt="" width={88} height={88} />
          <div className="spec-sheet-summary">
            <Price fen={spec?.priceFen ?? product.priceFen} size="l" />
            <p className="spec-sheet-stock">
              {spec && spec.stock > 0 ? t('shop.stockLeft', { n: spec.stock }) : t('shop.specSoldOut')}
            </p>
            <p className="spec-sheet-chosen" aria-live="polite">
              {t('shop.chosenValue', { choice: choiceLabel(choice) })}
            </p>
          </div>
          <button type="button" className="spec-sheet-close" aria-label={t('shop.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <h2 id="spec-sheet-title" className="qh-visually-hidden">
          {t('shop.chooseSpec')}
        </h2>
        <div className="spec-sheet-body">
          <fieldset className="spec-group">
            <legend>{t('shop.spec')}</legend>
            <div className="spec-options">
              {product.specList.map((s) => (
                <button
                  key={s.name}
                  type="button"
                  className={s.name === choice.specName ? 'spec-option spec-option--on' : 'spec-option'}
                  aria-pressed={s.name === choice.specName}
                  disabled={s.stock <= 0}
                  onClick={() => chooseSpec(s.name)}
                >
                  {s.name}
                  {s.stock <= 0 && <span className="spec-option-note">{t('shop.outOfStock')}</span>}
                </button>
              ))}
            </div>
          </fieldset>
          {product.goodAttr.map((a) => (
            <fieldset key={a.name} className="spec-group">
              <legend>{a.name}</legend>
              <div className="spec-options">
                {a.items.map((item) => (
                  <button
                    key={item}
                    type="button"
                    className={choice.attrs[a.name] === item ? 'spec-option spec-option--on' : 'spec-option'}
                    aria-pressed={choice.attrs[a.name] === item}
                    onClick={() => onChange({ ...choice, attrs: { ...choice.attrs, [a.name]: item } })}
                  >
                    {item}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="spec-qty">
            <label htmlFor="spec-qty-input">{t('shop.quantity')}</label>
            <span id="spec-qty-hint" className="spec-qty-hint">
              {capText}
            </span>
            <QuantityInput
              id="spec-qty-input"
              describedBy="spec-qty-hint"
              value={choice.num}
              max={max}
              onChange={(num) => onChange({ ...choice, num })}
              onCapped={() => showToast(capText)}
            />
          </div>
        </div>
        <div className="spec-sheet-actions">
          {mode !== 'buy' && (
            <Button
              block
              shape="rounded"
              color="primary"
              fill={mode === 'both' ? 'outline' : 'solid'}
              loading={adding}
              disabled={max === 0}
              onClick={onAdd}
            >
              {t('shop.addToCart')}
            </Button>
          )}
          {mode !== 'cart' && (
            <Button block shape="rounded" color="primary" disabled={max === 0} onClick={onBuy}>
              {t('shop.buyNow')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}
