// The sheet that writes a sign-up form template: its name, remark and items; a refused save shows each fault
// at its field; one save however often 保存模板 is tapped; closing asks first.
import { useRef } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { saveTemplate, type FormItemWire, type TemplateInput } from '@/api/template';
import { showModal, showToast } from '@/components/feedback';
import { FormField, focusFirstError } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { fieldId, problemsOf } from './fields';
import { TemplateItem } from './template-item';
import { NAME_MAX, moveItem, newField, templateFields, templateIssues, templateToSave } from './template-rules';

const NO_TEMPLATE: TemplateInput = { name: '', remark: '', formItemList: [] };

export function TemplateEditor({
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

  async function send() {
    if (done.current || !value) return;
    if (issues.length) {
      form.submit();
      showToast(t(issues[0]!.key, issues[0]!.params));
      requestAnimationFrame(() => focusFirstError(sheetRef.current ?? document));
      return;
    }
    try {
      await saveTemplate(templateToSave(value));
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
                <TemplateItem
                  key={f.key}
                  f={f}
                  i={i}
                  count={items.length}
                  errorOf={errorOf}
                  setItem={setItem}
                  move={(at, by) => setItems(moveItem(items, at, by))}
                  remove={(at) => setItems(items.filter((_, j) => j !== at))}
                />
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
