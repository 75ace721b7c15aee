// The editor's sign-up form (picked from the templates, or removed) and its refund plan (none, or one of the
// plans the backend offers).
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { listRefundPlans } from '@/api/refund-plan';
import { FormField } from '@/components/form-field';
import { Loadable, Skeleton } from '@/components/loadable';
import { useLocale, useT } from '@/i18n';
import { refundPlanText } from '@/i18n/server-names';
import { fieldId, type EditorBlockProps } from './fields';
import { FormItemsList } from './form-items-list';
import { EditorBlock } from './editor-block';

export function SignUpFormBlock({
  draft: d,
  set,
  errorOf,
  onPickTemplate,
}: EditorBlockProps & { onPickTemplate: () => void }) {
  const t = useT();
  return (
    <EditorBlock id="act-form-title" title={t('activity.signUpForm')}>
      {/* A picked form with a fault (an item without a name): said here, mended on the template page. */}
      {errorOf('form') && (
        <FormField id={fieldId('form')} label={t('activity.signUpForm')} error={errorOf('form')} group labelHidden>
          {() => null}
        </FormField>
      )}
      {d.form.length > 0 ? (
        <FormItemsList items={d.form} className="act-form-preview" testId="form-preview" />
      ) : (
        <p className="act-block-note">{t('activityEdit.noForm')}</p>
      )}
      <div className="act-other-draft">
        <Button size="small" color="primary" fill="outline" onClick={onPickTemplate} data-testid="pick-template">
          {d.form.length ? t('activityEdit.changeTemplate') : t('activityEdit.pickTemplate')}
        </Button>
        {d.form.length > 0 && (
          <Button size="small" fill="none" onClick={() => set({ form: [] })}>
            {t('activityEdit.removeForm')}
          </Button>
        )}
      </div>
    </EditorBlock>
  );
}

export function RefundPlanBlock({ draft: d, set }: Pick<EditorBlockProps, 'draft' | 'set'>) {
  const t = useT();
  const locale = useLocale();
  const plans = useRequest(listRefundPlans);
  return (
    <EditorBlock id="act-refund-title" title={t('activityEdit.refundPlan')}>
      <Loadable request={plans} skeleton={<Skeleton rows={1} />}>
        {(list) => (
          <fieldset className="act-fieldset">
            <legend className="qh-visually-hidden">{t('activityEdit.refundPlan')}</legend>
            <div className="act-radios">
              {[
                { code: '', name: t('activityEdit.refundNone'), description: t('activityEdit.refundNoneDesc') },
                ...list.map((p) => refundPlanText(p, locale)),
              ].map((p) => (
                <label key={p.code || 'none'} className="act-radio">
                  <input
                    type="radio"
                    name="refundPlan"
                    checked={d.refundPlan === p.code}
                    onChange={() => set({ refundPlan: p.code })}
                  />
                  <span>
                    <strong>{p.name}</strong>
                    <small>{p.description}</small>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </Loadable>
    </EditorBlock>
  );
}
