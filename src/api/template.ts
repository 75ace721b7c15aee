// Sign-up form templates (spec section 3 "Template (form)"): name, code, remark and formItemList.
import { call } from '@/lib/request/client';
import { mutate } from './shared';

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

export interface TemplateWire {
  code: string;
  name: string;
  remark: string;
  formItemList: FormItemWire[];
  /** A built-in template (cannot be changed or removed). */
  system: boolean;
}

export type Template = TemplateWire;

export interface TemplateInput {
  code?: string;
  name: string;
  remark: string;
  formItemList: FormItemWire[];
}

/** POST /api/template/v1/list: built-in templates and the user's own. */
export function listTemplates(): Promise<Template[]> {
  return call<TemplateWire[]>('/api/template/v1/list', undefined, { cache: true });
}

/** POST /api/template/v1/save: create or change one of the user's templates. */
export function saveTemplate(input: TemplateInput): Promise<Template> {
  return mutate<TemplateWire>('/api/template/v1/save', { ...input });
}

/** POST /api/template/v1/remove: remove one of the user's templates. */
export function removeTemplate(code: string): Promise<null> {
  return mutate<null>('/api/template/v1/remove', { code });
}
