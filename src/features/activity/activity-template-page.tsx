// /pages/activity/template[?pick=1]: sign-up form templates: built-in ones and mine; create, edit, delete
// (confirmed) and, from the activity editor, pick one into the draft. A template's items are text,
// long text, number, phone, choice and image, each required or not, in an order the person sets.
import { useRef, useState } from 'react';
import { Button, Input, Popup, Switch, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  FORM_ITEM_TYPES,
  listTemplates,
  removeTemplate,
  saveTemplate,
  type FormItemWire,
  type Template,
  type TemplateInput,
} from '@/api/template';
import type { PageProps } from '@/config/page-props';
import { paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { FormField, focusFirstError } from '@/components/form-field';
import { Loadable } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useFormState } from '@/components/use-form-state';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { isRecord } from '@/lib/storage';
import { answerFor } from '@/state/come-back';
import { readPageData, removePageData, savePageData } from '@/state/page-data';
import { hasLoginAtom } from '@/state/session';
import { checkForm } from './draft';
import { fieldId, problemsOf, type ActivityIssue } from './fields';
import { FORM_TYPE_KEYS } from './labels';
import './activity.css';

const EDITING = 'templateEditing';
/** A tap this soon after the editor sheet closed is the rest of the tap that closed it (a double tap on 保存模板), not a new one. */
const TAP_THROUGH_MS = 600;
const NAME_MAX = 20;
const isInput = (v: unknown): v is TemplateInput =>
  isRecord(v) && typeof v.name === 'string' && Array.isArray(v.formItemList);

function newField(): FormItemWire {
  const key = `f${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { key, label: '', type: 'text', required: true, options: [] };
}

export default function ActivityTemplatePage({ query }: PageProps) {
  const t = useT();
  const loggedIn = useAtomValue(hasLoginAtom);
  const pick = query.pick === '1';
  const title = pick ? t('activityEdit.pickTemplate') : t('activityEdit.templates');
  if (!loggedIn)
    return (
      <div className="act-edit">
        <PageHeader title={title} fallback={paths.tab.activity} />
        <LoginRequired message={t('activityEdit.loginFirst')} />
      </div>
    );
  return <Templates pick={pick} title={title} />;
}

function Templates({ pick, title }: { pick: boolean; title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const list = useRequest(listTemplates);
  const [editing, setEditingState] = useState<TemplateInput | null>(() => readPageData(EDITING, isInput));
  const closedAt = useRef(0);
  const setEditing = (next: TemplateInput | null) => {
    setEditingState(next);
    if (next) savePageData(EDITING, next, 24 * 3_600_000);
    else removePageData(EDITING);
  };

  const choose = (tpl: Template) => {
    if (
      !answerFor(
        'template',
        tpl.formItemList.map((f) => ({ ...f, options: [...f.options] })),
      )
    )
      return showToast(t('activityEdit.noDraftToPick'));
    showToast(t('activityEdit.templatePicked', { name: tpl.name }));
    navigate(-1);
  };
  const remove = async (tpl: Template) => {
    if (
      !(await showModal({
        content: t('activityEdit.removeTemplateConfirm', { name: tpl.name }),
        confirmText: t('activityEdit.remove'),
      }))
    )
      return;
    try {
      await removeTemplate(tpl.code);
      showToast(t('activityEdit.templateRemoved'));
      list.refresh();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <div className="act-edit">
      <PageHeader title={title} fallback={paths.tab.activity} />
      <main className="act-form">
        {pick && <p className="act-block-note">{t('activityEdit.pickTemplateNote')}</p>}
        <Loadable request={list} isEmpty={(l) => l.length === 0} empty={{ title: t('activityEdit.noTemplates') }}>
          {(templates) => (
            <ul className="act-templates">
              {/* Mine first (the newest on top), then the built-in ones. */}
              {[...templates.filter((x) => !x.system).reverse(), ...templates.filter((x) => x.system)].map((tpl) => (
                <li key={tpl.code} className="act-template" data-testid="template">
                  <div className="act-template-head">
                    <h2>{tpl.name}</h2>
                    {tpl.system && <span className="act-tag">{t('activityEdit.builtIn')}</span>}
                  </div>
                  {tpl.remark && <p className="act-template-remark">{tpl.remark}</p>}
                  <ul className="act-template-fields">
                    {tpl.formItemList.map((f) => (
                      <li key={f.key}>
                        {f.label}
                        <small>
                          {t(FORM_TYPE_KEYS[f.type])}
                          {f.required ? ` · ${t('activity.requiredShort')}` : ''}
                        </small>
                      </li>
                    ))}
                  </ul>
                  {(pick || !tpl.system) && (
                    <div className="act-template-actions">
                      {!tpl.system && (
                        <>
                          <Button size="small" fill="none" onClick={() => void remove(tpl)}>
                            {t('activityEdit.remove')}
                          </Button>
                          <Button
                            size="small"
                            fill="outline"
                            onClick={() =>
                              setEditing({
                                code: tpl.code,
                                name: tpl.name,
                                remark: tpl.remark,
                                formItemList: tpl.formItemList,
                              })
                            }
                          >
                            {t('activity.edit')}
                          </Button>
                        </>
                      )}
                      {pick && (
                        <Button size="small" color="primary" onClick={() => choose(tpl)} data-testid="use-template">
                          {t('activityEdit.useTemplate')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loadable>
        <ActionBar label={t('activity.actions')}>
          <Button
            className="act-bar-main"
            color="primary"
            shape="rounded"
            onClick={() => {
              if (Date.now() - closedAt.current >= TAP_THROUGH_MS)
                setEditing({ name: '', remark: '', formItemList: [newField()] });
            }}
            data-testid="new-template"
          >
            {t('activityEdit.newTemplate')}
          </Button>
        </ActionBar>
      </main>
      <TemplateEditor
        value={editing}
        onChange={setEditing}
        onSaved={() => {
          closedAt.current = Date.now();
          setEditing(null);
          list.refresh();
        }}
      />
    </div>
  );
}

const NO_TEMPLATE: TemplateInput = { name: '', remark: '', formItemList: [] };

/** A template's faults, in the sheet's order. */
function templateIssues(v: TemplateInput): ActivityIssue[] {
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
const templateFields = (v: TemplateInput) => [
  'tplName',
  'tplItems',
  ...v.formItemList.flatMap((_, i) => [`form.${i}.label`, `form.${i}.options`]),
];

function TemplateEditor({
  value,
  onChange,
  onSaved,
}: {
  value: TemplateInput | null;
  onChange: (v: TemplateInput | null) => void;
  onSaved: () => void;
}) {
  const t = useT();
  // The template being edited is the form's values: its faults show at their fields once a save was refused.
  const values = value ?? NO_TEMPLATE;
  const issues = templateIssues(values);
  const form = useFormState({
    values,
    onChange: (patch) => onChange({ ...values, ...patch }),
    fields: templateFields(values),
    check: () => problemsOf(issues),
  });
  const { errorOf } = form;
  const sheetRef = useRef<HTMLElement>(null);
  // One save however often 保存模板 is tapped; once saved, the sheet is done (it closes once).
  const done = useRef(false);
  const [save, busy] = useLockedAction(send);
  if (!value) {
    done.current = false; // closed: the next sheet saves anew
    return null;
  }
  const items = value.formItemList;
  const setItems = (next: FormItemWire[]) => onChange({ ...value, formItemList: next });
  const setItem = (i: number, patch: Partial<FormItemWire>) =>
    setItems(items.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it as FormItemWire);
    setItems(next);
  };

  async function send() {
    if (done.current || !value) return;
    if (issues.length) {
      form.submit();
      showToast(t(issues[0]!.key, issues[0]!.params));
      requestAnimationFrame(() => focusFirstError(sheetRef.current ?? document));
      return;
    }
    try {
      await saveTemplate({
        ...value,
        name: value.name.trim(),
        remark: value.remark.trim(),
        formItemList: items.map((f) => ({
          ...f,
          label: f.label.trim(),
          options: f.type === 'select' ? f.options.map((o) => o.trim()).filter(Boolean) : [],
        })),
      });
      showToast(t('activityEdit.templateSaved'), { icon: 'success' });
      done.current = true;
      onSaved();
    } catch {
      // shown by the request layer
    }
  }

  const close = async () => {
    if (await showModal({ content: t('activityEdit.closeTemplateConfirm'), confirmText: t('activityEdit.discard') }))
      onChange(null);
  };

  return (
    <Popup visible onMaskClick={() => void close()} bodyClassName="act-sheet act-sheet--full" destroyOnClose>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="act-tpl-title"
        data-testid="template-editor"
        ref={sheetRef}
      >
        <div className="act-sheet-head">
          <h2 id="act-tpl-title">{value.code ? t('activityEdit.editTemplate') : t('activityEdit.newTemplate')}</h2>
          <button
            type="button"
            className="act-sheet-close"
            onClick={() => void close()}
            aria-label={t('activity.close')}
          >
            ×
          </button>
        </div>
        <div className="act-sheet-body">
          <FormField id={fieldId('tplName')} label={t('activityEdit.templateName')} error={errorOf('tplName')} required>
            {(aria) => (
              <Input
                {...aria}
                value={value.name}
                maxLength={NAME_MAX}
                onChange={(v) => onChange({ ...value, name: v })}
              />
            )}
          </FormField>
          <FormField id={fieldId('tplRemark')} label={t('activityEdit.templateRemark')}>
            {(aria) => (
              <Input
                {...aria}
                value={value.remark}
                maxLength={50}
                onChange={(v) => onChange({ ...value, remark: v })}
              />
            )}
          </FormField>
          <>
            {/* No items at all: said above the (empty) list, whose items each say their own. */}
            {errorOf('tplItems') && (
              <FormField
                id={fieldId('tplItems')}
                label={t('activity.signUpForm')}
                error={errorOf('tplItems')}
                group
                labelHidden
              >
                {() => null}
              </FormField>
            )}
            <ol className="act-tpl-items">
              {items.map((f, i) => (
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
                        disabled={i === items.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={t('activityEdit.moveDown', { n: i + 1 })}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        onClick={() => setItems(items.filter((_, j) => j !== i))}
                        aria-label={t('activityEdit.removeField', { n: i + 1 })}
                      >
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
                    {(aria) => (
                      <Input {...aria} value={f.label} maxLength={20} onChange={(v) => setItem(i, { label: v })} />
                    )}
                  </FormField>
                  <FormField id={fieldId(`form.${i}.type`)} label={t('activityEdit.fieldType')} group>
                    {(_, labelId) => (
                      <div className="act-options" role="group" aria-labelledby={labelId}>
                        {FORM_ITEM_TYPES.map((type) => (
                          <button
                            key={type}
                            type="button"
                            className="act-chip"
                            aria-pressed={f.type === type}
                            onClick={() => setItem(i, { type })}
                          >
                            {t(FORM_TYPE_KEYS[type])}
                          </button>
                        ))}
                      </div>
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
              ))}
            </ol>
          </>
          <Button block fill="outline" onClick={() => setItems([...items, newField()])} data-testid="add-field">
            {t('activityEdit.addField')}
          </Button>
        </div>
        <div className="act-sheet-foot">
          <Button
            block
            color="primary"
            loading={busy}
            disabled={busy}
            onClick={() => void save()}
            data-testid="save-template"
          >
            {t('activityEdit.saveTemplate')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
