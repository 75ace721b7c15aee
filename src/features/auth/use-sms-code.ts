// Sending an SMS code from an auth form: one send at a time, the cooldown the server answered counted
// down each second, and the number it went to (masked in the form's hint).
import { useEffect, useRef, useState } from 'react';
import { sendSmsCode, type SmsType } from '@/api/account';
import { showToast } from '@/components/feedback';
import { useT } from '@/i18n';
import { maskPhone } from '@/rules/validate';

export interface SmsCode {
  /** Seconds until another code may be asked for (0: now). */
  cooldown: number;
  /** The phone the last code went to, or ''. */
  sentTo: string;
  /** Asks for a code to `phone`; resolves whether it was sent (a refusal shows the server's message). */
  send: (phone: string) => Promise<boolean>;
}

export function useSmsCode(type: SmsType): SmsCode {
  const t = useT();
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const sendingRef = useRef(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function send(phone: string): Promise<boolean> {
    if (cooldown > 0 || sendingRef.current) return false;
    sendingRef.current = true;
    try {
      const { cooldown: seconds } = await sendSmsCode(phone, type);
      setCooldown(seconds);
      setSentTo(phone);
      showToast(t('auth.codeSent', { phone: maskPhone(phone) }));
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
