// The one form state and field wrapper as a person meets them: no message before a field is left, the
// localized message at the field (tied to the input) once it is left or a submit was tried, typed text
// never changed by a check, a stored draft taking every change; and the SMS cooldown counting down once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLocale } from '@/i18n';
import { FormField } from './form-field';
import { useFormState, type FieldMessage } from './use-form-state';

vi.mock('@/api/account', () => ({ sendSmsCode: vi.fn() }));
vi.mock('@/components/feedback', () => ({ showToast: vi.fn() }));
const { sendSmsCode } = await import('@/api/account');
const { useSmsCode } = await import('./use-sms-code');

interface Values {
  phone: string;
  code: string;
}
/** The checks read the phone without spaces; the input keeps them. */
const digits = (phone: string) => phone.replace(/\s/g, '');
const check = (v: Values): Record<keyof Values, FieldMessage | null> => ({
  phone:
    digits(v.phone) === ''
      ? { key: 'auth.phoneRequired' }
      : digits(v.phone).length > 11
        ? { key: 'auth.phoneTooLong', params: { n: digits(v.phone).length - 11 } }
        : null,
  code: v.code === '' ? { key: 'auth.smsCodeRequired' } : null,
});

function TestForm({
  onSend,
  stored,
}: {
  onSend: (v: Values) => void;
  stored?: { values: Values; onChange: (patch: Partial<Values>) => void };
}) {
  const form = useFormState(
    stored
      ? { ...stored, fields: ['phone', 'code'], check }
      : { initial: { phone: '', code: '' }, fields: ['phone', 'code'], check },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.submit()) onSend(form.values);
      }}
    >
      <FormField id="t-phone" label="phone" error={form.errorOf('phone')}>
        {(aria) => <input {...aria} {...form.text('phone')} />}
      </FormField>
      <FormField id="t-code" label="code" error={form.errorOf('code')}>
        {(aria) => <input {...aria} {...form.text('code')} />}
      </FormField>
      <button type="submit">send</button>
    </form>
  );
}

/** A form whose values live outside it (a stored draft). */
function StoredForm({ onSend }: { onSend: (v: Values) => void }) {
  const [values, setValues] = useState<Values>({ phone: '13800138000', code: '' });
  return <TestForm onSend={onSend} stored={{ values, onChange: (patch) => setValues((v) => ({ ...v, ...patch })) }} />;
}

beforeEach(() => setLocale('zh-CN'));
afterEach(() => setLocale('zh-CN'));

describe('useFormState with FormField', () => {
  it('says nothing before a field is left; after a blur the localized message is at that field, tied to its input', () => {
    render(<TestForm onSend={vi.fn()} />);
    const phone = screen.getByLabelText('phone') as HTMLInputElement;
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(phone, { target: { value: '1380013800012' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(phone);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('手机号多了2位数字，应为1开头的11位数字');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.closest('.qh-field')?.getAttribute('data-field')).toBe('t-phone');
    // The other field, never left, says nothing yet; the typed text is as typed.
    expect(screen.getByLabelText('code').getAttribute('aria-invalid')).toBeNull();
    expect(phone.value).toBe('1380013800012');
  });

  it('a refused submit shows every fault at its field, sends nothing and keeps what was typed', () => {
    const onSend = vi.fn();
    render(<TestForm onSend={onSend} />);
    const phone = screen.getByLabelText('phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: ' 138 0013 8000 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入验证码']);
    expect(phone.value).toBe(' 138 0013 8000 ');
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '123456' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSend).toHaveBeenCalledWith({ phone: ' 138 0013 8000 ', code: '123456' });
  });

  it('speaks the current language', () => {
    setLocale('en-US');
    render(<TestForm onSend={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter your phone number',
      'Enter the SMS code',
    ]);
  });

  it('a stored draft takes every change and the checks read it', () => {
    const onSend = vi.fn();
    render(<StoredForm onSend={onSend} />);
    expect((screen.getByLabelText('phone') as HTMLInputElement).value).toBe('13800138000');
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSend).toHaveBeenCalledWith({ phone: '13800138000', code: '654321' });
  });
});

describe('FormField labelHidden', () => {
  it("a list's message under its section heading: the label names the group for a screen reader only, the message is at the field", () => {
    render(
      <FormField id="t-items" label="items" error="add an item" group labelHidden>
        {(aria, labelId) => <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']} />}
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'items' });
    expect(document.getElementById('t-items-label')?.closest('.qh-visually-hidden')).not.toBeNull();
    expect(group.getAttribute('aria-describedby')).toBe('t-items-error');
    expect(screen.getByRole('alert').textContent).toBe('add an item');
    expect(document.querySelector('.qh-field')?.getAttribute('data-invalid')).toBe('true');
  });
});

function SendCode() {
  const sms = useSmsCode('login', (masked) => `sent ${masked}`);
  return (
    <button type="button" disabled={sms.cooldown > 0} onClick={() => void sms.send('13800138000')}>
      {sms.cooldown > 0 ? `wait ${sms.cooldown}` : 'code'}
    </button>
  );
}

describe('useSmsCode', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('a double tap sends once; the cooldown the server answered counts down each second, then a code may be asked again', async () => {
    let answer!: (v: { cooldown: number }) => void;
    vi.mocked(sendSmsCode).mockImplementation(() => new Promise((ok) => (answer = ok)));
    render(<SendCode />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    await act(async () => answer({ cooldown: 60 }));
    expect(button.textContent).toBe('wait 60');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('wait 59');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(button.textContent).toBe('code');
    fireEvent.click(button);
    expect(sendSmsCode).toHaveBeenCalledTimes(2);
  });
});
