// Joining: the items and quantities (group-buy: start a group or join one at the first tier's price),
// the program, amount and reward (interactive), the sign-up form; then, in WeChat, the one-time ask
// for the nickname and avatar; then a confirmation with the amount; one join however often it is tapped.
// The refund plan shows before the person pays.
import { useEffect, useRef, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { ACTIVITY_KIND, JOIN_STATUS, joinActivity, type Activity, type Joined } from '@/api/activity';
import { showModal, showToast } from '@/components/feedback';
import { FormField, focusFirstError } from '@/components/form-field';
import { Money } from '@/components/price';
import { useFormState } from '@/components/use-form-state';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { formatFen } from '@/rules/money';
import { askWechatProfile, markWechatProfileAsked, shouldAskWechatProfile } from '@/state/wechat-profile';
import { AmountChips, Quantity, fieldId, problemsOf } from './fields';
import { ChipOptions } from './chip-options';
import {
  checkJoin,
  clearJoinInput,
  initialJoinInput,
  joinFields,
  joinRequestOf,
  joinTotalFen,
  saveJoinInput,
  type JoinInput,
} from './join-input';
import { RefundPlan } from './refund-plan';
import { SignUpForm } from './sign-up-form';

export interface JoinSheetProps {
  activity: Activity;
  /** The input to start from (restored, or a fresh one); null: closed. */
  initial: JoinInput | null;
  onClose: () => void;
  /** Joined: free ones are in at once; one that costs money is unpaid, paid next through the cashier. */
  onJoined: (joined: Joined) => void;
}

export function JoinSheet({ activity: a, initial, onClose, onJoined }: JoinSheetProps) {
  const t = useT();
  const location = useLocation();
  const [input, setInput] = useState<JoinInput | null>(initial);
  const sheetRef = useRef<HTMLElement>(null);
  // The input is the form's values (kept in page data at every change): its faults show at their fields
  // once a join was refused.
  const values = input ?? initialJoinInput(a);
  const update = (patch: Partial<JoinInput>) => {
    const next = { ...values, ...patch, resume: false };
    setInput(next);
    saveJoinInput(a.code, next);
  };
  const issues = checkJoin(a, values);
  const form = useFormState({ values, onChange: update, fields: joinFields(a), check: () => problemsOf(issues) });
  const { errorOf } = form;
  // `send` (below) runs once at a time, however often the button is tapped.
  const [submit, busy] = useLockedAction(send);

  useEffect(() => setInput(initial), [initial]);

  if (!input) return <Popup visible={false} />;
  const formErrors = Object.fromEntries(a.form.map((f) => [`form.${f.key}`, errorOf(`form.${f.key}`)]));
  const total = joinTotalFen(a, input);
  const isGroup = a.activityType === ACTIVITY_KIND.group;
  const group = isGroup && input.groupCode ? a.groups.find((g) => g.code === input.groupCode) : undefined;
  const title = isGroup
    ? group
      ? t('activity.joinGroupTitle', { name: group.leaderName || t('activity.anonymous') })
      : t('activity.startGroupTitle')
    : t('activity.joinTitle');
  const items = isGroup && group ? a.activityItemList.filter((i) => i.code === group.itemCode) : a.activityItemList;

  async function send() {
    if (!input) return;
    if (issues.length > 0) {
      form.submit();
      const first = issues[0]!;
      showToast(t(first.key, first.params));
      requestAnimationFrame(() => focusFirstError(sheetRef.current ?? document));
      return;
    }
    try {
      if (shouldAskWechatProfile()) {
        const share = await showModal({
          title: t('activity.profileAskTitle'),
          content: t('activity.profileAskText'),
          confirmText: t('activity.profileAskOk'),
          cancelText: t('activity.profileAskNo'),
        });
        if (share) {
          // The join form comes back with the person: restored from page data after the round trip.
          saveJoinInput(a.code, { ...input, resume: true });
          askWechatProfile(`${location.pathname}${location.search}`);
          return;
        }
        markWechatProfileAsked();
      }
      const ok = await showModal({
        title: t('activity.confirmTitle'),
        content:
          total > 0
            ? t('activity.confirmPay', { amount: formatFen(total), title: a.title })
            : t('activity.confirmFree', { title: a.title }),
        confirmText: total > 0 ? t('activity.confirmPayOk') : t('activity.confirmFreeOk'),
      });
      if (!ok) return;
      const joined = await joinActivity(joinRequestOf(a, input));
      clearJoinInput(a.code);
      // One that costs money goes on to the cashier, which says the rest.
      if (joined.status !== JOIN_STATUS.unpaid) showToast(t('activity.joined'), { icon: 'success' });
      onJoined(joined);
    } catch {
      // The request layer has shown the server's message; the form stays as typed.
    }
  }

  const firstTier = (code: string) => a.activityItemList.find((i) => i.code === code)?.groupItemList[0];

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="act-sheet act-sheet--join" destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby="act-join-title" data-testid="join-sheet" ref={sheetRef}>
        <div className="act-sheet-head">
          <h2 id="act-join-title">{title}</h2>
          <button type="button" className="act-sheet-close" onClick={onClose} aria-label={t('activity.close')}>
            ×
          </button>
        </div>
        <div className="act-sheet-body">
          {a.activityType <= ACTIVITY_KIND.group && (
            <FormField
              id={fieldId('items')}
              label={
                a.activityType === ACTIVITY_KIND.multi
                  ? t('activity.pickItems', { n: a.maxSelectionItem })
                  : t('activity.pickItem')
              }
              error={errorOf('items')}
              group
            >
              {(aria, labelId) => (
                <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
                  <ul className="act-join-items">
                    {items.map((item) => {
                      const n = input.items[item.code] ?? 0;
                      const unit = isGroup ? (firstTier(item.code)?.priceFen ?? item.priceFen) : item.priceFen;
                      const single = a.activityType !== ACTIVITY_KIND.multi;
                      const toggle = () => {
                        const next = single ? {} : { ...input.items };
                        if (n > 0 && !single) delete next[item.code];
                        else next[item.code] = Math.max(1, n);
                        update({ items: next });
                      };
                      return (
                        <li key={item.code} className={n > 0 ? 'act-join-item act-join-item--on' : 'act-join-item'}>
                          <button type="button" className="act-join-pick" aria-pressed={n > 0} onClick={toggle}>
                            <img src={item.img || a.img} alt="" width={56} height={56} />
                            <span className="act-join-name">
                              <strong>{item.itemName}</strong>
                              <span>{t('activity.limitEach', { n: item.singleMaxPurchase })}</span>
                            </span>
                            <Money fen={unit} className="act-join-price" />
                          </button>
                          {n > 0 && item.singleMaxPurchase > 1 && (
                            <Quantity
                              value={n}
                              max={item.singleMaxPurchase}
                              label={t('activity.qtyOf', { name: item.itemName })}
                              onChange={(q) => update({ items: { ...input.items, [item.code]: q } })}
                            />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </FormField>
          )}
          {isGroup && <p className="act-join-note">{t('activity.groupPayNote')}</p>}
          {a.activityType === ACTIVITY_KIND.interactive && (
            <>
              {a.setting.chooseProgram && (
                <FormField
                  id={fieldId('program')}
                  label={t('activity.pickProgram')}
                  error={errorOf('program')}
                  required
                  group
                >
                  {(aria, labelId) => (
                    <ChipOptions
                      aria={aria}
                      labelId={labelId}
                      options={a.programList}
                      chosen={input.program}
                      onPick={(program) => update({ program })}
                    />
                  )}
                </FormField>
              )}
              {!a.setting.chooseProgramFree && (
                <FormField
                  id={fieldId('amount')}
                  label={t('activity.pickAmount')}
                  error={errorOf('amount')}
                  required
                  group
                >
                  {(aria, labelId) => (
                    <AmountChips
                      aria={aria}
                      labelId={labelId}
                      presets={a.setting.chooseAmountItemsFen}
                      value={input.amountFen}
                      onChange={(f) => update({ amountFen: f })}
                      free={a.setting.showChooseAmount}
                      minFen={a.setting.chooseLowFen}
                    />
                  )}
                </FormField>
              )}
              {a.setting.rewardProgram && (
                <FormField id={fieldId('reward')} label={t('activity.pickReward')} error={errorOf('reward')} group>
                  {(aria, labelId) => (
                    <AmountChips
                      aria={aria}
                      labelId={labelId}
                      presets={a.setting.rewardAmountItemsFen}
                      value={input.rewardFen}
                      onChange={(f) => update({ rewardFen: f ?? -1 })}
                      free={a.setting.showRewardAmount}
                      minFen={a.setting.rewardLowFen}
                      noneLabel={t('activity.noReward')}
                    />
                  )}
                </FormField>
              )}
            </>
          )}
          <SignUpForm
            form={a.form}
            values={input.form}
            onChange={(key, v) => update({ form: { ...input.form, [key]: v } })}
            errors={formErrors}
          />
          {/* Before paying: when one may still leave and get the money back. */}
          <RefundPlan activity={a} now={Date.now()} inSheet />
        </div>
        <div className="act-sheet-foot">
          <span className="act-total">
            {t('activity.total')}
            <Money fen={total} className="act-total-amount" />
          </span>
          <Button
            color="primary"
            shape="rounded"
            loading={busy}
            disabled={busy}
            onClick={() => void submit()}
            data-testid="join-submit"
          >
            {total > 0 ? t('activity.payJoin') : t('activity.freeJoin')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
