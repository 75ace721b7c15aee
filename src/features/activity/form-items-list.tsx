// A sign-up form's items as a list: each label with its type and whether it is required (a template's card,
// the editor's preview of the picked form).
import type { FormItemWire } from '@/api/template';
import { useT } from '@/i18n';
import { FORM_TYPE_KEYS } from './labels';

export function FormItemsList({
  items,
  className,
  testId,
}: {
  items: readonly FormItemWire[];
  className: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <ul className={className} data-testid={testId}>
      {items.map((f) => (
        <li key={f.key}>
          {f.label}
          <small>
            {t(FORM_TYPE_KEYS[f.type])}
            {f.required ? ` · ${t('activity.requiredShort')}` : ''}
          </small>
        </li>
      ))}
    </ul>
  );
}
