// /pages/map/picker: search places (suggestions as you type, nearby search on enter), results with
// distance on a small map, "my location", and the pick returned to the calling page (query `from`).
// A search under way says so in the list until its answer (or its failure) arrives.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Button, List, NavBar, SearchBar } from 'antd-mobile';
import type { PageProps } from '@/config/page-props';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { appLbsClient, LbsError } from '@/lib/lbs/client';
import { straightDistance } from '@/lib/lbs/distance';
import { toMapPlace, type MapPlace } from '@/lib/lbs/types';
import { selectedLocationAtom, useMyLocation } from '@/state/location';
import { PlacesMap } from './places-map';
import './map-picker.css';

const DEBOUNCE_MS = 300;

export default function MapPickerPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const client = useMemo(() => appLbsClient(), []);
  const [me, relocate] = useMyLocation();
  const setSelected = useSetAtom(selectedLocationAtom);
  const [keyword, setKeyword] = useState('');
  const [places, setPlaces] = useState<MapPlace[]>([]);
  const [mode, setMode] = useState<'nearby' | 'results'>('nearby');
  const [picked, setPicked] = useState<MapPlace | null>(null);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const here = me.location;

  const fail = (e: unknown) => showToast(e instanceof LbsError || e instanceof Error ? e.message : t('map.errSystem'));
  /** Only the latest search ends the "searching" state (an older one may answer later). */
  const settle = (n: number) => n === seq.current && setLoading(false);

  // Nearby places around me once I am located.
  useEffect(() => {
    if (!here || keyword.trim()) return;
    const n = (seq.current += 1);
    client
      .reverseGeocoder({ location: here, getPoi: 1 })
      .then((r) => {
        if (n !== seq.current) return;
        setMode('nearby');
        setPlaces((r.pois ?? []).map(toMapPlace));
      })
      .catch(fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run when the position changes only
  }, [here?.latitude, here?.longitude, client]);

  // Suggestions as you type (debounced).
  useEffect(() => {
    const k = keyword.trim();
    if (!k) return;
    const n = (seq.current += 1);
    const timer = setTimeout(() => {
      setLoading(true);
      client
        .suggestion({ keyword: k, location: here ?? undefined })
        .then((r) => {
          if (n !== seq.current) return;
          setMode('results');
          setPlaces(r.data.map(toMapPlace));
        })
        .catch((e: unknown) => n === seq.current && fail(e))
        .finally(() => settle(n));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- typing drives this
  }, [keyword, client]);

  function searchNearby(k: string) {
    if (!k.trim()) return;
    const n = (seq.current += 1);
    setLoading(true);
    client
      .search({ keyword: k, location: here ?? undefined, region: here ? undefined : '全国' })
      .then((r) => {
        if (n !== seq.current) return;
        setMode('results');
        setPlaces(r.data.map(toMapPlace));
      })
      .catch((e: unknown) => n === seq.current && fail(e))
      .finally(() => settle(n));
  }

  async function pickMine() {
    const loc = here ?? (await relocate(true));
    if (!loc) return showToast(t('map.locateFailed', { msg: me.error ?? t('map.errGeoNetwork') }));
    try {
      const r = await client.reverseGeocoder({ location: loc });
      const comp = r.address_component;
      setPicked({
        id: `my-${loc.latitude.toFixed(6)},${loc.longitude.toFixed(6)}`,
        title: r.formatted_addresses?.recommend || r.address,
        latitude: loc.latitude,
        longitude: loc.longitude,
        address: r.address,
        category: '',
        tel: '',
        adcode: String(r.ad_info.adcode ?? ''),
        city: comp.city,
        district: comp.district,
        province: comp.province,
      });
    } catch (e) {
      fail(e);
    }
  }

  function back() {
    const from = query.from;
    if (from && isInternalRoute(from)) navigate(from, { replace: true });
    else navigate(-1);
  }

  function confirm() {
    if (!picked) return;
    const { distance: _distance, ...place } = picked;
    setSelected(place);
    back();
  }

  const distanceOf = (p: MapPlace) =>
    p.distance ?? (here ? straightDistance(here.latitude, here.longitude, p.latitude, p.longitude) : undefined);
  const fmt = (m: number | undefined) =>
    m === undefined ? '' : m < 1000 ? t('map.distanceM', { n: m }) : t('map.distanceKm', { n: (m / 1000).toFixed(1) });

  return (
    <main className="map-picker">
      <NavBar
        onBack={back}
        backIcon={<span aria-label={t('common.back')} role="img">‹</span>}
        right={<Button size="small" color="primary" disabled={!picked} onClick={confirm}>{t('map.confirm')}</Button>}
      >
        <h1 className="map-title">{t('map.title')}</h1>
      </NavBar>
      <div className="map-search">
        <SearchBar
          placeholder={t('map.searchPlaceholder')}
          value={keyword}
          onChange={(v) => {
            setKeyword(v);
            if (!v.trim()) setMode('nearby');
          }}
          onSearch={searchNearby}
          clearable={false}
          aria-label={t('map.searchPlaceholder')}
        />
      </div>
      <PlacesMap center={here} places={places} selectedId={picked?.id ?? null} onSelect={setPicked} label={t('map.mapLabel')} />
      <section className="map-me" aria-live="polite">
        <div className="map-me-text">
          <strong>{t('map.myLocation')}</strong>
          <span data-testid="my-address">{me.status === 'ready' ? me.location?.address : me.status === 'locating' ? t('map.locating') : t('map.locateFailed', { msg: me.error ?? '' })}</span>
        </div>
        <Button size="small" onClick={() => void pickMine()}>{t('map.useMyLocation')}</Button>
      </section>
      {picked && (
        <p className="map-picked" data-testid="picked">
          {t('map.selected')}：{picked.title}
        </p>
      )}
      <List header={mode === 'nearby' ? t('map.nearby') : t('map.results')} className="map-list" aria-busy={loading}>
        {loading && (
          <List.Item className="map-searching" arrowIcon={false}>
            <span role="status" data-testid="map-searching">{t('map.searching')}</span>
          </List.Item>
        )}
        {places.length === 0 && !loading && mode === 'results' && <List.Item>{t('map.noResults')}</List.Item>}
        {places.map((p) => (
          <List.Item
            key={p.id}
            onClick={() => setPicked(p)}
            description={p.address}
            extra={fmt(distanceOf(p))}
            className={p.id === picked?.id ? 'map-item-picked' : undefined}
            arrowIcon={false}
          >
            {p.title}
          </List.Item>
        ))}
      </List>
    </main>
  );
}
