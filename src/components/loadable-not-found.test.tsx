// A stale or mistyped link to a product, shop, order, activity or after-sale: the page shows that the
// thing is not there and the way home, never 重试 (retrying cannot help); other failures keep their retry.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setLocale } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { Loadable } from './loadable';

const refresh = vi.fn();

function show(error: ApiError) {
  render(
    <MemoryRouter initialEntries={['/pages/activity/detail?code=NOPE']}>
      <Routes>
        <Route path={paths.tab.home} element={<p>home tab</p>} />
        <Route
          path="*"
          element={<Loadable request={{ loading: false, error, refresh }}>{() => <p>content</p>}</Loadable>}
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLocale('zh-CN');
  refresh.mockClear();
});

describe('Loadable with a failed load', () => {
  it('"not found" from the read: its empty state with the way home, no retry', async () => {
    show(new ApiError('server', '活动不存在', '/api/activity/v1/get', 6001));
    expect(screen.getByTestId('empty-state')).toBeTruthy();
    expect(screen.getByText('活动不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '回到首页' })));
    expect(screen.getByText('home tab')).toBeTruthy();
  });

  it('any other failure (the same code from another call, a network error): the error with 重试', () => {
    show(new ApiError('server', '活动不存在', '/api/activity/v1/join', 6001));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});
