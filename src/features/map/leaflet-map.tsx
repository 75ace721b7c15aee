// A Leaflet map over the raster tile template (docs/product.md#maps), for the location picker: it reports
// where its centre is after each move, the person's drags, and a failure when no tile of the first
// view loads (the picker then shows its plain grid). Coordinates in and out are GCJ-02, as the tile
// sources (Tencent's, AMap's, the mock's) draw them. Leaflet comes with the picker's route only.
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useMemoizedFn } from 'ahooks';
import { map as leafletMap, tileLayer, type Map as LMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@/rules/distance';

/** Without a single tile after this long, the tiles are taken as unreachable (a source that hangs). */
export const TILE_TIMEOUT_MS = 10_000;

export interface MapControl {
  /** Moves the map to a point (its zoom kept, or `zoom`). */
  moveTo(p: LatLng, zoom?: number): void;
}

export interface LeafletMapProps {
  tileUrl: string;
  /** Where the map opens. */
  start: LatLng;
  zoom: number;
  /** The map's accessible name. */
  label: string;
  /** The centre after every move (the first view included). */
  onMoveEnd: (centre: LatLng) => void;
  onMoveStart?: () => void;
  /** The person drags the map (a move of theirs, not one the app made). */
  onDragStart?: () => void;
  /** No tile of the first view loaded. */
  onTilesFailed: () => void;
  control?: Ref<MapControl>;
}

export function LeafletMap({
  tileUrl,
  start,
  zoom,
  label,
  onMoveEnd,
  onMoveStart,
  onDragStart,
  onTilesFailed,
  control,
}: LeafletMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LMap | null>(null);
  const moveEnd = useMemoizedFn(onMoveEnd);
  const moveStart = useMemoizedFn(() => onMoveStart?.());
  const dragStart = useMemoizedFn(() => onDragStart?.());
  const tilesFailed = useMemoizedFn(onTilesFailed);
  const startAt = useRef({ start, zoom });

  useImperativeHandle(control, () => ({
    moveTo(p, z) {
      mapRef.current?.setView([p.latitude, p.longitude], z ?? mapRef.current.getZoom());
    },
  }));

  useEffect(() => {
    if (!el.current) return;
    const { start: s, zoom: z } = startAt.current;
    const m = leafletMap(el.current, {
      center: [s.latitude, s.longitude],
      zoom: z,
      minZoom: 4,
      maxZoom: 18,
      attributionControl: false,
      zoomSnap: 1,
    });
    mapRef.current = m;
    let loaded = 0;
    let failed = 0;
    let gaveUp = false;
    const giveUp = () => {
      if (gaveUp || loaded > 0) return;
      gaveUp = true;
      tilesFailed();
    };
    const layer = tileLayer(tileUrl, { maxZoom: 18, tileSize: 256 });
    layer.on('tileload', () => (loaded += 1));
    layer.on('tileerror', () => (failed += 1));
    // Every tile of the view has answered: none of them loaded is a failure.
    layer.on('load', () => loaded === 0 && failed > 0 && giveUp());
    const timer = window.setTimeout(giveUp, TILE_TIMEOUT_MS);
    layer.addTo(m);
    const report = () => {
      const c = m.getCenter();
      moveEnd({ latitude: c.lat, longitude: c.lng });
    };
    m.on('moveend', report);
    m.on('movestart', moveStart);
    m.on('dragstart', dragStart);
    // The first view's moveend came before these listeners.
    report();
    return () => {
      window.clearTimeout(timer);
      m.remove();
      mapRef.current = null;
    };
  }, [tileUrl, moveEnd, moveStart, dragStart, tilesFailed]);

  return <div ref={el} className="map-leaflet" role="region" aria-label={label} data-testid="map-leaflet" />;
}
