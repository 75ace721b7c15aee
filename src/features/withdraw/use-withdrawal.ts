// The withdrawal form's state and action: the amount as typed and what is wrong with it, the quote (fee, what
// arrives and when, in fen), the confirmation, one withdrawal per request id even on a double tap, and the
// submitted withdrawal followed until the payment channel answers (paid, or refused and returned).
import { useRef, useState } from 'react';
import { useRequest } from 'ahooks';
import type { AppConfig } from '@/api/config';
import type { Station } from '@/api/team';
import { applyWithdraw, getWithdrawal, newWithdrawRequestId, WITHDRAW_STATUS, type Withdraw } from '@/api/withdraw';
import { formatDate } from '@/lib/date';
import { readYuanInput } from '@/lib/typed-number';
import { quoteWithdraw } from '@/rules/withdraw';
import { formatFen } from '@/rules/money';
import { useT } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { useLockedAction } from '@/components/use-locked-action';
import { amountMessage } from './withdraw-text';

/** How often a submitted withdrawal is asked for while the payment channel works on it. */
export const FOLLOW_POLL_MS = 2000;

export interface Done {
  record: Withdraw;
  arriveBy: number;
}

/**
 * The form of `team`'s withdrawal under `config`; `onDone` gets the balance the answer gave, `onSettled` is called
 * when the payment channel has answered (the balance is to be asked again).
 */
export function useWithdrawal(
  team: Station,
  config: AppConfig,
  onDone: (balanceFen: number) => void,
  onSettled: () => void,
) {
  const t = useT();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The submitted withdrawal, asked for until it is paid or refused; then the page says so and asks for the balance.
  useRequest(() => getWithdrawal(done!.record.code, { silent: true }), {
    ready: done?.record.status === WITHDRAW_STATUS.processing,
    refreshDeps: [done?.record.code],
    pollingInterval: FOLLOW_POLL_MS,
    pollingWhenHidden: false,
    onSuccess: (record) => {
      if (record.status === WITHDRAW_STATUS.processing) return;
      setDone((d) => (d && d.record.code === record.code ? { ...d, record } : d));
      onSettled();
    },
  });
  // One request id per amount being withdrawn: a retry of the same amount after a failure is the same request.
  const pendingRequest = useRef<{ amountFen: number; id: string } | null>(null);
  const read = readYuanInput(text);
  const amountFen = read.ok ? read.value : -1;
  const now = Date.now();
  const quote = quoteWithdraw(amountFen, team.balanceFen, config, now);
  const message = amountMessage(read, quote.check, team.balanceFen, settled);
  const arrival = (by: number) =>
    config.delayFee <= 0
      ? t('withdraw.arrivalInstant')
      : t('withdraw.arrivalBy', { date: formatDate(by, t('withdraw.dateFormat')) });
  const messageText =
    message === 'withdraw.errOverBalance'
      ? t(message, { amount: formatFen(team.balanceFen) })
      : message === 'withdraw.errAboveMax'
        ? t(message, { amount: formatFen(config.withdrawMaxFen) })
        : message === 'withdraw.errBelowLimit'
          ? t(message, { amount: formatFen(config.withdrawLimitFen) })
          : message
            ? t(message)
            : undefined;
  // Only an amount that can be withdrawn has a fee and something that arrives.
  const showQuote = quote.check === 'ok';

  const [submit, busy] = useLockedAction(async () => {
    setSettled(true);
    if (quote.check !== 'ok') {
      // The field says why (its message is tied to it); the text stays as typed.
      inputRef.current?.focus();
      return;
    }
    try {
      const ok = await showModal({
        title: t('withdraw.confirmTitle'),
        content: t('withdraw.confirmContent', {
          amount: formatFen(amountFen),
          fee: formatFen(quote.feeFen),
          actual: formatFen(quote.actualFen),
          arrival: arrival(quote.arriveBy),
        }),
        confirmText: t('withdraw.confirmOk'),
      });
      if (!ok) return;
      if (pendingRequest.current?.amountFen !== amountFen)
        pendingRequest.current = { amountFen, id: newWithdrawRequestId() };
      const result = await applyWithdraw(amountFen, pendingRequest.current.id);
      pendingRequest.current = null;
      setDone({ record: result.record, arriveBy: result.record.createTime + Math.round(config.delayFee * 86_400_000) });
      setText('');
      setSettled(false);
      showToast(t('withdraw.done'), { icon: 'success' });
      onDone(result.balanceFen);
    } catch {
      // The request client has shown the server's message; the amount stays as typed.
    }
  });

  return { text, setText, setSettled, done, inputRef, quote, showQuote, messageText, arrival, submit, busy };
}
