// The bind-phone form as a person uses it: a pasted phone is normalized before the SMS code is asked
// for, the code is kept as typed, nothing is sent before consent to the agreements, the binding carries
// it and is sent once while the next screen is still loading, and the person goes where they were going.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userFixture } from '@/api/account.fixture';
import { paths } from '@/config/paths';
import { setLocale } from '@/i18n';
import { store } from '@/state/store';
import { tokenAtom } from '@/state/session';
import { dismissToasts } from '@/components/feedback';

vi.mock('@/api/account', () => ({ bindPhone: vi.fn(), getCurrentUser: vi.fn(), sendSmsCode: vi.fn() }));
const account = await import('@/api/account');
const { default: BindPhonePage } = await import('./bind-phone-page');

const user = userFixture({ userCode: 'U9', name: '新用户', phone: '19912345678', sceneOpenid: 'o1' });

function renderBind(query: Record<string, string> = {}) {
  const router = createMemoryRouter(
    [
      { path: paths.bindPhone, element: <BindPhonePage query={query} /> },
      { path: paths.tab.home, lazy: () => new Promise<never>(() => {}) },
      { path: paths.tab.activity, element: <p>activity tab</p> },
    ],
    { initialEntries: [paths.bindPhone] },
  );
  const { container } = render(<RouterProvider router={router} />);
  const form = container.querySelector('form') as HTMLFormElement;
  return {
    router,
    phone: container.querySelector('input[name=phone]') as HTMLInputElement,
    code: container.querySelector('input[name=verifyCode]') as HTMLInputElement,
    consent: container.querySelector('input[name=agreed]') as HTMLInputElement,
    submit: () => fireEvent.submit(form),
  };
}

/** Lets the consent dialog's UI load and open. */
const dialogOpen = () => act(() => new Promise((r) => setTimeout(r, 50)));

beforeEach(() => {
  setLocale('zh-CN');
  localStorage.clear();
  store.set(tokenAtom, 'tk_binding');
  vi.mocked(account.sendSmsCode).mockReset().mockResolvedValue({ cooldown: 60 });
  vi.mocked(account.bindPhone).mockReset().mockResolvedValue({ token: 'tk_bound', userCode: 'U9' });
  vi.mocked(account.getCurrentUser).mockReset().mockResolvedValue(user);
});

describe('bind phone', () => {
  it('asks for the SMS code at the normalized number of a pasted "+86 199 1234 5678"', async () => {
    const form = renderBind();
    fireEvent.click(form.consent);
    fireEvent.change(form.phone, { target: { value: '+86 199 1234 5678' } });
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(account.sendSmsCode).toHaveBeenCalledWith('19912345678', 'bind');
    expect(form.phone.value).toBe('+86 199 1234 5678');
    expect(dismissToasts()).toEqual(['验证码已发送至 199****5678']);
  });

  it('a 7-digit code is named, kept as typed, and not sent', async () => {
    const form = renderBind();
    fireEvent.change(form.phone, { target: { value: '19912345678' } });
    fireEvent.change(form.code, { target: { value: '1234567' } });
    await act(async () => form.submit());
    expect(screen.getByText('验证码为6位数字，现在有7位')).toBeTruthy();
    expect(form.code.value).toBe('1234567');
    expect(account.bindPhone).not.toHaveBeenCalled();
  });

  it('binds once, even when sent again while the next screen loads', async () => {
    const form = renderBind();
    fireEvent.click(form.consent);
    fireEvent.change(form.phone, { target: { value: '199-1234-5678' } });
    fireEvent.change(form.code, { target: { value: '123 456' } });
    await act(async () => form.submit());
    await act(async () => form.submit());
    expect(account.bindPhone).toHaveBeenCalledTimes(1);
    expect(account.bindPhone).toHaveBeenCalledWith('19912345678', '123456', { agreed: true });
    expect((screen.getByRole('button', { name: '绑定并继续' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dismissToasts()).toEqual(['绑定成功']);
  });

  it('sends nothing before consent: the dialog asks once; refused, nothing goes out; agreed, the code is sent and the box ticked', async () => {
    const form = renderBind();
    fireEvent.change(form.phone, { target: { value: '19912345678' } });
    fireEvent.click(screen.getByText('获取验证码'));
    await dialogOpen();
    expect(screen.getByText(/继续之前，请阅读并同意《用户协议》和《隐私政策》/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '不同意' })));
    expect(account.sendSmsCode).not.toHaveBeenCalled();
    expect(form.consent.checked).toBe(false);

    fireEvent.click(screen.getByText('获取验证码'));
    await dialogOpen();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '同意并继续' }).at(-1)!));
    expect(account.sendSmsCode).toHaveBeenCalledWith('19912345678', 'bind');
    expect(form.consent.checked).toBe(true);
    expect(dismissToasts()).toEqual(['验证码已发送至 199****5678']);
  });

  it('after binding goes to the route the person opened, never back to the bind page, however nested its target', async () => {
    const form = renderBind({
      redirect: `${paths.bindPhone}?redirect=${encodeURIComponent(`${paths.bindPhone}?redirect=${encodeURIComponent(paths.tab.activity)}`)}`,
    });
    fireEvent.click(form.consent);
    fireEvent.change(form.phone, { target: { value: '19912345678' } });
    fireEvent.change(form.code, { target: { value: '123456' } });
    await act(async () => form.submit());
    expect(form.router.state.location.pathname).toBe(paths.tab.activity);
    expect(screen.getByText('activity tab')).toBeTruthy();
    expect(dismissToasts()).toEqual(['绑定成功']);
  });

  it('a double tap on 获取验证码 opens one consent dialog and sends one code', async () => {
    const form = renderBind();
    fireEvent.change(form.phone, { target: { value: '19912345678' } });
    fireEvent.click(screen.getByText('获取验证码'));
    fireEvent.click(screen.getByText('获取验证码'));
    await dialogOpen();
    expect(screen.getAllByText(/继续之前，请阅读并同意/)).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '同意并继续' })));
    await dialogOpen();
    expect(account.sendSmsCode).toHaveBeenCalledTimes(1);
    expect(dismissToasts()).toEqual(['验证码已发送至 199****5678']);
  });

  it('a reload keeps the typed phone, the consent and the running countdown, and sends nothing by itself', async () => {
    const first = renderBind();
    fireEvent.click(first.consent);
    fireEvent.change(first.phone, { target: { value: '199 1234 5678' } });
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(account.sendSmsCode).toHaveBeenCalledTimes(1);
    dismissToasts();
    cleanup();

    const again = renderBind();
    expect(again.phone.value).toBe('199 1234 5678');
    expect(again.consent.checked).toBe(true);
    expect(screen.getByRole('button', { name: /秒后重发/ }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('.auth-hint--left')?.textContent).toBe('验证码已发送至 199****5678');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /秒后重发/ })));
    expect(account.sendSmsCode).toHaveBeenCalledTimes(1);
  });
});
