// Sending an SMS code from a form (sign-in, password reset, phone binding, account deletion, the team
// application): one send at a time, the cooldown the server answered counted down each second (ahooks
// useCountDown), and the number it went to (for the form's hint). A running cooldown and its number are kept
// (pageData) so that a reload neither loses the count nor offers to send again before the server would.
import { useRef, useState } from 'react';
import { useCountDown } from 'ahooks';
import { sendSmsCode, type SmsType } from '@/api/account';
import { showToast } from '@/components/feedback';
import { maskPhone } from '@/rules/validate';
import { isRecord } from '@/lib/storage';
import { readPageData, savePageData } from '@/state/page-data';

interface SentCode {
  phone: string;
  /** When the server's cooldown ends (ms). */
  until: number;
}
const isSentCode = (v: unknown): v is SentCode =>
  isRecord(v) && typeof v.phone === 'string' && typeof v.until === 'number';
const pageKey = (type: SmsType) => `sms:${type}`;

export interface SmsCode {
  /** Seconds until another code may be asked for (0: now). */
  cooldown: number;
  /** The phone the last code went to, or ''. */
  sentTo: string;
  /** Asks for a code to `phone`; resolves whether it was sent (a refusal shows the server's message). */
  send: (phone: string) => Promise<boolean>;
}

/** `sentText` is the localized toast for a sent code, given the masked phone. */
export function useSmsCode(type: SmsType, sentText: (maskedPhone: string) => string): SmsCode {
  // A cooldown still running from before a reload goes on where it was.
  const [kept] = useState(() => readPageData(pageKey(type), isSentCode));
  const [until, setUntil] = useState<number | undefined>(kept?.until);
  const [sentTo, setSentTo] = useState(kept?.phone ?? '');
  const sendingRef = useRef(false);
  const untilRef = useRef(kept?.until ?? 0);
  const [left] = useCountDown({ targetDate: until });
  // The count starts on the render after a send: until then, the time left is read from `until`.
  const leftMs = left > 0 ? left : Math.max(0, (until ?? 0) - Date.now());
  const cooldown = Math.ceil(leftMs / 1000);

  async function send(phone: string): Promise<boolean> {
    if (untilRef.current > Date.now() || sendingRef.current) return false;
    sendingRef.current = true;
    try {
      const { cooldown: seconds } = await sendSmsCode(phone, type);
      untilRef.current = Date.now() + seconds * 1000;
      setUntil(untilRef.current);
      savePageData(pageKey(type), { phone, until: untilRef.current } satisfies SentCode, seconds * 1000);
      setSentTo(phone);
      showToast(sentText(maskPhone(phone)));
      return true;
    } catch {
      // The request client has shown the server's message.
      return false;
    } finally {
      sendingRef.current = false;
    }
  }

  return { cooldown, sentTo, send };
}
