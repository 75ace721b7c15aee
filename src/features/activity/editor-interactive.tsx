// The editor's interactive part (kind 4): the program list and the activity setting (docs/product.md#entities):
// choose a program, free joining or an amount from presets (a free amount with its minimum when allowed),
// and rewards with their presets and minimum; every amount from ¥0.01 to FREE_AMOUNT_MAX_FEN, refused at its field.
import { Button, Input, Switch } from 'antd-mobile';
import type { ActivitySetting } from '@/api/activity';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n';
import { MoneyInput, PresetsInput, fieldId } from './fields';

type ErrorOf = (field: string) => string | undefined;

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="act-toggle">
      <span id={`lbl-${id}`}>{label}</span>
      <Switch checked={checked} onChange={onChange} aria-labelledby={`lbl-${id}`} data-testid={`switch-${id}`} />
    </div>
  );
}

export function ProgramsEditor({
  programs,
  onChange,
  errorOf,
}: {
  programs: string[];
  onChange: (p: string[]) => void;
  errorOf: ErrorOf;
}) {
  const t = useT();
  return (
    <FormField id={fieldId('programs')} label={t('activity.programs')} error={errorOf('programs')} group>
      {(aria, labelId) => (
        <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
          <ol className="act-program-rows">
            {programs.map((p, i) => (
              <li key={i} className="act-program-row">
                <label className="qh-visually-hidden" htmlFor={fieldId(`program-${i}`)}>
                  {t('activityEdit.programN', { n: i + 1 })}
                </label>
                <Input
                  id={fieldId(`program-${i}`)}
                  value={p}
                  maxLength={30}
                  placeholder={t('activityEdit.programN', { n: i + 1 })}
                  onChange={(v) => onChange(programs.map((x, j) => (j === i ? v : x)))}
                />
                <button
                  type="button"
                  className="act-remove"
                  onClick={() => onChange(programs.filter((_, j) => j !== i))}
                  aria-label={t('activityEdit.removeProgram', { n: i + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          <Button size="small" fill="outline" onClick={() => onChange([...programs, ''])}>
            {t('activityEdit.addProgram')}
          </Button>
        </div>
      )}
    </FormField>
  );
}

/** Presets, whether a free amount is allowed, and its minimum (field `<id>Low`): the choose-amount and the reward parts alike. */
function AmountSetting({
  id,
  label,
  freeLabel,
  presets,
  free,
  lowFen,
  onChange,
  errorOf,
}: {
  id: string;
  label: string;
  freeLabel: string;
  presets: number[];
  free: boolean;
  lowFen: number;
  errorOf: ErrorOf;
  onChange: (patch: { presets?: number[]; free?: boolean; lowFen?: number }) => void;
}) {
  const t = useT();
  const lowId = `${id}Low`;
  return (
    <>
      <FormField id={fieldId(id)} label={label} error={errorOf(id)} hint={t('activityEdit.presetsHint')}>
        {(aria) => <PresetsInput aria={aria} value={presets} onChange={(list) => onChange({ presets: list })} />}
      </FormField>
      <Toggle id={`${id}Free`} label={freeLabel} checked={free} onChange={(v) => onChange({ free: v })} />
      {free && (
        <FormField id={fieldId(lowId)} label={t('activityEdit.setLowAmount')} error={errorOf(lowId)}>
          {(aria) => (
            <MoneyInput
              aria={aria}
              value={lowFen}
              onChange={(fen) => onChange({ lowFen: fen })}
              placeholder={t('activityEdit.lowAmountPlaceholder')}
            />
          )}
        </FormField>
      )}
    </>
  );
}

export function SettingEditor({
  setting: s,
  onChange,
  errorOf,
}: {
  setting: ActivitySetting;
  onChange: (s: ActivitySetting) => void;
  errorOf: ErrorOf;
}) {
  const t = useT();
  const set = (patch: Partial<ActivitySetting>) => onChange({ ...s, ...patch });
  return (
    <>
      <Toggle
        id="chooseProgram"
        label={t('activityEdit.setChooseProgram')}
        checked={s.chooseProgram}
        onChange={(v) => set({ chooseProgram: v })}
      />
      <Toggle
        id="chooseFree"
        label={t('activityEdit.setChooseFree')}
        checked={s.chooseProgramFree}
        onChange={(v) => set({ chooseProgramFree: v })}
      />
      {!s.chooseProgramFree && (
        <AmountSetting
          id="chooseAmount"
          label={t('activityEdit.setAmountPresets')}
          freeLabel={t('activityEdit.setAmountFree')}
          errorOf={errorOf}
          presets={s.chooseAmountItemsFen}
          free={s.showChooseAmount}
          lowFen={s.chooseLowFen}
          onChange={(p) =>
            set({
              chooseAmountItemsFen: p.presets ?? s.chooseAmountItemsFen,
              showChooseAmount: p.free ?? s.showChooseAmount,
              chooseLowFen: p.lowFen ?? s.chooseLowFen,
            })
          }
        />
      )}
      <Toggle
        id="rewardProgram"
        label={t('activityEdit.setReward')}
        checked={s.rewardProgram}
        onChange={(v) => set({ rewardProgram: v })}
      />
      {s.rewardProgram && (
        <AmountSetting
          id="reward"
          label={t('activityEdit.setRewardPresets')}
          freeLabel={t('activityEdit.setRewardFree')}
          errorOf={errorOf}
          presets={s.rewardAmountItemsFen}
          free={s.showRewardAmount}
          lowFen={s.rewardLowFen}
          onChange={(p) =>
            set({
              rewardAmountItemsFen: p.presets ?? s.rewardAmountItemsFen,
              showRewardAmount: p.free ?? s.showRewardAmount,
              rewardLowFen: p.lowFen ?? s.rewardLowFen,
            })
          }
        />
      )}
    </>
  );
}
