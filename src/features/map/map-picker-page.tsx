// /pages/map/picker: a real map (Leaflet over VITE_MAP_TILE_URL) with a fixed pin at its centre: moving
// the map picks the centre, whose address is asked for (debounced; the newest answer wins) with the
// places near it listed below; tapping a place moves the map there; a locate-me button; search with
// suggestions as you type and a nearby search on enter. Confirm hands the place to the page that asked
// for it (come-back) and goes back to it (query `from`). With no tile source, or none of its tiles reachable, the plain grid stays and says why.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Button, List, NavBar, SearchBar } from 'antd-mobile';
import type { PageProps } from '@/config/page-props';
import { env } from '@/config/env';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import { appLbsClient } from '@/lib/lbs/client';
import { distanceBetween, type LatLng } from '@/rules/distance';
import { formatDistance } from '@/lib/lbs/format-distance';
import type { MapPlace } from '@/lib/lbs/types';
import { answerFor } from '@/state/come-back';
import { selectedLocationAtom, useMyLocation } from '@/state/location';
import { LeafletMap, type MapControl } from './leaflet-map';
import { PlacesMap } from './places-map';
import { centrePlace, samePoint, useCentrePlaces } from './use-centre-places';
import { usePlaceSearch } from './use-place-search';
import './map-picker.css';

/** Where the map opens before my location is known (People's Square, Shanghai; GCJ-02). */
const DEFAULT_CENTRE: LatLng = { latitude: 31.2304, longitude: 121.4737 };
const ZOOM = 16;

export default function MapPickerPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const client = useMemo(() => appLbsClient(), []);
  const [me, relocate] = useMyLocation();
  const here = me.location;
  const setLastPlace = useSetAtom(selectedLocationAtom);
  const control = useRef<MapControl>(null);
  const [tiles, setTiles] = useState<'ok' | 'failed' | 'none'>(env.mapTileUrl ? 'ok' : 'none');
  const [centre, setCentre] = useState<LatLng | null>(null);
  /** A place tapped in a list: handed over as it is while the map stays on it. */
  const [chosen, setChosen] = useState<MapPlace | null>(null);
  /** The map follows my location until the person moves it or picks something. */
  const [followMe, setFollowMe] = useState(true);
  const [keyword, setKeyword] = useState('');
  const k = keyword.trim();

  const { reverse, answered, nearby } = useCentrePlaces(client, centre);
  // One reference for every distance shown: the picked spot (the map's centre), else my location before it is known.
  const reference = centre ?? here;
  const { search, results, searching, searchError } = usePlaceSearch(client, k, centre ?? here);

  // My location, once known, is where the map goes (unless the person has moved it).
  useEffect(() => {
    if (!here || !followMe) return;
    if (tiles === 'ok') control.current?.moveTo(here);
    else setCentre({ latitude: here.latitude, longitude: here.longitude });
  }, [here, followMe, tiles]);
  // On the grid nothing moves by dragging: the centre is my location until a place is picked.
  useEffect(() => {
    if (tiles !== 'ok' && centre === null) setCentre(here ?? DEFAULT_CENTRE);
  }, [tiles, centre, here]);

  function goTo(p: MapPlace) {
    setFollowMe(false);
    setChosen(p);
    setKeyword('');
    // The map moves there; coming back from the search results, it opens there (`start` is the centre).
    setCentre({ latitude: p.latitude, longitude: p.longitude });
    if (tiles === 'ok') control.current?.moveTo(p);
  }

  async function locate() {
    const loc = here ?? (await relocate(true));
    if (!loc) return;
    setChosen(null);
    setFollowMe(true);
    if (tiles === 'ok') control.current?.moveTo(loc);
    else setCentre({ latitude: loc.latitude, longitude: loc.longitude });
  }

  const picked: MapPlace | null = chosen ?? (answered ? centrePlace(answered.at, answered.r) : null);

  function back() {
    const from = query.from;
    if (from && isInternalRoute(from)) navigate(from, { replace: true });
    else navigate(-1);
  }

  /** A double tap hands over and goes back once (a second navigate(-1) would leave the calling page too). */
  const leaving = useRef(false);
  function confirm() {
    if (!picked || leaving.current) return;
    leaving.current = true;
    const { distance: _distance, ...place } = picked;
    setLastPlace(place);
    answerFor('place', place);
    back();
  }

  const distanceText = (p: MapPlace) => {
    const m = distanceBetween(reference, p);
    return m === null ? '' : formatDistance(m);
  };
  const placeItem = (p: MapPlace, onClick: () => void) => (
    <List.Item
      key={p.id}
      onClick={onClick}
      description={p.address}
      extra={distanceText(p)}
      className={p.id === chosen?.id ? 'map-item-picked' : undefined}
      arrowIcon={false}
    >
      {p.title}
    </List.Item>
  );

  const centreLine = chosen
    ? chosen.title
    : answered
      ? (picked?.title ?? '')
      : reverse.error && !reverse.loading
        ? t('map.centreFailed', { msg: reverse.error.message })
        : t('map.centreLoading');

  return (
    <main className="map-picker">
      <NavBar
        onBack={back}
        backIcon={
          <span aria-label={t('common.back')} role="img">
            ‹
          </span>
        }
        right={
          <Button size="small" color="primary" disabled={!picked} onClick={confirm}>
            {t('map.confirm')}
          </Button>
        }
      >
        <h1 className="map-title">{t('map.title')}</h1>
      </NavBar>
      <div className="map-search">
        <SearchBar
          placeholder={t('map.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => v.trim() && search.run(v.trim())}
          clearable={false}
          aria-label={t('map.searchPlaceholder')}
        />
      </div>
      {k !== '' ? (
        <List
          header={reference ? t('map.resultsFromPin') : t('map.results')}
          className="map-list"
          aria-busy={searching}
        >
          {searching && (
            <List.Item className="map-searching" arrowIcon={false}>
              <span role="status" data-testid="map-searching">
                {t('map.searching')}
              </span>
            </List.Item>
          )}
          {searchError && <List.Item arrowIcon={false}>{searchError.message || t('map.errSystem')}</List.Item>}
          {!searching && !searchError && results.length === 0 && <List.Item>{t('map.noResults')}</List.Item>}
          {!searching && results.map((p) => placeItem(p, () => goTo(p)))}
        </List>
      ) : (
        <>
          <div
            className={`map-stage map-stage--${tiles === 'ok' ? 'tiles' : 'grid'}`}
            data-centre={centre ? `${centre.latitude.toFixed(6)},${centre.longitude.toFixed(6)}` : undefined}
          >
            {tiles === 'ok' ? (
              <>
                <LeafletMap
                  tileUrl={env.mapTileUrl}
                  start={centre ?? here ?? DEFAULT_CENTRE}
                  zoom={ZOOM}
                  label={t('map.mapLabel')}
                  control={control}
                  onMoveEnd={(c) => {
                    setCentre(c);
                    if (chosen && !samePoint(c, chosen)) setChosen(null);
                  }}
                  onDragStart={() => setFollowMe(false)}
                  onTilesFailed={() => setTiles('failed')}
                />
                <span className="map-pin" aria-hidden="true" data-testid="map-pin" />
              </>
            ) : (
              <>
                <PlacesMap
                  center={centre}
                  places={nearby}
                  selectedId={chosen?.id ?? null}
                  onSelect={goTo}
                  label={t('map.gridLabel')}
                />
                <p className="map-grid-note" role="note" data-testid="map-grid-note">
                  {t(tiles === 'none' ? 'map.gridNoSource' : 'map.gridNoTiles')}
                </p>
              </>
            )}
            <button
              type="button"
              className="map-locate"
              aria-label={t('map.useMyLocation')}
              onClick={() => void locate()}
              data-testid="map-locate"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <circle cx="12" cy="12" r="4" fill="currentColor" />
                <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <section className="map-centre" aria-live="polite">
            <p className="map-picked" data-testid="picked" aria-busy={!picked}>
              <span className="map-picked-label">{t('map.selectedLabel')}</span>
              {centreLine}
            </p>
            <p className="map-me" data-testid="my-address">
              {t('map.myLocationLabel')}
              {me.status === 'ready'
                ? me.location?.address
                : me.status === 'locating'
                  ? t('map.locating')
                  : t('map.locateFailed', { msg: me.error ?? '' })}
            </p>
          </section>
          <List header={reference ? t('map.nearbyFromPin') : t('map.nearby')} className="map-list">
            {nearby.map((p) => placeItem(p, () => goTo(p)))}
          </List>
        </>
      )}
    </main>
  );
}
