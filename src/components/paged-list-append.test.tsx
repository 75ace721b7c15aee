// Appending a page, as the bench's growth check sees it: one scroll to the footer asks for one page (not
// a second one while the observer's last report is stale), a page too short to fill the screen is
// followed by the next, and an appended page of goods renders its new cards only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductSummary } from '@/api/app-mall';
import { setLocale } from '@/i18n';
import { ProductList } from './product-list';
import { PagedList, usePagedList } from './paged-list';
import type * as TagListModule from './tag-list';

setLocale('zh-CN');

// Every card renders one tag list: its renders count the cards rendered.
const tagLists = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('./tag-list', async (importOriginal) => {
  const { countRenders } = await import('../../test/count-renders');
  return { TagList: countRenders((await importOriginal<typeof TagListModule>()).TagList, tagLists) };
});

/**
 * IntersectionObserver as browsers run it: a target's state is reported when it is first observed and
 * when it changes, never at once but at the next rendering opportunity (`frame()`), after React's effects.
 * Before a frame the test waits until an observer watches the footer (the list's effects have run).
 */
let footerInReach = false;
const observers = new Set<FakeObserver>();
class FakeObserver {
  targets: Element[] = [];
  private reported = new Map<Element, boolean>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    observers.add(this);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report() {
    const changed = this.targets.filter((t) => this.reported.get(t) !== footerInReach);
    changed.forEach((t) => this.reported.set(t, footerInReach));
    if (changed.length)
      this.callback(
        changed.map((target) => ({ target, isIntersecting: footerInReach }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
  }
}
async function frame() {
  await waitFor(() =>
    expect([...observers].some((o) => o.targets.includes(document.querySelector('.qh-load-more')!))).toBe(true),
  );
  act(() => [...observers].forEach((o) => o.report()));
}

beforeEach(() => {
  footerInReach = false;
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function List({ fetchPage }: { fetchPage: (page: number) => Promise<number[]> }) {
  const state = usePagedList(fetchPage);
  return <PagedList state={state} refreshable={false} autoLoad renderItem={(n) => <p key={n}>item {n}</p>} />;
}

describe('PagedList auto-load', () => {
  it('asks for one page per scroll to the footer, also when the page arrives before the observer reports', async () => {
    // A full page pushes the footer out of reach (the browser reports that only at its next frame).
    const fetchPage = vi.fn(async (page: number) => {
      footerInReach = false;
      return range((page - 1) * 10 + 1, 10);
    });
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('item 10');
    await frame();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1]);

    footerInReach = true; // the user scrolls to the footer
    await frame();
    await screen.findByText('item 20');
    await frame(); // the footer is watched again, and the next frame says it is out of reach
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    footerInReach = true; // and scrolls on to the footer again
    await frame();
    await screen.findByText('item 30');
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('loads the next page when one does not fill the screen, and stops after a short page', async () => {
    footerInReach = true; // a tall screen: the footer stays in reach
    const fetchPage = vi.fn(async (page: number) => range((page - 1) * 10 + 1, page === 3 ? 4 : 10));
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('item 10');
    await frame();
    await screen.findByText('item 20');
    await frame();
    await screen.findByText('item 24');
    await screen.findByText('没有更多了');
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });
});

const good = (n: number): ProductSummary => ({
  code: `G${n}`,
  storeCode: 'S1',
  storeName: '店',
  categoryCode: 'C1',
  title: `商品 ${n}`,
  img: '/g.jpg',
  priceFen: 990,
  originalPriceFen: 1290,
  depositFen: 0,
  sales: n,
  tagArr: ['新鲜'],
  stock: 50,
  groupBuy: n % 2 === 0,
  cutoffTime: Date.now() + 3_600_000,
  pickupTime: Date.now() + 86_400_000,
});

function Goods({ fetchPage }: { fetchPage: (page: number) => Promise<ProductSummary[]> }) {
  const state = usePagedList(fetchPage);
  return <ProductList state={state} onOpen={noop} />;
}
const noop = () => {};

describe('ProductList append', () => {
  it('renders the appended cards only, not the ones already shown', async () => {
    const fetchPage = async (page: number) => range((page - 1) * 10 + 1, 10).map(good);
    render(
      <MemoryRouter>
        <Goods fetchPage={fetchPage} />
      </MemoryRouter>,
    );
    await screen.findByText('商品 10');
    for (const last of [20, 30]) {
      const before = tagLists.rendered;
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
      await screen.findByText(`商品 ${last}`);
      expect(screen.getAllByTestId('product-card')).toHaveLength(last);
      expect(tagLists.rendered - before).toBe(10);
    }
  });
});
