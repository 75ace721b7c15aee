// The activity editor's form: every field of the draft for its kind, in blocks (basic, times, place, join
// rules, the goods, group rules, the interactive programme, the sign-up form, the refund plan, details), each
// fault shown at its field. The form only changes the draft; the trips to the pickers are the editor's.
import { Input, Switch, TextArea } from 'antd-mobile';
import { ACTIVITY_KIND, ACTIVITY_VISIBILITY } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import { FormField } from '@/components/form-field';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { MapButton } from '@/components/map-button';
import { useT } from '@/i18n';
import { TITLE_MAX } from './draft';
import { GroupRulesBlock } from './editor-group-rules';
import { ItemsEditor } from './editor-items';
import { ProgramsEditor, SettingEditor } from './editor-interactive';
import { RefundPlanBlock, SignUpFormBlock } from './editor-sign-up';
import { TimesBlock } from './editor-times';
import { IntInput, MoneyInput, fieldId, type EditorBlockProps } from './fields';
import { ChipOptions } from './chip-options';
import { EditorBlock } from './editor-block';

const urlName = (url: string) => url.split('/').pop() || 'image';

export interface EditorFormProps extends EditorBlockProps {
  /** Changes the goods (the draft's other fields follow them: withItems). */
  setItems: (items: ActivityDraft['activityItemList']) => void;
  /** Opens the map picker for the place. */
  onPickPlace: () => void;
  /** Opens the templates to pick the sign-up form. */
  onPickTemplate: () => void;
}

export function EditorForm({ draft: d, set, setItems, errorOf, onPickPlace, onPickTemplate }: EditorFormProps) {
  const t = useT();
  const kind = d.activityType;
  const covers = d.coverArr.length ? d.coverArr : d.img ? [d.img] : [];
  return (
    <>
      <EditorBlock id="act-basic-title" title={t('activityEdit.basic')}>
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
            <ChipOptions
              labelId={labelId}
              options={[ACTIVITY_VISIBILITY.listed, ACTIVITY_VISIBILITY.linkOnly]}
              chosen={d.visibility}
              onPick={(visibility) => set({ visibility })}
              label={(v) => (v === ACTIVITY_VISIBILITY.listed ? t('activityEdit.public') : t('activityEdit.linkOnly'))}
            />
          )}
        </FormField>
      </EditorBlock>

      <TimesBlock draft={d} set={set} errorOf={errorOf} />

      <EditorBlock id="act-where-title" title={t('activity.place')}>
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
      </EditorBlock>

      <EditorBlock id="act-join-rules-title" title={t('activityEdit.joinRules')}>
        <div className="act-field-row">
          <FormField id={fieldId('num')} label={t('activityEdit.fieldNum')} error={errorOf('num')} required>
            {(aria) => (
              <IntInput aria={aria} value={d.num} onChange={(n) => set({ num: n })} suffix={t('activityEdit.people')} />
            )}
          </FormField>
          {kind === ACTIVITY_KIND.onsite && (
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
          <span id="lbl-enroll">{t('activityEdit.fieldJoin')}</span>
          <Switch checked={d.enrollEnable} onChange={(v) => set({ enrollEnable: v })} aria-labelledby="lbl-enroll" />
        </div>
        {kind === ACTIVITY_KIND.multi && (
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
      </EditorBlock>

      {kind <= ACTIVITY_KIND.group && (
        <ItemsEditor kind={kind} items={d.activityItemList} onChange={setItems} errorOf={errorOf} />
      )}

      {kind === ACTIVITY_KIND.group && <GroupRulesBlock draft={d} set={set} errorOf={errorOf} />}

      {kind === ACTIVITY_KIND.interactive && (
        <EditorBlock id="act-interactive-title" title={t('activityEdit.interactive')}>
          <ProgramsEditor programs={d.programList} onChange={(p) => set({ programList: p })} errorOf={errorOf} />
          <SettingEditor setting={d.setting} onChange={(s) => set({ setting: s })} errorOf={errorOf} />
        </EditorBlock>
      )}

      <SignUpFormBlock draft={d} set={set} errorOf={errorOf} onPickTemplate={onPickTemplate} />

      <RefundPlanBlock draft={d} set={set} />

      <EditorBlock id="act-details-edit-title" title={t('activity.details')}>
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
      </EditorBlock>
    </>
  );
}
