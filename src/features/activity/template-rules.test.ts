// A sign-up form template: what stops a save and where it shows, the list's order, an item moved, and what is
// saved (trimmed, a choice's blank options dropped).
import { describe, expect, it } from 'vitest';
import type { FormItemWire, Template } from '@/api/template';
import { moveItem, newField, templateFields, templateIssues, templatesInOrder, templateToSave } from './template-rules';

const item = (key: string, patch: Partial<FormItemWire> = {}): FormItemWire => ({
  key,
  label: key,
  type: 'text',
  required: true,
  options: [],
  ...patch,
});
const tpl = (code: string, system: boolean): Template => ({ code, name: code, remark: '', formItemList: [], system });

describe('a sign-up form template', () => {
  it('needs a name of at most 20 characters and an item, and each item its label (a choice its options)', () => {
    expect(templateIssues({ name: '  ', remark: '', formItemList: [] }).map((i) => [i.field, i.key])).toEqual([
      ['tplName', 'activityEdit.errTemplateName'],
      ['tplItems', 'activityEdit.errTemplateItems'],
    ]);
    expect(templateIssues({ name: '名'.repeat(21), remark: '', formItemList: [item('a')] })).toEqual([
      { field: 'tplName', key: 'activityEdit.errTemplateNameLong', params: { n: 20 } },
    ]);
    const items = [item('a', { label: ' ' }), item('b', { type: 'select', options: [' '] })];
    expect(templateIssues({ name: '报名表', remark: '', formItemList: items }).map((i) => i.field)).toEqual([
      'form.0.label',
      'form.1.options',
    ]);
    expect(templateIssues({ name: '报名表', remark: '', formItemList: [item('a')] })).toEqual([]);
  });

  it("names every field a fault may be at, in the sheet's order", () => {
    expect(templateFields({ name: '', remark: '', formItemList: [item('a'), item('b')] })).toEqual([
      'tplName',
      'tplItems',
      'form.0.label',
      'form.0.options',
      'form.1.label',
      'form.1.options',
    ]);
  });

  it('lists mine first, the newest on top, then the built-in ones', () => {
    const list = [tpl('S1', true), tpl('M1', false), tpl('S2', true), tpl('M2', false)];
    expect(templatesInOrder(list).map((x) => x.code)).toEqual(['M2', 'M1', 'S1', 'S2']);
  });

  it('moves an item up or down', () => {
    const items = [item('a'), item('b'), item('c')];
    expect(moveItem(items, 2, -1).map((f) => f.key)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1).map((f) => f.key)).toEqual(['b', 'a', 'c']);
    expect(items.map((f) => f.key)).toEqual(['a', 'b', 'c']);
  });

  it("saves names and labels trimmed, a choice's options without blanks and no options on other items", () => {
    const saved = templateToSave({
      code: 'T1',
      name: ' 报名表 ',
      remark: ' 备注 ',
      formItemList: [
        item('a', { label: ' 姓名 ', options: ['x'] }),
        item('b', { label: '尺码', type: 'select', options: [' S ', '', 'M'] }),
      ],
    });
    expect(saved).toEqual({
      code: 'T1',
      name: '报名表',
      remark: '备注',
      formItemList: [item('a', { label: '姓名' }), item('b', { label: '尺码', type: 'select', options: ['S', 'M'] })],
    });
  });

  it('adds a new item as a required text item with no label yet', () => {
    expect(newField()).toMatchObject({ label: '', type: 'text', required: true, options: [] });
  });
});
