// Sending an SMS code from a form (sign-in, password reset, phone binding, account deletion, the team
// application): one send at a time, the cooldown the server answered counted down each second (ahooks
// useCountDown), and the number it went to (for the form's hint).
import { useRef, useState } from 'react';
import { useCountDown } from 'ahooks';
import { sendSmsCode, type SmsType } from '@/api/account';
import { showToast } from '@/components/feedback';
import { maskPhone } from '@/rules/validate';

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
  const [until, setUntil] = useState<number>();
  const [sentTo, setSentTo] = useState('');
  const sendingRef = useRef(false);
  const untilRef = useRef(0);
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
