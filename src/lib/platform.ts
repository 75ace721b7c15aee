// Where the page runs, from the user agent (docs/product.md#environments): WeCom before WeChat, then Douyin.
export type Platform = 'wechat' | 'wecom' | 'douyin' | 'web';

export interface Environment {
  platform: Platform;
  /** Inside a WeChat mini-program's web-view. */
  miniProgram: boolean;
  ios: boolean;
  mobile: boolean;
}

export function detectEnvironment(ua: string = globalThis.navigator?.userAgent ?? ''): Environment {
  const lower = ua.toLowerCase();
  const platform: Platform = lower.includes('wxwork')
    ? 'wecom'
    : lower.includes('micromessenger')
      ? 'wechat'
      : lower.includes('aweme') || lower.includes('bytedancewebview')
        ? 'douyin'
        : 'web';
  return {
    platform,
    miniProgram:
      lower.includes('miniprogram') ||
      (globalThis as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram',
    ios: /iphone|ipad|ipod/.test(lower),
    mobile: /android|iphone|ipad|ipod|mobile|harmonyos/.test(lower),
  };
}
