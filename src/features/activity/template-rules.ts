// The sign-up form templates' rules: a new item, a template's faults and the fields that show them, the order
// the list shows templates in, moving an item, and a template as it is saved (trimmed).
import type { FormItemWire, Template, TemplateInput } from '@/api/template';
import { checkForm } from './draft';
import type { ActivityIssue } from './fields';

/** The longest template name. */
export const NAME_MAX = 20;

/** A new item: required text with no label yet, under a key unlike any other. */
export function newField(): FormItemWire {
  const key = `f${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { key, label: '', type: 'text', required: true, options: [] };
}

/** A template's faults, in the sheet's order. */
export function templateIssues(v: TemplateInput): ActivityIssue[] {
  const name = v.name.trim();
  return [
    ...(!name ? [{ field: 'tplName', key: 'activityEdit.errTemplateName' as const }] : []),
    ...(name.length > NAME_MAX
      ? [{ field: 'tplName', key: 'activityEdit.errTemplateNameLong' as const, params: { n: NAME_MAX } }]
      : []),
    ...(v.formItemList.length === 0 ? [{ field: 'tplItems', key: 'activityEdit.errTemplateItems' as const }] : []),
    ...checkForm(v.formItemList),
  ];
}

/** Every field the template checks may name, in the sheet's order (the form state's fields). */
export const templateFields = (v: TemplateInput): string[] => [
  'tplName',
  'tplItems',
  ...v.formItemList.flatMap((_, i) => [`form.${i}.label`, `form.${i}.options`]),
];

/** The list's order: mine first (the newest on top), then the built-in ones. */
export const templatesInOrder = (templates: readonly Template[]): Template[] => [
  ...templates.filter((x) => !x.system).reverse(),
  ...templates.filter((x) => x.system),
];

/** The items with item `i` moved `by` places (−1 up, 1 down). */
export function moveItem(items: readonly FormItemWire[], i: number, by: number): FormItemWire[] {
  const next = [...items];
  const [it] = next.splice(i, 1);
  next.splice(i + by, 0, it as FormItemWire);
  return next;
}

/** A template as it is saved: name, remark and labels trimmed; a choice's blank options dropped, others' none. */
export const templateToSave = (v: TemplateInput): TemplateInput => ({
  ...v,
  name: v.name.trim(),
  remark: v.remark.trim(),
  formItemList: v.formItemList.map((f) => ({
    ...f,
    label: f.label.trim(),
    options: f.type === 'select' ? f.options.map((o) => o.trim()).filter(Boolean) : [],
  })),
});
