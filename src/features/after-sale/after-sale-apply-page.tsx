// Asking for an after-sale (/pages/afterSale/apply?order=): the order's items with the pieces still open to
// ask for (one open after-sale per item), a reason, a description, up to 6 photos (the shared picker, with
// its compliance check), and an amount suggested from what was paid for the chosen pieces, editable down
// but never above it. What is typed is kept in page data through a reload; the submit acts once.
import { useMemo, useState } from 'react';
import { useRequest } from 'ahooks';
import { Button, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  AFTER_SALE_MAX_IMAGES,
  AFTER_SALE_REASONS,
  applyAfterSale,
  listAfterSales,
  paidForPieces,
  type AfterSale,
  type AfterSaleReason,
} from '@/api/after-sale';
import { getOrder, ORDER_STATUS, type Order } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showToast } from '@/components/feedback';
import { FormField } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money } from '@/components/price';
import { submitWith, useLockedAction } from '@/components/use-locked-action';
import { useT, type MessageKey } from '@/i18n';
import { formatFen, parseYuanInput } from '@/rules/money';
import { isRecord } from '@/lib/storage';
import { readPageData, removePageData, savePageData } from '@/state/page-data';
import { anythingLeftToAsk, openPieces } from '@/rules/after-sale-left';
import { REASON_KEYS } from './after-sale-text';
import './after-sale.css';

/** What the person has typed, kept for a day in page data. */
interface Draft {
  /** Pieces chosen per line (`goodCode|specName`). */
  pieces: Record<string, number>;
  reason: AfterSaleReason | '';
  description: string;
  images: PickedImage[];
  /** The amount as typed; '' follows the suggestion. */
  amount: string;
}

const DAY_MS = 86_400_000;
const keyOf = (i: { goodCode: string; specName: string }) => `${i.goodCode}|${i.specName}`;
const draftKey = (orderCode: string) => `afterSale:${orderCode}`;
const isDraft = (v: unknown): v is Draft =>
  isRecord(v) &&
  isRecord(v.pieces) &&
  typeof v.reason === 'string' &&
  typeof v.description === 'string' &&
  Array.isArray(v.images) &&
  typeof v.amount === 'string';
const EMPTY: Draft = { pieces: {}, reason: '', description: '', images: [], amount: '' };

export default function AfterSaleApplyPage({ query }: PageProps) {
  const t = useT();
  const orderCode = query.order ?? '';
  const request = useRequest(
    async () => ({ order: await getOrder(orderCode), asked: (await listAfterSales({ pageIndex: 0, orderCode })).list }),
    {
      ready: orderCode !== '',
      refreshDeps: [orderCode],
    },
  );
  return (
    <main className="sale-page">
      <PageHeader
        title={t('afterSale.applyTitle')}
        fallback={orderCode ? hrefs.orderDetail(orderCode) : paths.orderList}
      />
      {orderCode === '' ? (
        <EmptyState title={t('order.notFound')} />
      ) : (
        <Loadable request={request} skeleton={<Skeleton rows={3} variant="detail" />}>
          {({ order, asked }) =>
            order.status !== ORDER_STATUS.done ? (
              <EmptyState title={t('afterSale.outOfWindow')} />
            ) : anythingLeftToAsk(order, asked) ? (
              <ApplyForm order={order} asked={asked} />
            ) : (
              // Refunded in full, or every piece asked for: no form with nothing to choose.
              <EmptyState title={t('afterSale.nothingLeft')} description={t('afterSale.nothingLeftHint')} />
            )
          }
        </Loadable>
      )}
    </main>
  );
}

const SALE_FIELDS = ['items', 'reason', 'amount'] as const;

function ApplyForm({ order, asked }: { order: Order; asked: AfterSale[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => readPageData(draftKey(order.orderCode), isDraft) ?? EMPTY);
  const update = (patch: Partial<Draft>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      savePageData(draftKey(order.orderCode), next, DAY_MS);
      return next;
    });

  const lines = useMemo(() => openPieces(order.items, asked), [order, asked]);
  const chosen = lines
    .filter(({ item, left }) => left > 0 && (draft.pieces[keyOf(item)] ?? 0) > 0)
    .map(({ item, left }) => ({ item, num: Math.min(left, draft.pieces[keyOf(item)]!) }));
  const capFen = chosen.reduce((n, { item, num }) => n + paidForPieces(order, item, num), 0);
  const typedFen = draft.amount.trim() === '' ? capFen : parseYuanInput(draft.amount);

  const errors: Partial<Record<(typeof SALE_FIELDS)[number], MessageKey>> = {};
  if (chosen.length === 0) errors.items = 'afterSale.errItems';
  if (!draft.reason) errors.reason = 'afterSale.errReason';
  if (draft.amount.trim() !== '' && typedFen === null) errors.amount = 'afterSale.errAmountFormat';
  else if (typedFen !== null && typedFen > capFen && chosen.length) errors.amount = 'afterSale.errAmountMax';
  else if (typedFen === 0 && chosen.length) errors.amount = 'afterSale.errAmountZero';
  // The faults show once sending was tried (they depend on the order as well as on the draft).
  const form = useFormState({
    values: draft,
    onChange: update,
    fields: SALE_FIELDS,
    check: () => errors,
    params: { max: formatFen(capFen) },
  });
  const { errorOf } = form;

  const [submit, busy] = useLockedAction(async () => {
    const first = form.submit();
    if (first) {
      document.querySelector(`[data-field="sale-${first}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    if (draft.images.some((i) => !i.url)) return showToast(t('afterSale.errUploading'));
    try {
      const created = await applyAfterSale({
        orderCode: order.orderCode,
        items: chosen.map(({ item, num }) => ({ goodCode: item.goodCode, specName: item.specName, num })),
        reason: draft.reason as AfterSaleReason,
        description: draft.description.trim(),
        images: draft.images.map((i) => i.url),
        amountFen: typedFen ?? capFen,
      });
      removePageData(draftKey(order.orderCode));
      showToast(t('afterSale.submitted'), { icon: 'success' });
      navigate(hrefs.afterSaleDetail(created.afterSaleCode), { replace: true });
    } catch {
      // The request layer said why; the form stays as typed.
    }
  });

  return (
    <form className="sale-form" onSubmit={submitWith(submit)} noValidate>
      <p className="sale-hint">{t('afterSale.applyHint')}</p>
      <section className="sale-card">
        <FormField id="sale-items" label={t('afterSale.chooseItems')} error={errorOf('items')} group required>
          {(aria, labelId) => (
            <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
              <ul className="sale-items">
                {lines.map(({ item, left, busy: pending }) => {
                  const n = Math.min(left, draft.pieces[keyOf(item)] ?? 0);
                  const set = (num: number) => update({ pieces: { ...draft.pieces, [keyOf(item)]: num } });
                  return (
                    <li key={keyOf(item)} className={left === 0 ? 'sale-item sale-item--off' : 'sale-item'}>
                      <img src={item.img} alt="" width={56} height={56} loading="lazy" />
                      <span className="sale-item-body">
                        <strong>{item.title}</strong>
                        <span className="sale-muted">
                          {item.specName} · {t('afterSale.pieces', { n: item.num })}
                          {left === 0 && ` · ${pending ? t('afterSale.itemBusy') : t('afterSale.itemTaken')}`}
                        </span>
                      </span>
                      {left > 0 && (
                        <span className="sale-qty" role="group" aria-label={item.title}>
                          <button
                            type="button"
                            onClick={() => set(Math.max(0, n - 1))}
                            disabled={n === 0}
                            aria-label={t('afterSale.fewer', { title: item.title })}
                          >
                            −
                          </button>
                          <output aria-live="polite">{n}</output>
                          <button
                            type="button"
                            onClick={() => set(Math.min(left, n + 1))}
                            disabled={n >= left}
                            aria-label={t('afterSale.more', { title: item.title })}
                          >
                            +
                          </button>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </FormField>
      </section>

      <section className="sale-card">
        <FormField id="sale-reason" label={t('afterSale.reason')} error={errorOf('reason')} group required>
          {(aria, labelId) => (
            <div
              className="sale-chips"
              role="radiogroup"
              aria-labelledby={labelId}
              aria-describedby={aria['aria-describedby']}
            >
              {AFTER_SALE_REASONS.map((r) => (
                <button
                  key={r}
                  type="button"
                  role="radio"
                  aria-checked={draft.reason === r}
                  className="sale-chip"
                  onClick={() => update({ reason: r })}
                >
                  {t(REASON_KEYS[r])}
                </button>
              ))}
            </div>
          )}
        </FormField>
        <FormField id="sale-description" label={t('afterSale.description')}>
          {(aria) => (
            <TextArea
              {...aria}
              value={draft.description}
              onChange={(description) => update({ description })}
              placeholder={t('afterSale.descriptionPlaceholder')}
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          )}
        </FormField>
        <FormField id="sale-photos" label={t('afterSale.photos')} hint={t('afterSale.photosHint')} group>
          {(aria, labelId) => (
            <ImagePicker
              value={draft.images}
              onChange={(images) => update({ images })}
              maxCount={AFTER_SALE_MAX_IMAGES}
              purpose="after-sale"
              label={t('afterSale.photos')}
              describedBy={[labelId, aria['aria-describedby']].filter(Boolean).join(' ')}
            />
          )}
        </FormField>
      </section>

      <section className="sale-card">
        <FormField
          id="sale-amount"
          label={t('afterSale.amount')}
          error={errorOf('amount')}
          hint={chosen.length ? t('afterSale.amountHint', { max: formatFen(capFen) }) : undefined}
          required
        >
          {(aria) => (
            <div className="sale-amount-row">
              <span aria-hidden="true">¥</span>
              <input
                {...aria}
                className="sale-amount-input"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={chosen.length ? (capFen / 100).toFixed(2) : ''}
                value={draft.amount}
                onChange={(e) => update({ amount: e.target.value })}
              />
            </div>
          )}
        </FormField>
      </section>

      <ActionBar label={t('afterSale.applyTitle')}>
        {/* What is typed, or that it cannot be sent: never another amount than the field's. */}
        <span className="sale-bar-total" data-testid="sale-bar-total">
          {chosen.length === 0 ? (
            t('afterSale.amountPickFirst')
          ) : errors.amount ? (
            <span className="sale-bar-invalid">{t('afterSale.amountInvalid')}</span>
          ) : (
            <>
              {t('afterSale.amount')} <Money fen={typedFen ?? capFen} />
            </>
          )}
        </span>
        <Button type="submit" color="primary" shape="rounded" loading={busy} disabled={busy}>
          {t('afterSale.submit')}
        </Button>
      </ActionBar>
    </form>
  );
}
