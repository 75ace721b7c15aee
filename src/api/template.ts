// Sign-up form templates (docs/product.md#entities "Template (form)"): name, code, remark and formItemList.
import { call } from '@/lib/request/client';
import { listConverter, mutate, shaped } from './shared';

export type FormItemType = 'text' | 'textarea' | 'number' | 'phone' | 'select' | 'image';
export const FORM_ITEM_TYPES: readonly FormItemType[] = ['text', 'textarea', 'number', 'phone', 'select', 'image'];

/** One field of a sign-up form. */
export interface FormItemWire {
  /** The answer's key in a join's `form`. */
  key: string;
  label: string;
  type: FormItemType;
  required: boolean;
  /** Choices of a 'select' (choice) field, else []. An 'image' field is answered with an uploaded image's URL. */
  options: string[];
}

const formItemShape = (w: FormItemWire): void => {
  shaped<FormItemWire>({ key: 'string', label: 'string', type: 'string', required: 'boolean', options: 'array' })(w);
  if (!w.options.every((o) => typeof o === 'string')) throw new TypeError('options: not texts');
};

export interface TemplateWire {
  code: string;
  name: string;
  remark: string;
  formItemList: FormItemWire[];
  /** A built-in template (cannot be changed or removed). */
  system: boolean;
}

export type Template = TemplateWire;

/** The boundary's check of a template answer (its form items too). */
function templateShape(w: TemplateWire): Template {
  shaped<TemplateWire>({ code: 'string', name: 'string', remark: 'string', formItemList: 'array', system: 'boolean' })(
    w,
  );
  w.formItemList.forEach(formItemShape);
  return w;
}

/** What the template editor saves: without `code` a new template. */
export type TemplateInput = Pick<TemplateWire, 'name' | 'remark' | 'formItemList'> & { code?: string };

/** POST /api/template/v1/list: built-in templates and the user's own. */
export function listTemplates(): Promise<Template[]> {
  return call('/api/template/v1/list', undefined, { cache: true, convert: listConverter(templateShape) });
}

/** POST /api/template/v1/save: create or change one of the user's templates. */
export function saveTemplate(input: TemplateInput): Promise<Template> {
  return mutate('/api/template/v1/save', { ...input }, { convert: templateShape });
}

/** POST /api/template/v1/remove: remove one of the user's templates. */
export function removeTemplate(code: string): Promise<null> {
  return mutate<null>('/api/template/v1/remove', { code });
}
