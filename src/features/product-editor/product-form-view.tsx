// The product draft form (spec "newProduct"): category, name, cover, gallery, price and stock or specs,
// attributes, group-buy times (daily cut-off, pickup the day after) and description (line breaks kept);
// every change is saved to the draft at once; publishing validates, sends once and clears the draft.
import { useRef } from 'react';
import { Button, Selector } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import { listProductCategories } from '@/api/category';
import { createProduct, updateProduct, type Product } from '@/api/product';
import { useT } from '@/i18n';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { FormField, focusFirstError } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { submitWith, useLockedAction } from '@/components/use-locked-action';
import type { ProductDraftState } from '@/state/product-draft';
import { AttrRows, SpecRows } from './draft-lists';
import {
  CUTOFF_HOURS,
  DEFAULT_CUTOFF_HOUR,
  DEFAULT_PICKUP_HOUR,
  DETAILS_MAX,
  IMAGES_MAX,
  PICKUP_HOURS,
  TITLE_MAX,
  hasErrors,
  productErrors,
  stockErrorNow,
  toProductDraft,
} from './product-form';

export interface ProductFormViewProps {
  draft: ProductDraftState;
  onChange: (patch: Partial<ProductDraftState>) => void;
  onClear: () => void;
  onPublished: (product: Product) => void;
}

/** The checked fields in screen order; `lists` stands for the spec and attribute rows. */
const FIELDS = ['categoryCode', 'title', 'cover', 'price', 'stock', 'saleHours', 'details', 'lists'] as const;

/** Each field's fault; the rows' faults show in their rows (draft-lists.tsx), `lists` only says there are some. */
function checkDraft(d: ProductDraftState) {
  const e = productErrors(d);
  const { specs: _s, attrs: _a, ...fields } = e;
  return {
    ...fields,
    lists: hasErrors({ specs: e.specs, attrs: e.attrs }) ? ('productEditor.fixErrors' as const) : null,
  };
}

export function ProductFormView({ draft, onChange, onClear, onPublished }: ProductFormViewProps) {
  const t = useT();
  const categories = useRequest(listProductCategories);
  const form = useFormState({ values: draft, onChange, fields: FIELDS, check: checkDraft });
  const { touch, errorOf: shown } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const errors = productErrors(draft);
  const chars = (s: string) => [...s.trim()].length;
  // A stock typed wrong is said at once (the text stays as typed); empty is fine (100).
  const stockKey = (form.isTouched('stock') ? errors.stock : undefined) ?? stockErrorNow(draft.stock ?? '');
  const stockMessage = stockKey ? t(stockKey) : undefined;

  const [publish, busy] = useLockedAction(async () => {
    if (formRef.current?.querySelector('.qh-image-item:not([data-status="done"])')) {
      showToast(t('productEditor.errUploading'));
      return;
    }
    if (form.submit()) {
      showToast(t('productEditor.fixErrors'));
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (first && !first.closest('.qh-field[data-invalid="true"]')) {
          first.scrollIntoView({ block: 'center', behavior: 'smooth' });
          first.focus({ preventScroll: true });
        } else focusFirstError(formRef.current ?? document);
      });
      return;
    }
    try {
      const payload = toProductDraft(draft);
      const product = draft.code ? await updateProduct(draft.code, payload) : await createProduct(payload);
      showToast(t(draft.code ? 'productEditor.savedChanges' : 'productEditor.published'), { icon: 'success' });
      onPublished(product);
    } catch {
      // The request client has shown the server's message; the draft is kept.
    }
  });

  async function clear() {
    const editing = draft.code !== null;
    if (
      await showModal({
        content: t(editing ? 'productEditor.discardConfirm' : 'productEditor.clearConfirm'),
        confirmText: t(editing ? 'productEditor.discard' : 'productEditor.clear'),
      })
    ) {
      form.untouch();
      onClear();
    }
  }

  return (
    <form ref={formRef} onSubmit={submitWith(publish)} noValidate className="product-editor-form">
      <p className="product-editor-saved" aria-live="polite">
        {draft.savedAt
          ? t('productEditor.saved', { time: formatDate(draft.savedAt, 'HH:mm:ss') })
          : t('productEditor.notSaved')}
      </p>
      <section className="qh-form-card" aria-labelledby="product-editor-sec-basic">
        <h2 id="product-editor-sec-basic">{t('productEditor.sectionBasic')}</h2>
        <FormField
          id="product-category"
          label={t('productEditor.category')}
          error={shown('categoryCode')}
          group
          required
        >
          {(aria, labelId) => (
            <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
              <Selector
                columns={3}
                options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.code }))}
                value={draft.categoryCode ? [draft.categoryCode] : []}
                onChange={(v) => {
                  onChange({ categoryCode: v[0] ?? '' });
                  touch('categoryCode');
                }}
              />
            </div>
          )}
        </FormField>
        <FormField
          id="product-title"
          label={t('productEditor.title')}
          error={shown('title')}
          required
          extra={`${chars(draft.title)}/${TITLE_MAX}`}
        >
          {(aria) => (
            <input
              {...aria}
              className="qh-input"
              name="title"
              autoComplete="off"
              placeholder={t('productEditor.titlePlaceholder')}
              value={draft.title}
              onChange={(e) => onChange({ title: e.target.value })}
              onBlur={() => touch('title')}
            />
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="product-editor-sec-images">
        <h2 id="product-editor-sec-images">{t('productEditor.sectionImages')}</h2>
        <FormField
          id="product-cover"
          label={t('productEditor.cover')}
          hint={t('productEditor.coverHint')}
          error={shown('cover')}
          group
          required
        >
          {(aria) => (
            <ImagePicker
              value={draft.cover_list}
              onChange={(cover) => {
                onChange({ cover_list: cover, img: cover[0]?.url ?? '' });
                touch('cover');
              }}
              maxCount={1}
              purpose="product"
              label={t('productEditor.cover')}
              describedBy={aria['aria-describedby']}
            />
          )}
        </FormField>
        <FormField
          id="product-images"
          label={t('productEditor.images')}
          hint={t('productEditor.imagesHint', { n: IMAGES_MAX })}
          group
        >
          {(aria) => (
            <ImagePicker
              value={draft.imgList}
              onChange={(imgList) => onChange({ imgList })}
              maxCount={IMAGES_MAX}
              purpose="product"
              label={t('productEditor.images')}
              describedBy={aria['aria-describedby']}
            />
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="product-editor-sec-specs">
        <h2 id="product-editor-sec-specs">{t('productEditor.sectionSpecs')}</h2>
        {draft.specList.length === 0 ? (
          <>
            <FormField id="product-price" label={t('productEditor.price')} error={shown('price')} required>
              {(aria) => (
                <input
                  {...aria}
                  className="qh-input"
                  name="price"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('productEditor.pricePlaceholder')}
                  value={draft.price}
                  onChange={(e) => onChange({ price: e.target.value.trim() })}
                  onBlur={() => touch('price')}
                />
              )}
            </FormField>
            <FormField
              id="product-stock"
              label={t('productEditor.stock')}
              hint={t('productEditor.stockHint')}
              error={stockMessage}
            >
              {(aria) => (
                <input
                  {...aria}
                  className="qh-input"
                  name="stock"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('productEditor.specStockPlaceholder')}
                  value={draft.stock ?? ''}
                  onChange={(e) => onChange({ stock: e.target.value })}
                  onBlur={() => touch('stock')}
                />
              )}
            </FormField>
          </>
        ) : (
          <p className="qh-field-hint product-editor-price-by-specs">{t('productEditor.priceBySpecs')}</p>
        )}
        <FormField id="product-specs" label={t('productEditor.specs')} hint={t('productEditor.specsHint')} group>
          {() => (
            <SpecRows
              specs={draft.specList}
              errors={errors.specs}
              show={form.isTouched('lists')}
              onChange={(specList) => onChange({ specList })}
            />
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="product-editor-sec-attrs">
        <h2 id="product-editor-sec-attrs">{t('productEditor.sectionAttrs')}</h2>
        <FormField id="product-attrs" label={t('productEditor.attrs')} hint={t('productEditor.attrsHint')} group>
          {() => (
            <AttrRows
              attrs={draft.goodAttr}
              errors={errors.attrs}
              show={form.isTouched('lists')}
              onChange={(goodAttr) => onChange({ goodAttr })}
            />
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="product-editor-sec-sale">
        <h2 id="product-editor-sec-sale">{t('productEditor.sectionSale')}</h2>
        <label className="product-editor-check">
          <input
            type="checkbox"
            name="groupBuy"
            checked={Boolean(draft.groupBuy)}
            aria-describedby="product-groupbuy-hint"
            onChange={(e) =>
              onChange({
                groupBuy: e.target.checked,
                cutoffHour: draft.cutoffHour ?? String(DEFAULT_CUTOFF_HOUR),
                pickupHour: draft.pickupHour ?? String(DEFAULT_PICKUP_HOUR),
              })
            }
          />
          <span>{t('productEditor.groupBuy')}</span>
        </label>
        <p id="product-groupbuy-hint" className="qh-field-hint">
          {t('productEditor.groupBuyHint')}
        </p>
        {draft.groupBuy && (
          <>
            <div className="product-editor-hours">
              <FormField id="product-cutoff" label={t('productEditor.cutoffHour')} error={shown('saleHours')}>
                {(aria) => (
                  <select
                    {...aria}
                    className="qh-input"
                    name="cutoffHour"
                    value={draft.cutoffHour ?? ''}
                    onChange={(e) => onChange({ cutoffHour: e.target.value })}
                  >
                    {CUTOFF_HOURS.map((h) => (
                      <option key={h} value={String(h)}>
                        {t('productEditor.hourOption', { h })}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id="product-pickup" label={t('productEditor.pickupHour')}>
                {(aria) => (
                  <select
                    {...aria}
                    className="qh-input"
                    name="pickupHour"
                    value={draft.pickupHour ?? ''}
                    onChange={(e) => onChange({ pickupHour: e.target.value })}
                  >
                    {PICKUP_HOURS.map((h) => (
                      <option key={h} value={String(h)}>
                        {t('productEditor.hourOption', { h })}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <p className="qh-field-hint product-editor-sale-summary" aria-live="polite">
              {t('productEditor.saleSummary', {
                cutoff: t('productEditor.hourOption', { h: draft.cutoffHour ?? DEFAULT_CUTOFF_HOUR }),
                pickup: t('productEditor.hourOption', { h: draft.pickupHour ?? DEFAULT_PICKUP_HOUR }),
              })}
            </p>
          </>
        )}
      </section>

      <section className="qh-form-card" aria-labelledby="product-editor-sec-details">
        <h2 id="product-editor-sec-details">{t('productEditor.sectionDetails')}</h2>
        <FormField
          id="product-details"
          label={t('productEditor.details')}
          error={shown('details')}
          extra={`${chars(draft.details)}/${DETAILS_MAX}`}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="qh-input"
              name="details"
              rows={4}
              placeholder={t('productEditor.detailsPlaceholder')}
              value={draft.details}
              onChange={(e) => onChange({ details: e.target.value })}
              onBlur={() => touch('details')}
            />
          )}
        </FormField>
      </section>

      <ActionBar label={t(draft.code ? 'productEditor.editExistingTitle' : 'productEditor.editTitle')}>
        <div className="qh-form-actions">
          <Button
            shape="rounded"
            size="large"
            onClick={() => void clear()}
            disabled={busy}
            className="product-editor-clear"
          >
            {t(draft.code ? 'productEditor.discard' : 'productEditor.clear')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            size="large"
            type="submit"
            loading={busy}
            loadingText={t('productEditor.publishing')}
            disabled={busy}
          >
            {t(draft.code ? 'productEditor.saveChanges' : 'productEditor.publish')}
          </Button>
        </div>
      </ActionBar>
    </form>
  );
}
