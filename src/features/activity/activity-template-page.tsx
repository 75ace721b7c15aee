// /pages/activity/template[?pick=1]: sign-up form templates: built-in ones and mine; create, edit, delete
// (confirmed) and, from the activity editor, pick one into the draft. A template's items are text,
// long text, number, phone, choice and image, each required or not, in an order the person sets.
import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { listTemplates, removeTemplate, type Template, type TemplateInput } from '@/api/template';
import type { PageProps } from '@/config/page-props';
import { paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { Loadable } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { isRecord } from '@/lib/storage';
import { answerFor } from '@/state/come-back';
import { readPageData, removePageData, savePageData } from '@/state/page-data';
import { hasLoginAtom } from '@/state/session';
import { FormItemsList } from './form-items-list';
import { TemplateEditor } from './template-editor';
import { newField, templatesInOrder } from './template-rules';
import './activity.css';
import './activity-editor.css';

const EDITING = 'templateEditing';
/** A tap this soon after the editor sheet closed is the rest of the tap that closed it (a double tap on 保存模板), not a new one. */
const TAP_THROUGH_MS = 600;
const isInput = (v: unknown): v is TemplateInput =>
  isRecord(v) && typeof v.name === 'string' && Array.isArray(v.formItemList);

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
              {templatesInOrder(templates).map((tpl) => (
                <li key={tpl.code} className="act-template" data-testid="template">
                  <div className="act-template-head">
                    <h2>{tpl.name}</h2>
                    {tpl.system && <span className="act-tag">{t('activityEdit.builtIn')}</span>}
                  </div>
                  {tpl.remark && <p className="act-template-remark">{tpl.remark}</p>}
                  <FormItemsList items={tpl.formItemList} className="act-template-fields" />
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
