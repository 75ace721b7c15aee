// The activity's sign-up form (its template's items): text, long text, number, phone, choice and
// image (uploaded with the shared image picker); answers keyed by the item's key.
import { Input, TextArea } from 'antd-mobile';
import type { FormItemWire } from '@/api/template';
import { FormField } from '@/components/form-field';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { useT } from '@/i18n';
import { fieldId } from './fields';
import { ChipOptions } from './chip-options';

export function SignUpForm({
  form,
  values,
  onChange,
  errors,
}: {
  form: readonly FormItemWire[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  errors: Record<string, string | undefined>;
}) {
  const t = useT();
  if (form.length === 0) return null;
  return (
    <div className="act-signup" data-testid="signup-form">
      <h3 className="act-sheet-sub">{t('activity.signUpForm')}</h3>
      {form.map((f) => {
        const id = `form.${f.key}`;
        const error = errors[id];
        const value = values[f.key] ?? '';
        const set = (v: string) => onChange(f.key, v);
        if (f.type === 'select')
          return (
            <FormField key={f.key} id={fieldId(id)} label={f.label} error={error} required={f.required} group>
              {(aria, labelId) => (
                <ChipOptions
                  aria={aria}
                  labelId={labelId}
                  options={f.options}
                  chosen={value}
                  // An optional choice tapped again is taken back.
                  onPick={(o) => set(value === o && !f.required ? '' : o)}
                />
              )}
            </FormField>
          );
        if (f.type === 'image')
          return (
            <FormField key={f.key} id={fieldId(id)} label={f.label} error={error} required={f.required} group>
              {(aria) => (
                <ImagePicker
                  value={value ? [{ uid: value, name: f.label, url: value }] : []}
                  onChange={(images) => set(images[0]?.url ?? '')}
                  maxCount={1}
                  purpose="signup"
                  label={f.label}
                  describedBy={aria['aria-describedby']}
                />
              )}
            </FormField>
          );
        return (
          <FormField key={f.key} id={fieldId(id)} label={f.label} error={error} required={f.required}>
            {(aria) =>
              f.type === 'textarea' ? (
                <TextArea {...aria} value={value} onChange={set} rows={3} maxLength={200} showCount />
              ) : (
                <Input
                  {...aria}
                  value={value}
                  onChange={set}
                  type={f.type === 'phone' ? 'tel' : 'text'}
                  inputMode={f.type === 'phone' ? 'numeric' : f.type === 'number' ? 'decimal' : undefined}
                  maxLength={f.type === 'phone' ? 11 : 50}
                  placeholder={t(f.type === 'phone' ? 'activity.phonePlaceholder' : 'activity.answerPlaceholder', {
                    label: f.label,
                  })}
                  autoComplete={f.type === 'phone' ? 'tel' : undefined}
                />
              )
            }
          </FormField>
        );
      })}
    </div>
  );
}
