// Kept pages (coming back to a list): shown at once without fetching page 1, and load-more goes on
// from the next page; a pull-to-refresh (reload) afterwards fetches page 1 again.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@/i18n';
import { PagedList, usePagedList, type PageData, type PagedListState } from './paged-list';

setLocale('zh-CN');

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

let state: PagedListState<number> | undefined;
function List({ fetchPage, restore }: { fetchPage: (page: number) => Promise<number[]>; restore?: PageData<number> }) {
  const s = usePagedList(fetchPage, [], { restore });
  state = s;
  return <PagedList state={s} refreshable={false} renderItem={(n) => <p key={n}>item {n}</p>} />;
}

describe('usePagedList with kept pages', () => {
  it('shows them without a request, then loads the page after them', async () => {
    const fetchPage = vi.fn(async (page: number) => range((page - 1) * 10 + 1, page === 3 ? 4 : 10));
    render(<List fetchPage={fetchPage} restore={{ list: range(1, 20), page: 2, status: 'more' }} />);
    await screen.findByText('item 20');
    expect(fetchPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('item 24');
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([3]);
    await screen.findByText('没有更多了');
  });

  it('fetches page 1 again on reload', async () => {
    const fetchPage = vi.fn(async (page: number) => range(100 * page, 3));
    render(<List fetchPage={fetchPage} restore={{ list: [1, 2], page: 1, status: 'noMore' }} />);
    await screen.findByText('item 2');
    await act(async () => {
      await state!.reloadAsync();
    });
    await screen.findByText('item 100');
    expect(screen.queryByText('item 1')).toBeNull();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1]);
  });
});
