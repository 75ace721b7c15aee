// The picker's fallback when no map tile is reachable (or no tile source is set): a plain grid with the
// places plotted around the centre (equirectangular projection scaled to fit), the centre as "me", the
// selected place highlighted. Tapping a dot selects it. Colours: map-picker.css (theme.css).
import type { MapPlace } from '@/lib/lbs/types';
import type { LatLng } from '@/rules/distance';

interface Props {
  center: LatLng | null;
  places: MapPlace[];
  selectedId: string | null;
  onSelect: (p: MapPlace) => void;
  label: string;
}

const W = 360;
const H = 180;
const PAD = 18;

export function PlacesMap({ center, places, selectedId, onSelect, label }: Props) {
  const c = center ?? places[0] ?? null;
  if (!c) return <div className="map-canvas map-canvas-empty" role="img" aria-label={label} />;
  const cos = Math.cos((c.latitude * Math.PI) / 180);
  const pts = places.map((p) => ({ p, x: (p.longitude - c.longitude) * cos, y: p.latitude - c.latitude }));
  // Fit the places near the centre (within ~20 km); farther ones are pinned to the edge.
  const NEAR = 0.18;
  const near = pts.filter((q) => Math.abs(q.x) <= NEAR && Math.abs(q.y) <= NEAR);
  const fit = near.length ? near : pts;
  const span = Math.max(1e-3, ...fit.map((q) => Math.abs(q.x)), ...fit.map((q) => Math.abs(q.y)));
  const clampX = (x: number) => Math.max(-span * 1.15, Math.min(span * 1.15, x));
  const clampY = (y: number) => Math.max(-span * 1.1, Math.min(span * 1.1, y));
  const scale = Math.min((W / 2 - PAD) / (span * 1.15), (H / 2 - PAD) / (span * 1.1));
  const px = (x: number) => W / 2 + x * scale;
  const py = (y: number) => H / 2 - y * scale;
  // Scale bar: the metres of 60 px.
  const metresPer60 = Math.round(((60 / scale) * Math.PI * 6378136.49) / 180);
  return (
    <svg className="map-canvas" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <rect className="map-grid-ground" x="0" y="0" width={W} height={H} />
      {/* A plain grid, not streets: without tiles nothing pretends to be a road. */}
      {[1, 2, 3, 4, 5].map((k) => (
        <line key={`v${k}`} className="map-grid-line" x1={(W / 6) * k} y1="0" x2={(W / 6) * k} y2={H} />
      ))}
      {[1, 2].map((k) => (
        <line key={`h${k}`} className="map-grid-line" x1="0" y1={(H / 3) * k} x2={W} y2={(H / 3) * k} />
      ))}
      {center && (
        <g>
          <circle className="map-grid-me-halo" cx={px(0)} cy={py(0)} r="14" />
          <circle className="map-grid-me" cx={px(0)} cy={py(0)} r="6" />
        </g>
      )}
      {pts.map(({ p, x, y }) => {
        const sel = p.id === selectedId;
        return (
          <g key={p.id} onClick={() => onSelect(p)} style={{ cursor: 'pointer' }}>
            <title>{p.title}</title>
            <circle
              className={sel ? 'map-grid-place map-grid-place--picked' : 'map-grid-place'}
              cx={px(clampX(x))}
              cy={py(clampY(y))}
              r={sel ? 8 : 5}
            />
          </g>
        );
      })}
      <g transform={`translate(${W - 80} ${H - 14})`}>
        <line className="map-grid-scale" x1="0" y1="0" x2="60" y2="0" />
        <text className="map-grid-scale-text" x="30" y="-4" fontSize="10" textAnchor="middle">
          {metresPer60 >= 1000 ? `${(metresPer60 / 1000).toFixed(1)} km` : `${metresPer60} m`}
        </text>
      </g>
    </svg>
  );
}
