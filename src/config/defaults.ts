// Default values of the build-time settings. Shared by the client (env.ts) and the mock backend,
// so that a build with no settings and the mock always agree.
export const SETTING_DEFAULTS = {
  VITE_API_BASE: '',
  VITE_APP_TITLE: 'Qihuo',
  VITE_APP_LABEL: 'qihuo',
  VITE_SIGN_SECRET: 'qihuo-demo-sign-secret',
  VITE_WX_APPID: 'wx5eed0c0ffee0a1b2',
  VITE_WX_OAUTH_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  VITE_WX_SCOPE: 'snsapi_base',
  VITE_WECOM_AGENT_ID: '1000042',
  VITE_LBS_KEY: 'QIHUO-DEMO-LBS-KEY-0000-0000-0000',
  /** '' (or 'same-origin'): this origin when VITE_API_BASE is also empty (the mock), else https://apis.map.qq.com. */
  VITE_LBS_BASE: '',
  /**
   * The map picker's raster tiles, a template with {z}, {x}, {y} (and optionally {s}): '' = the mock's
   * MOCK_TILE_URL while VITE_API_BASE is empty, else none (the picker shows its plain grid and says why).
   */
  VITE_MAP_TILE_URL: '',
} as const;

/** The tiles the mock draws (mock/tiles.ts). */
export const MOCK_TILE_URL = '/__tiles/{z}/{x}/{y}.png';

/** The Tencent location service's real host. */
export const TENCENT_LBS_BASE = 'https://apis.map.qq.com';

export type SettingName = keyof typeof SETTING_DEFAULTS;

/** App version sent in the `version` header and shown in the site footer. */
export const APP_VERSION = '1.0.0';
