// The login form as a person uses it: pasted phones are normalized before the check, over-long input is
// named and kept as typed, and a login is sent once, even with Enter pressed again while the next
// screen is still loading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userFixture } from '@/api/account.fixture';
import { paths } from '@/config/paths';
import { setLocale } from '@/i18n';

vi.mock('@/api/account', () => ({ loginWithPassword: vi.fn() }));
const { loginWithPassword } = await import('@/api/account');
const { default: LoginPage } = await import('./login-page');

const user = userFixture({ name: '李思雨' });

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginPage query={{}} /> },
      // The next screen's code never arrives: the login page stays on screen after the login.
      { path: paths.tab.home, lazy: () => new Promise<never>(() => {}) },
    ],
    { initialEntries: [paths.login] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return {
    phone: container.querySelector('input[name=phone]') as HTMLInputElement,
    password: container.querySelector('input[name=password]') as HTMLInputElement,
    submit: () => fireEvent.submit(screen.getByRole('button', { name: /登录/ }).closest('form') as HTMLFormElement),
  };
}

beforeEach(() => {
  setLocale('zh-CN');
  vi.mocked(loginWithPassword).mockReset();
  vi.mocked(loginWithPassword).mockResolvedValue({ token: 'tk_1', user });
});
afterEach(() => vi.mocked(loginWithPassword).mockReset());

describe('login form input', () => {
  it.each([['+86 138 0013 8000'], ['138-0013-8000'], ['0086 13800138000'], ['１３８００１３８０００']])(
    'a pasted %j logs in as 13800138000 and stays as typed',
    async (typed) => {
      const form = renderLogin();
      fireEvent.change(form.phone, { target: { value: typed } });
      fireEvent.change(form.password, { target: { value: 'qihuo123' } });
      await act(async () => form.submit());
      expect(loginWithPassword).toHaveBeenCalledWith('13800138000', 'qihuo123');
      expect(form.phone.value).toBe(typed);
    },
  );

  it('a 12-digit phone is named as too long, kept as typed, and not sent', async () => {
    const form = renderLogin();
    expect(form.phone.maxLength).toBeLessThan(0);
    fireEvent.change(form.phone, { target: { value: '138001380001' } });
    fireEvent.change(form.password, { target: { value: 'qihuo123' } });
    await act(async () => form.submit());
    expect(screen.getByText('手机号多了1位数字，应为1开头的11位数字')).toBeTruthy();
    expect(form.phone.value).toBe('138001380001');
    expect(form.phone.getAttribute('aria-invalid')).toBe('true');
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('a 17-character password is named as too long, kept as typed, and not sent', async () => {
    const form = renderLogin();
    expect(form.password.maxLength).toBeLessThan(0);
    fireEvent.change(form.phone, { target: { value: '13800138000' } });
    fireEvent.change(form.password, { target: { value: 'qihuo123456789abc' } });
    await act(async () => form.submit());
    expect(screen.getByText('密码最多16位，现在有17位')).toBeTruthy();
    expect(form.password.value).toBe('qihuo123456789abc');
    expect(loginWithPassword).not.toHaveBeenCalled();
  });
});

describe('one login at a time', () => {
  it('Enter pressed again after a successful login, while the next screen loads, sends nothing more', async () => {
    const form = renderLogin();
    fireEvent.change(form.phone, { target: { value: '13800138000' } });
    fireEvent.change(form.password, { target: { value: 'qihuo123' } });
    await act(async () => form.submit());
    await act(async () => form.submit());
    await act(async () => form.submit());
    expect(loginWithPassword).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: /登录中/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('a failed login frees the form for another try', async () => {
    vi.mocked(loginWithPassword).mockRejectedValueOnce(
      Object.assign(new Error('手机号或密码错误'), { kind: 'server' }),
    );
    const form = renderLogin();
    fireEvent.change(form.phone, { target: { value: '13800138000' } });
    fireEvent.change(form.password, { target: { value: 'wrong123' } });
    await act(async () => form.submit());
    expect(screen.getByText('手机号或密码错误')).toBeTruthy();
    await act(async () => form.submit());
    expect(loginWithPassword).toHaveBeenCalledTimes(2);
  });
});
