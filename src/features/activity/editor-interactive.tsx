// The editor's interactive part (kind 4): the program list and the activity setting (spec section 3):
// choose a program, free joining or an amount from presets (a free amount with its minimum when allowed),
// and rewards with their presets and minimum.
import { Button, Input, Switch } from 'antd-mobile';
import type { ActivitySetting } from '@/api/activity';
import { useT } from '@/i18n';
import { Field, MoneyInput, PresetsInput } from './fields';

type ErrorOf = (field: string) => string | undefined;

function Toggle({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="act-toggle">
      <span id={`lbl-${id}`}>{label}</span>
      <Switch checked={checked} onChange={onChange} aria-labelledby={`lbl-${id}`} data-testid={`switch-${id}`} />
    </div>
  );
}

export function ProgramsEditor({ programs, onChange, errorOf }: { programs: string[]; onChange: (p: string[]) => void; errorOf: ErrorOf }) {
  const t = useT();
  return (
    <Field id="programs" label={t('activity.programs')} error={errorOf('programs')} as="legend">
      <ol className="act-program-rows">
        {programs.map((p, i) => (
          <li key={i} className="act-program-row">
            <label className="act-visually-hidden" htmlFor={`in-program-${i}`}>{t('activity.programN', { n: i + 1 })}</label>
            <Input id={`in-program-${i}`} value={p} maxLength={30} placeholder={t('activity.programN', { n: i + 1 })} onChange={(v) => onChange(programs.map((x, j) => (j === i ? v : x)))} />
            <button type="button" className="act-remove" onClick={() => onChange(programs.filter((_, j) => j !== i))} aria-label={t('activity.removeProgram', { n: i + 1 })}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <Button size="small" fill="outline" onClick={() => onChange([...programs, ''])}>
        {t('activity.addProgram')}
      </Button>
    </Field>
  );
}

export function SettingEditor({ setting: s, onChange, errorOf }: { setting: ActivitySetting; onChange: (s: ActivitySetting) => void; errorOf: ErrorOf }) {
  const t = useT();
  const set = (patch: Partial<ActivitySetting>) => onChange({ ...s, ...patch });
  return (
    <>
      <Toggle id="chooseProgram" label={t('activity.setChooseProgram')} checked={s.chooseProgram} onChange={(v) => set({ chooseProgram: v })} />
      <Toggle id="chooseFree" label={t('activity.setChooseFree')} checked={s.chooseProgramFree} onChange={(v) => set({ chooseProgramFree: v })} />
      {!s.chooseProgramFree && (
        <Field id="chooseAmount" label={t('activity.setAmountPresets')} error={errorOf('chooseAmount')} hint={t('activity.presetsHint')}>
          <PresetsInput id="chooseAmount" value={s.chooseAmountItemsFen} onChange={(list) => set({ chooseAmountItemsFen: list })} error={errorOf('chooseAmount')} />
          <Toggle id="showChooseAmount" label={t('activity.setAmountFree')} checked={s.showChooseAmount} onChange={(v) => set({ showChooseAmount: v })} />
          {s.showChooseAmount && (
            <div className="act-inline-field">
              <label htmlFor="in-chooseLow">{t('activity.setLowAmount')}</label>
              <MoneyInput id="chooseLow" value={s.chooseLowFen} onChange={(fen) => set({ chooseLowFen: fen })} />
            </div>
          )}
        </Field>
      )}
      <Toggle id="reward" label={t('activity.setReward')} checked={s.rewardProgram} onChange={(v) => set({ rewardProgram: v })} />
      {s.rewardProgram && (
        <Field id="reward" label={t('activity.setRewardPresets')} error={errorOf('reward')} hint={t('activity.presetsHint')}>
          <PresetsInput id="reward" value={s.rewardAmountItemsFen} onChange={(list) => set({ rewardAmountItemsFen: list })} error={errorOf('reward')} />
          <Toggle id="showRewardAmount" label={t('activity.setRewardFree')} checked={s.showRewardAmount} onChange={(v) => set({ showRewardAmount: v })} />
          {s.showRewardAmount && (
            <div className="act-inline-field">
              <label htmlFor="in-rewardLow">{t('activity.setLowAmount')}</label>
              <MoneyInput id="rewardLow" value={s.rewardLowFen} onChange={(fen) => set({ rewardLowFen: fen })} />
            </div>
          )}
        </Field>
      )}
    </>
  );
}
