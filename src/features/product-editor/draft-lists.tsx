// The product draft's editable lists: specs (name, price, stock) and attributes (name, choices), each
// row added, edited, moved up or down and removed; errors show at their input.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useT, type MessageKey } from '@/i18n';
import type { DraftAttr, DraftSpec } from '@/state/product-draft';
import {
  ATTR_ITEMS_MAX,
  ATTRS_MAX,
  SPECS_MAX,
  moveItem,
  newAttr,
  newSpec,
  stockErrorNow,
  type ProductErrors,
} from './product-form';

interface RowToolsProps {
  index: number;
  count: number;
  label: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function RowTools({ index, count, label, onMove, onRemove }: RowToolsProps) {
  const t = useT();
  return (
    <span className="product-editor-row-tools">
      <button
        type="button"
        aria-label={`${label} ${t('productEditor.moveUp')}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`${label} ${t('productEditor.moveDown')}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="product-editor-row-remove"
        aria-label={`${label} ${t('productEditor.remove')}`}
        onClick={onRemove}
      >
        {t('productEditor.remove')}
      </button>
    </span>
  );
}

function FieldError({ id, error }: { id: string; error?: MessageKey }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="qh-field-error" role="alert">
      {t(error)}
    </p>
  );
}

const aria = (id: string, error?: string) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? id : undefined,
});

export interface SpecRowsProps {
  specs: DraftSpec[];
  errors: ProductErrors['specs'];
  show: boolean;
  onChange: (specs: DraftSpec[]) => void;
}

export function SpecRows({ specs, errors, show, onChange }: SpecRowsProps) {
  const t = useT();
  const set = (i: number, patch: Partial<DraftSpec>) =>
    onChange(specs.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  return (
    <div className="product-editor-rows">
      {specs.map((s, i) => {
        const label = t('productEditor.specRow', { n: i + 1 });
        // A stock typed wrong (1.5, -3, letters) is said at once; the rest once the leader tries to publish.
        const e = {
          ...(show ? (errors[i] ?? {}) : {}),
          stock: (show ? errors[i]?.stock : undefined) ?? stockErrorNow(s.stock),
        };
        const id = `spec-${s.key}`;
        return (
          <div key={s.key} className="product-editor-row" role="group" aria-label={label} data-testid="spec-row">
            <div className="product-editor-row-head">
              <span>{label}</span>
              <RowTools
                index={i}
                count={specs.length}
                label={label}
                onMove={(d) => onChange(moveItem(specs, i, d))}
                onRemove={() => onChange(specs.filter((_, k) => k !== i))}
              />
            </div>
            <div className="product-editor-spec-inputs" data-invalid={e.name || e.price || e.stock ? 'true' : 'false'}>
              <input
                className="qh-input"
                aria-label={`${label} ${t('productEditor.specName')}`}
                placeholder={t('productEditor.specNamePlaceholder')}
                value={s.name}
                onChange={(ev) => set(i, { name: ev.target.value })}
                {...aria(`${id}-name-error`, e.name)}
              />
              <input
                className="qh-input"
                inputMode="decimal"
                aria-label={`${label} ${t('productEditor.specPrice')}`}
                placeholder={t('productEditor.specPrice')}
                value={s.price}
                onChange={(ev) => set(i, { price: ev.target.value.trim() })}
                {...aria(`${id}-price-error`, e.price)}
              />
              <input
                className="qh-input"
                inputMode="numeric"
                aria-label={`${label} ${t('productEditor.specStock')}`}
                placeholder={t('productEditor.specStockPlaceholder')}
                value={s.stock}
                onChange={(ev) => set(i, { stock: ev.target.value })}
                {...aria(`${id}-stock-error`, e.stock)}
              />
            </div>
            <FieldError id={`${id}-name-error`} error={e.name} />
            <FieldError id={`${id}-price-error`} error={e.price} />
            <FieldError id={`${id}-stock-error`} error={e.stock} />
          </div>
        );
      })}
      {specs.length < SPECS_MAX && (
        <Button block fill="outline" size="small" onClick={() => onChange([...specs, newSpec()])}>
          + {t('productEditor.specAdd')}
        </Button>
      )}
    </div>
  );
}

export interface AttrRowsProps {
  attrs: DraftAttr[];
  errors: ProductErrors['attrs'];
  show: boolean;
  onChange: (attrs: DraftAttr[]) => void;
}

export function AttrRows({ attrs, errors, show, onChange }: AttrRowsProps) {
  const t = useT();
  const set = (i: number, patch: Partial<DraftAttr>) =>
    onChange(attrs.map((a, k) => (k === i ? { ...a, ...patch } : a)));
  return (
    <div className="product-editor-rows">
      {attrs.map((a, i) => {
        const label = t('productEditor.attrRow', { n: i + 1 });
        const e = show ? (errors[i] ?? {}) : {};
        const id = `attr-${a.key}`;
        return (
          <div key={a.key} className="product-editor-row" role="group" aria-label={label} data-testid="attr-row">
            <div className="product-editor-row-head">
              <span>{label}</span>
              <RowTools
                index={i}
                count={attrs.length}
                label={label}
                onMove={(d) => onChange(moveItem(attrs, i, d))}
                onRemove={() => onChange(attrs.filter((_, k) => k !== i))}
              />
            </div>
            <input
              className="qh-input"
              aria-label={`${label} ${t('productEditor.attrName')}`}
              placeholder={t('productEditor.attrNamePlaceholder')}
              value={a.name}
              onChange={(ev) => set(i, { name: ev.target.value })}
              {...aria(`${id}-name-error`, e.name)}
            />
            <FieldError id={`${id}-name-error`} error={e.name} />
            <ul className="product-editor-chips" aria-label={`${label} ${t('productEditor.attrItems')}`}>
              {a.items.map((item, k) => (
                <li key={`${item}-${k}`} className="product-editor-chip">
                  {item}
                  <button
                    type="button"
                    aria-label={t('productEditor.attrItemRemove', { item })}
                    onClick={() => set(i, { items: a.items.filter((_, j) => j !== k) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            {a.items.length < ATTR_ITEMS_MAX && (
              <ItemAdder
                label={`${label} ${t('productEditor.attrItemNew')}`}
                errorId={`${id}-items-error`}
                invalid={Boolean(e.items)}
                onAdd={(item) => !a.items.includes(item) && set(i, { items: [...a.items, item] })}
              />
            )}
            <FieldError id={`${id}-items-error`} error={e.items} />
          </div>
        );
      })}
      {attrs.length < ATTRS_MAX && (
        <Button block fill="outline" size="small" onClick={() => onChange([...attrs, newAttr()])}>
          + {t('productEditor.attrAdd')}
        </Button>
      )}
    </div>
  );
}

/** A choice typed and added with the button or Enter. */
function ItemAdder({
  label,
  errorId,
  invalid,
  onAdd,
}: {
  label: string;
  errorId: string;
  invalid: boolean;
  onAdd: (item: string) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const add = () => {
    const item = text.trim();
    if (!item) return;
    onAdd(item);
    setText('');
  };
  return (
    <div className="qh-input-row product-editor-item-adder">
      <input
        className="qh-input"
        aria-label={label}
        placeholder={t('productEditor.attrItemPlaceholder')}
        value={text}
        maxLength={20}
        onChange={(ev) => setText(ev.target.value)}
        onKeyDown={(ev) => {
          if (ev.key === 'Enter') {
            ev.preventDefault();
            add();
          }
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      <Button size="small" color="primary" fill="outline" onClick={add} disabled={!text.trim()}>
        {t('productEditor.attrItemAdd')}
      </Button>
    </div>
  );
}
