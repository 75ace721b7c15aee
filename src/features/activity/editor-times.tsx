// The editor's times: when the activity begins, when joining closes and when it ends, each picked in one
// date-and-minute picker.
import { useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { FormField } from '@/components/form-field';
import { useT, type MessageKey } from '@/i18n';
import { formatDate } from '@/lib/date';
import { fieldId, type EditorBlockProps } from './fields';
import { EditorBlock } from './editor-block';

type TimeField = 'beginTime' | 'closeTime' | 'endTime';
const TIME_KEYS: Record<TimeField, MessageKey> = {
  beginTime: 'activity.beginTime',
  closeTime: 'activity.closeTime',
  endTime: 'activity.endTime',
};

export function TimesBlock({ draft: d, set, errorOf }: EditorBlockProps) {
  const t = useT();
  const [timeOpen, setTimeOpen] = useState<TimeField | null>(null);
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
    <EditorBlock id="act-when-title" title={t('activity.times')}>
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
    </EditorBlock>
  );
}
