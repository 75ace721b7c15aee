// A small offline map picture: the places plotted around the centre (equirectangular projection
// scaled to fit), the centre as "me", the selected place highlighted. Tapping a dot selects it.
import type { LatLng, MapPlace } from '@/lib/lbs/types';

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
  const span = Math.max(1e-4, ...pts.map((q) => Math.abs(q.x)), ...pts.map((q) => Math.abs(q.y)));
  const scale = Math.min((W / 2 - PAD) / span, (H / 2 - PAD) / span);
  const px = (x: number) => W / 2 + x * scale;
  const py = (y: number) => H / 2 - y * scale;
  // Scale bar: the metres of 60 px.
  const metresPer60 = Math.round(((60 / scale) * Math.PI * 6378136.49) / 180);
  return (
    <svg className="map-canvas" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <rect x="0" y="0" width={W} height={H} fill="#eef3ea" />
      <path d={`M0 ${H * 0.62} C ${W * 0.3} ${H * 0.5}, ${W * 0.6} ${H * 0.8}, ${W} ${H * 0.66}`} stroke="#fff" strokeWidth="10" fill="none" />
      <path d={`M${W * 0.38} 0 L ${W * 0.45} ${H}`} stroke="#fff" strokeWidth="8" fill="none" />
      <path d={`M${W * 0.7} 0 C ${W * 0.66} ${H * 0.4}, ${W * 0.78} ${H * 0.6}, ${W * 0.74} ${H}`} stroke="#cfe3f5" strokeWidth="12" fill="none" />
      {center && (
        <g>
          <circle cx={px(0)} cy={py(0)} r="14" fill="rgba(22,119,255,0.18)" />
          <circle cx={px(0)} cy={py(0)} r="6" fill="#1677ff" stroke="#fff" strokeWidth="2" />
        </g>
      )}
      {pts.map(({ p, x, y }) => {
        const sel = p.id === selectedId;
        return (
          <g key={p.id} onClick={() => onSelect(p)} style={{ cursor: 'pointer' }}>
            <title>{p.title}</title>
            <circle cx={px(x)} cy={py(y)} r={sel ? 8 : 5} fill={sel ? '#ff3141' : '#ff8f1f'} stroke="#fff" strokeWidth="2" />
          </g>
        );
      })}
      <g transform={`translate(${W - 80} ${H - 14})`}>
        <line x1="0" y1="0" x2="60" y2="0" stroke="#333" strokeWidth="2" />
        <text x="30" y="-4" fontSize="10" textAnchor="middle" fill="#333">
          {metresPer60 >= 1000 ? `${(metresPer60 / 1000).toFixed(1)} km` : `${metresPer60} m`}
        </text>
      </g>
    </svg>
  );
}
