// The activity editor's form: every field of the draft for its kind, in blocks (basic, times, place, join
// rules, the goods, group rules, the interactive programme, the sign-up form, the refund plan, details), each
// fault shown at its field. The form only changes the draft; the trips to the pickers are the editor's.
import { useState } from 'react';
import { Button, DatePicker, Input, Switch, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { ACTIVITY_KIND, ACTIVITY_VISIBILITY, UNGROUPED_HANDLING } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import { listRefundPlans } from '@/api/refund-plan';
import { FormField } from '@/components/form-field';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { Loadable, Skeleton } from '@/components/loadable';
import { MapButton } from '@/components/map-button';
import { useLocale, useT, type MessageKey } from '@/i18n';
import { refundPlanText } from '@/i18n/server-names';
import { formatDate } from '@/lib/date';
import { TITLE_MAX, groupTimeChoices } from './draft';
import { ItemsEditor } from './editor-items';
import { ProgramsEditor, SettingEditor } from './editor-interactive';
import { IntInput, MoneyInput, fieldId } from './fields';
import { FORM_TYPE_KEYS } from './labels';

const urlName = (url: string) => url.split('/').pop() || 'image';

type TimeField = 'beginTime' | 'closeTime' | 'endTime';
const TIME_KEYS: Record<TimeField, MessageKey> = {
  beginTime: 'activity.beginTime',
  closeTime: 'activity.closeTime',
  endTime: 'activity.endTime',
};

export interface EditorFormProps {
  draft: ActivityDraft;
  /** Changes some fields of the draft. */
  set: (patch: Partial<ActivityDraft>) => void;
  /** Changes the goods (the draft's other fields follow them: withItems). */
  setItems: (items: ActivityDraft['activityItemList']) => void;
  errorOf: (field: string) => string | undefined;
  /** Opens the map picker for the place. */
  onPickPlace: () => void;
  /** Opens the templates to pick the sign-up form. */
  onPickTemplate: () => void;
}

export function EditorForm({ draft: d, set, setItems, errorOf, onPickPlace, onPickTemplate }: EditorFormProps) {
  const t = useT();
  const locale = useLocale();
  const [timeOpen, setTimeOpen] = useState<TimeField | null>(null);
  const plans = useRequest(listRefundPlans);
  const type = d.activityType;
  const covers = d.coverArr.length ? d.coverArr : d.img ? [d.img] : [];
  const timeButton = (field: TimeField, label: string) => (
    <FormField id={fieldId(field)} label={label} error={errorOf(field)} required>
      {(aria) => (
        <button type="button" className="act-time-btn" {...aria} onClick={() => setTimeOpen(field)}>
          {formatDate(d[field], 'YYYY/MM/DD HH:mm')}
        </button>
      )}
    </FormField>
  );

  return (
    <>
      <section className="act-form-block" aria-labelledby="act-basic-title">
        <h2 className="act-block-title" id="act-basic-title">
          {t('activityEdit.basic')}
        </h2>
        <FormField id={fieldId('title')} label={t('activityEdit.fieldTitle')} error={errorOf('title')} required>
          {(aria) => (
            <Input
              {...aria}
              value={d.title}
              onChange={(v) => set({ title: v })}
              maxLength={TITLE_MAX}
              placeholder={t('activityEdit.titlePlaceholder')}
              clearable
            />
          )}
        </FormField>
        <FormField
          id={fieldId('cover')}
          label={t('activityEdit.fieldCover')}
          error={errorOf('cover')}
          hint={t('activityEdit.coverHint')}
          required
          group
        >
          {(aria) => (
            <ImagePicker
              value={covers.map((url) => ({ uid: url, name: urlName(url), url }))}
              onChange={(imgs) => set({ coverArr: imgs.map((i) => i.url), img: imgs[0]?.url ?? '' })}
              maxCount={6}
              purpose="activity-cover"
              label={t('activityEdit.fieldCover')}
              describedBy={aria['aria-describedby']}
            />
          )}
        </FormField>
        <FormField id={fieldId('visibility')} label={t('activityEdit.fieldVisibility')} group>
          {(_, labelId) => (
            <div className="act-options" role="group" aria-labelledby={labelId}>
              {[1, 2].map((v) => (
                <button
                  key={v}
                  type="button"
                  className="act-chip"
                  aria-pressed={d.type === v}
                  onClick={() => set({ type: v })}
                >
                  {v === ACTIVITY_VISIBILITY.listed ? t('activityEdit.public') : t('activityEdit.linkOnly')}
                </button>
              ))}
            </div>
          )}
        </FormField>
      </section>

      <section className="act-form-block" aria-labelledby="act-when-title">
        <h2 className="act-block-title" id="act-when-title">
          {t('activity.times')}
        </h2>
        {timeButton('beginTime', t('activity.beginTime'))}
        {timeButton('closeTime', t('activity.closeTime'))}
        {timeButton('endTime', t('activity.endTime'))}
        <DatePicker
          visible={timeOpen !== null}
          title={timeOpen ? t(TIME_KEYS[timeOpen]) : undefined}
          precision="minute"
          value={timeOpen ? new Date(d[timeOpen]) : undefined}
          min={new Date(Math.min(Date.now(), d.beginTime) - 24 * 3_600_000)}
          max={new Date(Date.now() + 366 * 24 * 3_600_000)}
          onClose={() => setTimeOpen(null)}
          onConfirm={(value) => timeOpen && set({ [timeOpen]: value.getTime() })}
          confirmText={t('common.ok')}
          cancelText={t('common.cancel')}
        />
      </section>

      <section className="act-form-block" aria-labelledby="act-where-title">
        <h2 className="act-block-title" id="act-where-title">
          {t('activity.place')}
        </h2>
        <FormField id={fieldId('address')} label={t('activityEdit.fieldAddress')} error={errorOf('address')} required>
          {(aria) => (
            <TextArea
              {...aria}
              value={d.address}
              onChange={(v) => set({ address: v })}
              rows={2}
              maxLength={100}
              placeholder={t('activityEdit.addressPlaceholder')}
            />
          )}
        </FormField>
        <MapButton onClick={onPickPlace} testId="pick-place">
          {d.latitude || d.longitude ? t('activityEdit.repickOnMap') : t('activityEdit.pickOnMap')}
        </MapButton>
      </section>

      <section className="act-form-block" aria-labelledby="act-join-rules-title">
        <h2 className="act-block-title" id="act-join-rules-title">
          {t('activityEdit.joinRules')}
        </h2>
        <div className="act-field-row">
          <FormField id={fieldId('num')} label={t('activityEdit.fieldNum')} error={errorOf('num')} required>
            {(aria) => (
              <IntInput aria={aria} value={d.num} onChange={(n) => set({ num: n })} suffix={t('activityEdit.people')} />
            )}
          </FormField>
          {type === ACTIVITY_KIND.onsite && (
            <FormField
              id={fieldId('price')}
              label={t('activityEdit.fieldFee')}
              error={errorOf('price')}
              hint={t('activityEdit.feeHint')}
              required
            >
              {(aria) => (
                <MoneyInput
                  aria={aria}
                  value={d.priceFen}
                  onChange={(fen) => set({ priceFen: fen })}
                  placeholder={t('activityEdit.feePlaceholder')}
                />
              )}
            </FormField>
          )}
        </div>
        <div className="act-toggle">
          <span id="lbl-enroll">{t('activityEdit.fieldEnroll')}</span>
          <Switch checked={d.enrollEnable} onChange={(v) => set({ enrollEnable: v })} aria-labelledby="lbl-enroll" />
        </div>
        {type === ACTIVITY_KIND.multi && (
          <FormField
            id={fieldId('maxSelection')}
            label={t('activityEdit.fieldMaxSelection')}
            error={errorOf('maxSelection')}
          >
            {(aria) => (
              <IntInput
                aria={aria}
                value={d.maxSelectionItem}
                onChange={(n) => set({ maxSelectionItem: n })}
                suffix={t('activityEdit.pieces')}
              />
            )}
          </FormField>
        )}
      </section>

      {type <= ACTIVITY_KIND.group && (
        <ItemsEditor type={type} items={d.activityItemList} onChange={setItems} errorOf={errorOf} />
      )}

      {type === ACTIVITY_KIND.group && (
        <section className="act-form-block" aria-labelledby="act-group-rules-title">
          <h2 className="act-block-title" id="act-group-rules-title">
            {t('activityEdit.groupRules')}
          </h2>
          <FormField
            id={fieldId('groupLimit')}
            label={t('activityEdit.fieldGroupLimit')}
            error={errorOf('groupLimit')}
            group
          >
            {(aria, labelId) => (
              <div
                className="act-options"
                role="group"
                aria-labelledby={labelId}
                aria-describedby={aria['aria-describedby']}
              >
                {groupTimeChoices(d.groupLimitTime).map((h) => (
                  <button
                    key={h}
                    type="button"
                    className="act-chip"
                    aria-pressed={d.groupLimitTime === h}
                    onClick={() => set({ groupLimitTime: h })}
                  >
                    {h % 24 === 0 && h > 24 ? t('activityEdit.days', { n: h / 24 }) : t('activityEdit.hours', { n: h })}
                  </button>
                ))}
              </div>
            )}
          </FormField>
          <FormField
            id={fieldId('ungrouped')}
            label={t('activityEdit.fieldUngrouped')}
            error={errorOf('ungrouped')}
            group
          >
            {(aria, labelId) => (
              <div
                className="act-radios"
                role="radiogroup"
                aria-labelledby={labelId}
                aria-describedby={aria['aria-describedby']}
              >
                {[UNGROUPED_HANDLING.refund, UNGROUPED_HANDLING.virtual].map((v) => (
                  <label key={v} className="act-radio">
                    <input
                      type="radio"
                      name="ungrouped"
                      checked={d.ungroupedHandling === v}
                      onChange={() => set({ ungroupedHandling: v })}
                    />
                    <span>
                      <strong>
                        {v === UNGROUPED_HANDLING.refund
                          ? t('activityEdit.ungroupedRefund')
                          : t('activityEdit.ungroupedVirtual')}
                      </strong>
                      <small>
                        {v === UNGROUPED_HANDLING.refund
                          ? t('activityEdit.ungroupedRefundDesc')
                          : t('activityEdit.ungroupedVirtualDesc')}
                      </small>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </FormField>
        </section>
      )}

      {type === ACTIVITY_KIND.interactive && (
        <section className="act-form-block" aria-labelledby="act-interactive-title">
          <h2 className="act-block-title" id="act-interactive-title">
            {t('activityEdit.interactive')}
          </h2>
          <ProgramsEditor programs={d.programList} onChange={(p) => set({ programList: p })} errorOf={errorOf} />
          <SettingEditor setting={d.setting} onChange={(s) => set({ setting: s })} errorOf={errorOf} />
        </section>
      )}

      <section className="act-form-block" aria-labelledby="act-form-title">
        <h2 className="act-block-title" id="act-form-title">
          {t('activity.signUpForm')}
        </h2>
        {/* A picked form with a fault (an item without a name): said here, mended on the template page. */}
        {errorOf('form') && (
          <FormField id={fieldId('form')} label={t('activity.signUpForm')} error={errorOf('form')} group labelHidden>
            {() => null}
          </FormField>
        )}
        {d.form.length > 0 ? (
          <ul className="act-form-preview" data-testid="form-preview">
            {d.form.map((f) => (
              <li key={f.key}>
                {f.label}
                <small>
                  {t(FORM_TYPE_KEYS[f.type])}
                  {f.required ? ` · ${t('activity.requiredShort')}` : ''}
                </small>
              </li>
            ))}
          </ul>
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
      </section>

      <section className="act-form-block" aria-labelledby="act-refund-title">
        <h2 className="act-block-title" id="act-refund-title">
          {t('activityEdit.refundPlan')}
        </h2>
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
      </section>

      <section className="act-form-block" aria-labelledby="act-details-edit-title">
        <h2 className="act-block-title" id="act-details-edit-title">
          {t('activity.details')}
        </h2>
        <FormField id={fieldId('details')} label={t('activityEdit.fieldDetails')}>
          {(aria) => (
            <TextArea
              {...aria}
              value={d.details}
              onChange={(v) => set({ details: v })}
              rows={5}
              maxLength={2000}
              showCount
              placeholder={t('activityEdit.detailsPlaceholder')}
            />
          )}
        </FormField>
        <FormField id={fieldId('gallery')} label={t('activityEdit.fieldGallery')} group>
          {(aria) => (
            <ImagePicker
              value={d.imgList.map((url) => ({ uid: url, name: urlName(url), url }))}
              onChange={(imgs) => set({ imgList: imgs.map((i) => i.url) })}
              maxCount={9}
              purpose="activity-gallery"
              label={t('activityEdit.fieldGallery')}
              describedBy={aria['aria-describedby']}
            />
          )}
        </FormField>
      </section>
    </>
  );
}
