// The editor's items (kinds 1 to 3): picture, name, description, price, per-person limit, stock, and for
// a group-buy the tiers (sizes strictly increasing, prices strictly falling, all below the price alone).
// Prices start empty with a placeholder: never a pre-filled amount.
import { useRef } from 'react';
import { Button, Input, TextArea } from 'antd-mobile';
import { ACTIVITY_KIND, type ActivityKind } from '@/api/activity';
import type { DraftItem, DraftTier } from '@/api/activity-draft';
import { FormField } from '@/components/form-field';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { formatFen } from '@/rules/money';
import { showModal } from '@/components/feedback';
import { useT } from '@/i18n';
import { MAX_TIERS, newItem, newTier } from './draft';
import { IntInput, MoneyInput, fieldId } from './fields';
import { EditorBlock } from './editor-block';

type ErrorOf = (field: string) => string | undefined;

function TierRows({
  prefix,
  tiers,
  singleFen,
  onChange,
  errorOf,
}: {
  prefix: string;
  tiers: DraftTier[];
  singleFen: number;
  onChange: (tiers: DraftTier[]) => void;
  errorOf: ErrorOf;
}) {
  const t = useT();
  // The placeholder says what a tier must stay under: the price alone once it is filled in.
  const placeholder =
    singleFen > 0
      ? t('activityEdit.tierPriceBelow', { price: formatFen(singleFen) })
      : t('activityEdit.tierPricePlaceholder');
  const set = (i: number, patch: Partial<DraftTier>) =>
    onChange(tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));
  return (
    <FormField
      id={fieldId(`${prefix}.tiers`)}
      label={t('activityEdit.tiers')}
      error={errorOf(`${prefix}.tiers`)}
      hint={t('activityEdit.tiersHint')}
      group
    >
      {(aria, labelId) => (
        <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
          <ol className="act-tier-rows">
            {tiers.map((tier, i) => (
              <li key={i} className="act-tier-row" data-testid="tier-row">
                <FormField
                  id={fieldId(`${prefix}.tiers.${i}.size`)}
                  label={t('activityEdit.tierSizeLabel', { n: i + 1 })}
                  error={errorOf(`${prefix}.tiers.${i}.size`)}
                >
                  {(a) => (
                    <IntInput
                      aria={a}
                      value={tier.groupSize}
                      onChange={(n) => set(i, { groupSize: n })}
                      suffix={t('activityEdit.people')}
                    />
                  )}
                </FormField>
                <FormField
                  id={fieldId(`${prefix}.tiers.${i}.price`)}
                  label={t('activityEdit.tierPriceLabel', { n: i + 1 })}
                  error={errorOf(`${prefix}.tiers.${i}.price`)}
                >
                  {(a) => (
                    <MoneyInput
                      aria={a}
                      value={tier.priceFen}
                      onChange={(fen) => set(i, { priceFen: fen })}
                      placeholder={placeholder}
                    />
                  )}
                </FormField>
                {tiers.length > 1 && (
                  <button
                    type="button"
                    className="act-remove"
                    onClick={() => onChange(tiers.filter((_, j) => j !== i))}
                    aria-label={t('activityEdit.removeTier', { n: i + 1 })}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ol>
          {tiers.length < MAX_TIERS && (
            <Button
              size="small"
              fill="outline"
              onClick={() => onChange([...tiers, newTier(Math.max(1, ...tiers.map((x) => x.groupSize)) + 1)])}
              data-testid="add-tier"
            >
              {t('activityEdit.addTier')}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}

function ItemCard({
  kind,
  item,
  index,
  count,
  onChange,
  onRemove,
  errorOf,
}: {
  kind: ActivityKind;
  item: DraftItem;
  index: number;
  count: number;
  onChange: (item: DraftItem) => void;
  onRemove?: () => void;
  errorOf: ErrorOf;
}) {
  const t = useT();
  const prefix = `items.${index}`;
  const set = (patch: Partial<DraftItem>) => onChange({ ...item, ...patch });
  return (
    <fieldset className="act-item-card" data-testid="item-card">
      <legend className="act-item-card-title">
        {count > 1 ? t('activityEdit.itemN', { n: index + 1 }) : t('activityEdit.item')}
      </legend>
      {onRemove && (
        <button
          type="button"
          className="act-remove act-remove--corner"
          onClick={onRemove}
          aria-label={t('activityEdit.removeItem', { n: index + 1 })}
        >
          ×
        </button>
      )}
      <FormField id={fieldId(`${prefix}.img`)} label={t('activityEdit.itemImage')} group>
        {(aria) => (
          <ImagePicker
            value={item.img ? [{ uid: item.img, name: item.itemName || 'item', url: item.img }] : []}
            onChange={(imgs) => set({ img: imgs[0]?.url ?? '' })}
            maxCount={1}
            purpose="activity-item"
            label={t('activityEdit.itemImage')}
            describedBy={aria['aria-describedby']}
          />
        )}
      </FormField>
      <FormField
        id={fieldId(`${prefix}.name`)}
        label={t('activityEdit.itemName')}
        error={errorOf(`${prefix}.name`)}
        required
      >
        {(aria) => (
          <Input
            {...aria}
            value={item.itemName}
            onChange={(v) => set({ itemName: v })}
            maxLength={30}
            placeholder={t('activityEdit.itemNamePlaceholder')}
          />
        )}
      </FormField>
      <FormField id={fieldId(`${prefix}.desc`)} label={t('activityEdit.itemDesc')}>
        {(aria) => (
          <TextArea
            {...aria}
            value={item.itemDescription}
            onChange={(v) => set({ itemDescription: v })}
            rows={2}
            maxLength={100}
          />
        )}
      </FormField>
      <div className="act-field-row">
        <FormField
          id={fieldId(`${prefix}.price`)}
          label={kind === ACTIVITY_KIND.group ? t('activityEdit.itemPriceAlone') : t('activityEdit.itemPrice')}
          error={errorOf(`${prefix}.price`)}
          required
        >
          {(aria) => (
            <MoneyInput
              aria={aria}
              value={item.priceFen}
              onChange={(fen) => set({ priceFen: fen })}
              placeholder={t('activityEdit.itemPricePlaceholder')}
            />
          )}
        </FormField>
        <FormField
          id={fieldId(`${prefix}.limit`)}
          label={t('activityEdit.itemLimit')}
          error={errorOf(`${prefix}.limit`)}
        >
          {(aria) => (
            <IntInput
              aria={aria}
              value={item.singleMaxPurchase}
              onChange={(n) => set({ singleMaxPurchase: n })}
              suffix={t('activityEdit.pieces')}
            />
          )}
        </FormField>
        <FormField
          id={fieldId(`${prefix}.stock`)}
          label={t('activityEdit.itemStock')}
          error={errorOf(`${prefix}.stock`)}
        >
          {(aria) => (
            <IntInput
              aria={aria}
              value={item.stock}
              onChange={(n) => set({ stock: n })}
              suffix={t('activityEdit.pieces')}
            />
          )}
        </FormField>
      </div>
      {kind === ACTIVITY_KIND.group && (
        <TierRows
          prefix={prefix}
          tiers={item.groupItemList}
          singleFen={item.priceFen}
          onChange={(groupItemList) => set({ groupItemList })}
          errorOf={errorOf}
        />
      )}
    </fieldset>
  );
}

export function ItemsEditor({
  kind,
  items,
  onChange,
  errorOf,
}: {
  kind: ActivityKind;
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  errorOf: ErrorOf;
}) {
  const t = useT();
  const min = kind === ACTIVITY_KIND.multi ? 2 : 1;
  const canAdd = kind !== ACTIVITY_KIND.single && items.length < 20;
  // Stable keys, so that a removed item takes its own picture picker with it.
  const seq = useRef(0);
  const keys = useRef<string[]>([]);
  while (keys.current.length < items.length) keys.current.push(`k${(seq.current += 1)}`);
  keys.current.length = items.length;
  const remove = async (i: number) => {
    const name = items[i]?.itemName || t('activityEdit.itemN', { n: i + 1 });
    if (
      !(await showModal({
        content: t('activityEdit.removeItemConfirm', { name }),
        confirmText: t('activityEdit.remove'),
      }))
    )
      return;
    keys.current.splice(i, 1);
    onChange(items.filter((_, j) => j !== i));
  };
  return (
    <EditorBlock id="act-items-edit-title" title={t('activity.items')}>
      {/* A fault of the list as a whole (how many items) is said above the items; the heading names them. */}
      {errorOf('items') && (
        <FormField id={fieldId('items')} label={t('activity.items')} error={errorOf('items')} group labelHidden>
          {() => null}
        </FormField>
      )}
      {items.map((item, i) => (
        <ItemCard
          key={keys.current[i]}
          kind={kind}
          item={item}
          index={i}
          count={items.length}
          onChange={(next) => onChange(items.map((x, j) => (j === i ? next : x)))}
          onRemove={items.length > min ? () => void remove(i) : undefined}
          errorOf={errorOf}
        />
      ))}
      {canAdd && (
        <Button block fill="outline" onClick={() => onChange([...items, newItem(kind)])} data-testid="add-item">
          {t('activityEdit.addItem')}
        </Button>
      )}
    </EditorBlock>
  );
}
