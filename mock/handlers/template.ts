// Mock handlers of src/api/template.ts: sign-up form templates (the system's and the caller's own: list, save,
// remove), and the check of a sign-up form that activities apply too.
import { Fail, requireString, userPost, type Route } from '../core';
import type { FormItemWire } from '../../src/api/template';
import { strOf } from '../seed/util';
import { ERR } from '../../src/rules/error-codes';

const FORM_TYPES = ['text', 'textarea', 'number', 'phone', 'select', 'image'];

/** A sign-up form as sent (an activity's `form`, a template's `formItemList`), checked; else 6002 or 6042. */
export function formItems(v: unknown): FormItemWire[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Fail(ERR.template.badForm, '报名表格式不正确');
  const items = v.map((f: Record<string, unknown>) => {
    const item: FormItemWire = {
      key: strOf(f?.key),
      label: strOf(f?.label),
      type: strOf(f?.type) as FormItemWire['type'],
      required: f?.required === true,
      options: Array.isArray(f?.options) ? (f.options as unknown[]).map(strOf).filter(Boolean) : [],
    };
    if (!item.key || !item.label || !FORM_TYPES.includes(item.type))
      throw new Fail(ERR.template.badForm, '报名表的每一项须有key、名称和类型');
    if (item.type === 'select' && item.options.length === 0)
      throw new Fail(ERR.template.badForm, `“${item.label}”须至少有一个选项`);
    return item;
  });
  if (new Set(items.map((f) => f.key)).size !== items.length)
    throw new Fail(ERR.template.duplicateKey, '报名表的key不能重复');
  return items;
}

export const routes: Route[] = [
  userPost('/api/template/v1/list', (ctx, user) => {
    return ctx.store.templates
      .filter((t) => t.system || t.userCode === user.userCode)
      .map(({ userCode: _u, ...t }) => t);
  }),
  userPost('/api/template/v1/save', (ctx, user) => {
    const name = requireString(ctx.body, 'name', '模板名称');
    if (name.length > 20) throw new Fail(ERR.template.nameTooLong, '模板名称不能超过20个字');
    const formItemList = formItems(ctx.body.formItemList);
    if (formItemList.length === 0) throw new Fail(ERR.template.empty, '报名表至少需要一项');
    const code = strOf(ctx.body.code);
    const old = code ? ctx.store.templates.find((t) => t.code === code) : undefined;
    if (code && (!old || old.userCode !== user.userCode)) throw new Fail(ERR.template.notOwner, '只能修改自己的模板');
    const t = old ?? {
      code: ctx.store.nextId('T'),
      userCode: user.userCode,
      system: false,
      name,
      remark: '',
      formItemList,
    };
    Object.assign(t, { name, remark: strOf(ctx.body.remark), formItemList });
    if (!old) ctx.store.templates.push(t);
    const { userCode: _u, ...rest } = t;
    return rest;
  }),
  userPost('/api/template/v1/remove', (ctx, user) => {
    const code = requireString(ctx.body, 'code', '模板编号');
    const i = ctx.store.templates.findIndex((t) => t.code === code && t.userCode === user.userCode && !t.system);
    if (i < 0) throw new Fail(ERR.template.notOwner, '只能删除自己的模板');
    ctx.store.templates.splice(i, 1);
    return null;
  }),
];
