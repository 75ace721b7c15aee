// /pages/search/index?keyword=: the search box; without a keyword my search records (most recent first,
// clearable after a confirmation) and the hot keywords; with one, the shops found (up to three) above the
// goods found, with load-more.
// The keyword lives in the route, so a reload or back keeps the results.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useAtom, useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import { Link, useNavigate } from 'react-router-dom';
import { listProducts, listShops, type ProductSummary } from '@/api/app-mall';
import { listHotKeywords } from '@/api/search';
import type { PageProps } from '@/config/page-props';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { showModal } from '@/components/feedback';
import { ProductList } from '@/components/product-list';
import { PageHeader } from '@/components/page-header';
import { usePagedList } from '@/components/paged-list';
import { SearchInput } from '@/components/search-input';
import { ShopCard } from '@/components/shop-card';
import { useMyLocation } from '@/state/location';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { addSearchRecord, MAX_KEYWORD_LENGTH, searchRecordsAtom } from './search-records';
import './search.css';

export default function SearchPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const keyword = (query.keyword ?? '').trim();
  const [text, setText] = useState(keyword);
  const [records, setRecords] = useAtom(searchRecordsAtom);

  const search = (value: string) => {
    const k = value.trim().slice(0, MAX_KEYWORD_LENGTH);
    if (!k) return;
    setText(k);
    setRecords((r) => addSearchRecord(r, k));
    navigate(hrefs.search(k), { replace: true });
  };
  const clearKeyword = () => {
    setText('');
    if (keyword) navigate(hrefs.search(), { replace: true });
  };

  return (
    <div className="search-page">
      <PageHeader title={t('shop.searchTitle')} />
      <main>
        <form
          className="search-box"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            search(text);
          }}
        >
          <SearchInput
            label={t('shop.searchTitle')}
            placeholder={t('shop.searchPlaceholder')}
            value={text}
            maxLength={MAX_KEYWORD_LENGTH}
            autoFocus={!keyword}
            onChange={(v) => (v === '' ? clearKeyword() : setText(v))}
          />
          <Button type="submit" color="primary" size="small" shape="rounded" disabled={!text.trim()}>
            {t('shop.searchGo')}
          </Button>
        </form>
        {keyword ? (
          <SearchResults key={keyword} keyword={keyword} />
        ) : (
          <>
            {records.length > 0 && <SearchRecords records={records} onPick={search} onClear={() => setRecords([])} />}
            <HotKeywords onPick={search} />
          </>
        )}
      </main>
    </div>
  );
}

function SearchRecords({
  records,
  onPick,
  onClear,
}: {
  records: string[];
  onPick: (k: string) => void;
  onClear: () => void;
}) {
  const t = useT();
  const askClear = async () => {
    if (await showModal({ content: t('shop.clearRecordsConfirm'), confirmText: t('shop.clearRecordsOk') })) onClear();
  };
  return (
    <section className="search-section" aria-labelledby="search-records-title" data-testid="search-records">
      <div className="search-section-head">
        <h2 id="search-records-title">{t('shop.searchRecords')}</h2>
        <button
          type="button"
          className="qh-icon-button search-clear"
          onClick={() => void askClear()}
          aria-label={t('shop.clearRecords')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <ul className="qh-row-list search-chips">
        {records.map((r) => (
          <li key={r}>
            <button type="button" className="search-chip" onClick={() => onPick(r)}>
              {r}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HotKeywords({ onPick }: { onPick: (k: string) => void }) {
  const t = useT();
  // What people look for among the goods of my station (docs/product.md#business-time).
  const code = useAtomValue(currentCommunityAtom)?.code;
  const { data } = useRequest(async () => listHotKeywords(await catalogueCode(code)), { refreshDeps: [code] });
  // Hot keywords are a suggestion: while they load, or if they fail, the section stays away.
  if (!data || data.length === 0) return null;
  return (
    <section className="search-section" aria-labelledby="search-hot-title" data-testid="search-hot">
      <div className="search-section-head">
        <h2 id="search-hot-title">{t('shop.hotKeywords')}</h2>
      </div>
      <ol className="qh-row-list search-chips search-chips--hot">
        {data.map((k, i) => (
          <li key={k}>
            <button
              type="button"
              className={i < 3 ? 'search-chip search-chip--top' : 'search-chip'}
              onClick={() => onPick(k)}
            >
              {k}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const t = useT();
  // The goods my station can get (docs/product.md#business-time): another station searches again.
  const code = useAtomValue(currentCommunityAtom)?.code;
  const state = usePagedList<ProductSummary>(
    async (page) => (await listProducts({ current: page, keyword, communityCode: await catalogueCode(code) })).list,
    [keyword, code],
  );
  return (
    <section aria-labelledby="search-results-title" className="search-results">
      <h2 id="search-results-title" className="qh-visually-hidden">
        {t('shop.searchResults', { keyword })}
      </h2>
      <ShopResults keyword={keyword} />
      <h3 className="search-results-head">{t('shop.searchProducts')}</h3>
      <ProductList
        state={state}
        eager={4}
        empty={{ title: t('shop.noResults', { keyword }), description: t('shop.noResultsHint') }}
      />
    </section>
  );
}

/** Shops shown above the goods found. */
const SHOPS_SHOWN = 3;

/**
 * The shops whose name or tags hold the keyword (the box promises 搜索商品、店铺), nearest first once I am
 * located, at most three with a link to all of them; nothing while they load, when none match or on failure
 * (the goods below carry the page).
 */
function ShopResults({ keyword }: { keyword: string }) {
  const t = useT();
  const [me] = useMyLocation();
  const here = me.location;
  const code = useAtomValue(currentCommunityAtom)?.code;
  const { data } = useRequest(
    async () =>
      listShops({
        current: 1,
        keyword,
        communityCode: await catalogueCode(code),
        latitude: here?.latitude,
        longitude: here?.longitude,
      }),
    {
      refreshDeps: [keyword, code, here?.latitude, here?.longitude],
    },
  );
  if (!data || data.list.length === 0) return null;
  return (
    <div className="search-shops" data-testid="search-shops">
      <h3 className="search-results-head">{t('shop.searchShops')}</h3>
      {data.list.slice(0, SHOPS_SHOWN).map((shop) => (
        <ShopCard key={shop.code} shop={shop} me={here} eager />
      ))}
      {data.total > SHOPS_SHOWN && (
        <Link className="search-all-shops" to={hrefs.shopList(keyword)}>
          {t('shop.searchAllShops', { n: data.total })}
        </Link>
      )}
    </div>
  );
}
