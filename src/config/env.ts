// The validated build-time settings (VITE_*). Every other module reads settings from here.
import { MOCK_TILE_URL, SETTING_DEFAULTS, TENCENT_LBS_BASE, type SettingName } from './defaults';

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export interface Env {
  apiBase: string;
  appTitle: string;
  appLabel: string;
  signSecret: string;
  wxAppId: string;
  wxOauthUrl: string;
  wxScope: 'snsapi_base' | 'snsapi_userinfo';
  wecomAgentId: string;
  lbsKey: string;
  lbsBase: string;
  /** The map's raster tile template ({z}/{x}/{y}); '' = no tile source (the picker's grid). */
  mapTileUrl: string;
}

/** Reads and validates settings; throws with every problem listed, so a bad build fails loudly. */
export function readEnv(raw: RawEnv): Env {
  const problems: string[] = [];
  const get = (name: SettingName): string => {
    const v = raw[name];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : SETTING_DEFAULTS[name];
  };
  const url = (name: SettingName, allowEmpty: boolean): string => {
    const v = get(name).replace(/\/+$/, '');
    if (v === '' && allowEmpty) return v;
    if (!/^https?:\/\/[^\s/]+/.test(v) && !v.startsWith('/'))
      problems.push(`${name} must be an http(s) URL or a path, got "${v}"`);
    return v;
  };
  const scope = get('VITE_WX_SCOPE');
  if (scope !== 'snsapi_base' && scope !== 'snsapi_userinfo')
    problems.push(`VITE_WX_SCOPE must be snsapi_base or snsapi_userinfo, got "${scope}"`);
  const label = get('VITE_APP_LABEL');
  if (!/^[A-Za-z0-9-]+$/.test(label)) problems.push(`VITE_APP_LABEL must be letters, digits or '-', got "${label}"`);
  const agent = get('VITE_WECOM_AGENT_ID');
  if (!/^\d+$/.test(agent)) problems.push(`VITE_WECOM_AGENT_ID must be a number, got "${agent}"`);
  const env: Env = {
    apiBase: url('VITE_API_BASE', true),
    appTitle: get('VITE_APP_TITLE'),
    appLabel: label,
    signSecret: get('VITE_SIGN_SECRET'),
    wxAppId: get('VITE_WX_APPID'),
    wxOauthUrl: url('VITE_WX_OAUTH_URL', false),
    wxScope: scope === 'snsapi_userinfo' ? 'snsapi_userinfo' : 'snsapi_base',
    wecomAgentId: agent,
    lbsKey: get('VITE_LBS_KEY'),
    lbsBase: '',
    mapTileUrl: '',
  };
  // The location service: '' / 'same-origin' = this origin (the mock) when the API is too, else Tencent's host.
  const lbs = get('VITE_LBS_BASE');
  env.lbsBase =
    lbs === '' || lbs === 'same-origin' ? (env.apiBase === '' ? '' : TENCENT_LBS_BASE) : url('VITE_LBS_BASE', false);
  // Map tiles: the operator's licensed source, else the mock's drawing while the mock is the backend.
  const tiles = get('VITE_MAP_TILE_URL');
  if (tiles === '') env.mapTileUrl = env.apiBase === '' ? MOCK_TILE_URL : '';
  else if (
    !/^(https:\/\/[^\s/]+|http:\/\/[^\s/]+|\/)\S*$/.test(tiles) ||
    !['{z}', '{x}', '{y}'].every((p) => tiles.includes(p))
  )
    problems.push(`VITE_MAP_TILE_URL must be an http(s) URL or a path with {z}, {x} and {y}, got "${tiles}"`);
  else env.mapTileUrl = tiles;
  if (problems.length) throw new Error(`Invalid settings:\n- ${problems.join('\n- ')}`);
  return env;
}

export const env: Env = readEnv(import.meta.env as RawEnv);
