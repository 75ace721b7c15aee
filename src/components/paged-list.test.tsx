// The shared data states as a person sees them: skeleton, error with a retry that works, empty state,
// and the spec's load-more states (a full page offers more, a short page says no more).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRequest } from 'ahooks';
import { setLocale } from '@/i18n';
import { Loadable } from './loadable';
import { PagedList, usePagedList } from './paged-list';

setLocale('zh-CN');

function Detail({ load }: { load: () => Promise<string[]> }) {
  const request = useRequest(load);
  return (
    <Loadable request={request} isEmpty={(d) => d.length === 0} empty={{ title: '空空如也' }}>
      {(d) => <p>{d.join(',')}</p>}
    </Loadable>
  );
}

function List({ fetchPage }: { fetchPage: (page: number) => Promise<number[]> }) {
  const state = usePagedList(fetchPage);
  return <PagedList state={state} refreshable={false} renderItem={(n) => <p key={n}>item {n}</p>} />;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('Loadable', () => {
  it('shows a skeleton, then an error with a retry that loads the data', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(['a', 'b']);
    render(<Detail load={load} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByTestId('error-state');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('a,b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state for empty data', async () => {
    render(<Detail load={() => Promise.resolve([])} />);
    await screen.findByText('空空如也');
  });
});

describe('PagedList', () => {
  it('appends a second page after a full first page and says no more after a short page', async () => {
    const fetchPage = vi.fn(async (page: number) => (page === 1 ? range(1, 10) : range(11, 3)));
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('item 10');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('item 13');
    expect(screen.getByText('item 1')).toBeTruthy();
    await screen.findByText('没有更多了');
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('says no more at once when the first page is short, and shows the empty state for none', async () => {
    const { unmount } = render(<List fetchPage={async () => range(1, 4)} />);
    await screen.findByText('没有更多了');
    unmount();
    render(<List fetchPage={async () => []} />);
    await screen.findByTestId('empty-state');
  });

  it('keeps the loaded page when the next one fails, and retries it in place', async () => {
    let fail = true;
    const fetchPage = async (page: number) => {
      if (page === 2 && fail) {
        fail = false;
        throw new Error('offline');
      }
      return page === 1 ? range(1, 10) : range(11, 2);
    };
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('item 10');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const retry = await screen.findByRole('button', { name: /加载失败/ });
    expect(screen.getByText('item 1')).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('item 12')).toBeTruthy());
  });
});
