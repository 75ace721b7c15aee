// A link the app does not know (stale or mistyped) gets a page that says so and leads home, never a
// bare line of text or the router's developer page.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setLocale } from '@/i18n';
import NotFoundPage from './not-found-page';

async function open(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={paths.tab.home} element={<p>home tab</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

beforeEach(() => setLocale('zh-CN'));

describe('not-found page', () => {
  it('names the problem in the header, the title and the body, and its button goes home', async () => {
    await open('/pages/activity/no-such-page?id=7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面不存在');
    expect(document.title).toMatch(/^页面不存在 - /);
    expect(screen.getByText('链接可能已经失效，或者页面已经搬走了。')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '回到首页' })));
    expect(screen.getByText('home tab')).toBeTruthy();
  });

  it('opened directly from a link, back leads home too (there is nothing to go back to)', async () => {
    await open('/pages/nowhere');
    await act(async () => fireEvent.click(screen.getByRole('img', { name: '返回' })));
    expect(screen.getByText('home tab')).toBeTruthy();
  });
});
