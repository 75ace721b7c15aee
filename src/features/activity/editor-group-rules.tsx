// The editor's group rules of a group-buy: how long a group has to fill, and what happens to a group that
// does not (refund, or formed with virtual members).
import { UNGROUPED_HANDLING } from '@/api/activity';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n';
import { groupTimeChoices } from './draft';
import { fieldId, type EditorBlockProps } from './fields';
import { ChipOptions } from './chip-options';
import { EditorBlock } from './editor-block';

export function GroupRulesBlock({ draft: d, set, errorOf }: EditorBlockProps) {
  const t = useT();
  return (
    <EditorBlock id="act-group-rules-title" title={t('activityEdit.groupRules')}>
      <FormField
        id={fieldId('groupLimit')}
        label={t('activityEdit.fieldGroupLimit')}
        error={errorOf('groupLimit')}
        group
      >
        {(aria, labelId) => (
          <ChipOptions
            aria={aria}
            labelId={labelId}
            options={groupTimeChoices(d.groupLimitTime)}
            chosen={d.groupLimitTime}
            onPick={(groupLimitTime) => set({ groupLimitTime })}
            label={(h) =>
              h % 24 === 0 && h > 24 ? t('activityEdit.days', { n: h / 24 }) : t('activityEdit.hours', { n: h })
            }
          />
        )}
      </FormField>
      <FormField id={fieldId('ungrouped')} label={t('activityEdit.fieldUngrouped')} error={errorOf('ungrouped')} group>
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
    </EditorBlock>
  );
}
