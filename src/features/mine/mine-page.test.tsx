// The Mine tab with a broken stored user (a phone that is a number, a balance with a fraction of a fen):
// it shows a guest with a way to log in, never a crash or "¥0.12.345".
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userFixture } from '@/api/account.fixture';

const good = userFixture({ name: '李思雨', balanceFen: 1234, sceneOpenid: 'o_U1' });

/** A page load with this stored user, then the Mine tab. */
async function openMine(userinfo: unknown) {
  localStorage.setItem('qihuo_token', JSON.stringify('tk_1'));
  localStorage.setItem('qihuo_userinfo', JSON.stringify(userinfo));
  vi.resetModules();
  const { Provider } = await import('jotai');
  const { MemoryRouter } = await import('react-router-dom');
  const { store } = await import('@/state/store');
  // A fresh i18n module (resetModules) has only the core dictionaries, as a page load has before a lazy route.
  const { setLocale, loadDictionaries } = await import('@/i18n');
  setLocale('zh-CN');
  await loadDictionaries();
  const { default: MinePage } = await import('./mine-page');
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MinePage query={{}} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('Mine tab with a stored user', () => {
  it('shows a good one with a masked phone and the balance', async () => {
    await openMine(good);
    expect(screen.getByText('¥12.34')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
  });

  it('an avatar that does not load (offline, a dead link) gives way to the initial', async () => {
    await openMine({ ...good, avatar: 'https://img.example.com/a.png' });
    const img = document.querySelector('img.mine-avatar')!;
    expect(img.getAttribute('src')).toBe('https://img.example.com/a.png');
    fireEvent.error(img);
    expect(document.querySelector('img.mine-avatar')).toBeNull();
    expect(document.querySelector('.mine-avatar--none')?.textContent).toBe('李');
  });

  it.each([
    ['a phone that is a number', { ...good, phone: 13800138000 }],
    ['a balance of 12.345 fen', { ...good, balanceFen: 12.345 }],
  ])('%s: a guest with a way to log in, no crash', async (_name, userinfo) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openMine(userinfo);
    expect(screen.getByText('未登录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录 / 注册' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('12.345');
    vi.restoreAllMocks();
  });
});
