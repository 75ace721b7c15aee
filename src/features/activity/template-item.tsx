// One item of a template in its editor sheet: its label, type, options (for a choice) and whether it is
// required, and the buttons that move it up or down or remove it.
import { Input, Switch, TextArea } from 'antd-mobile';
import { FORM_ITEM_TYPES, type FormItemWire } from '@/api/template';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n';
import { fieldId } from './fields';
import { ChipOptions } from './chip-options';
import { FORM_TYPE_KEYS } from './labels';

export function TemplateItem({
  f,
  i,
  count,
  errorOf,
  setItem,
  move,
  remove,
}: {
  f: FormItemWire;
  /** Its place in the template (from 0) and how many items the template has. */
  i: number;
  count: number;
  errorOf: (field: string) => string | undefined;
  setItem: (i: number, patch: Partial<FormItemWire>) => void;
  move: (i: number, by: number) => void;
  remove: (i: number) => void;
}) {
  const t = useT();
  return (
    <li key={f.key} className="act-tpl-item" data-testid="template-item">
      <div className="act-tpl-item-head">
        <strong>{t('activityEdit.fieldN', { n: i + 1 })}</strong>
        <span className="act-tpl-moves">
          <button
            type="button"
            disabled={i === 0}
            onClick={() => move(i, -1)}
            aria-label={t('activityEdit.moveUp', { n: i + 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            disabled={i === count - 1}
            onClick={() => move(i, 1)}
            aria-label={t('activityEdit.moveDown', { n: i + 1 })}
          >
            ↓
          </button>
          <button type="button" onClick={() => remove(i)} aria-label={t('activityEdit.removeField', { n: i + 1 })}>
            ×
          </button>
        </span>
      </div>
      <FormField
        id={fieldId(`form.${i}.label`)}
        label={t('activityEdit.fieldLabel')}
        error={errorOf(`form.${i}.label`)}
        required
      >
        {(aria) => <Input {...aria} value={f.label} maxLength={20} onChange={(v) => setItem(i, { label: v })} />}
      </FormField>
      <FormField id={fieldId(`form.${i}.type`)} label={t('activityEdit.fieldType')} group>
        {(_, labelId) => (
          <ChipOptions
            labelId={labelId}
            options={FORM_ITEM_TYPES}
            chosen={f.type}
            onPick={(type) => setItem(i, { type })}
            label={(type) => t(FORM_TYPE_KEYS[type])}
          />
        )}
      </FormField>
      {f.type === 'select' && (
        <FormField
          id={fieldId(`form.${i}.options`)}
          label={t('activityEdit.fieldOptions')}
          error={errorOf(`form.${i}.options`)}
          hint={t('activityEdit.optionsHint')}
        >
          {(aria) => (
            <TextArea
              {...aria}
              rows={3}
              value={f.options.join('\n')}
              onChange={(v) => setItem(i, { options: v.split(/\n/) })}
            />
          )}
        </FormField>
      )}
      <div className="act-toggle">
        <span id={`lbl-req-${f.key}`}>{t('activityEdit.fieldRequired')}</span>
        <Switch
          checked={f.required}
          onChange={(v) => setItem(i, { required: v })}
          aria-labelledby={`lbl-req-${f.key}`}
        />
      </div>
    </li>
  );
}
