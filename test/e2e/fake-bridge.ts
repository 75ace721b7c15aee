// A fake WeixinJSBridge injected into the page by an init script: it records every invoke in
// `window.__wxCalls` and answers like WeChat does, so the app's JS-SDK path runs in Chromium.

/** Answers by bridge method name; anything else answers `<name>:ok`. */
export interface BridgeOptions {
  location?: { latitude: number; longitude: number };
  /** Make preVerifyJSAPI (wx.config) fail. */
  failConfig?: boolean;
  /**
   * What scanQRCode answers (needResult); a test may change it later with `window.__wxScanResult = '...'`,
   * or make the person cancel with `window.__wxScanResult = null`.
   */
  scanResult?: string;
}

export function fakeBridgeScript(options: BridgeOptions = {}): string {
  return `(() => {
  const options = ${JSON.stringify(options)};
  const apiName = { preVerifyJSAPI: 'config', geoLocation: 'getLocation', imagePreview: 'previewImage' };
  const calls = [];
  const handlers = {};
  Object.defineProperty(window, '__wxCalls', { value: calls });
  const answer = (name, args) => {
    const api = apiName[name] || name;
    if (name === 'preVerifyJSAPI' && options.failConfig) return { errMsg: 'config:invalid signature' };
    if (name === 'geoLocation') {
      const loc = options.location || { latitude: 31.2304, longitude: 121.4737 };
      return { errMsg: 'getLocation:ok', latitude: loc.latitude, longitude: loc.longitude, accuracy: 30, speed: 0 };
    }
    if (name === 'chooseImage') return { errMsg: 'chooseImage:ok', localIds: '["wxlocalresource://fake1"]' };
    // A 2x2 PNG, as WeChat hands back a picked image's data (iOS gives a data URL, Android bare base64).
    if (name === 'getLocalImgData') return { errMsg: 'getLocalImgData:ok', localData: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==' };
    if (name === 'scanQRCode') {
      const result = '__wxScanResult' in window ? window.__wxScanResult : options.scanResult ?? 'QIHUO-TEST';
      return result === null ? { errMsg: 'scanQRCode:cancel' } : { errMsg: 'scanQRCode:ok', resultStr: result };
    }
    return { errMsg: api + ':ok' };
  };
  window.WeixinJSBridge = {
    invoke(name, args, cb) {
      calls.push({ name, args: JSON.parse(JSON.stringify(args || {})), href: location.href });
      setTimeout(() => cb && cb(answer(name, args)), 5);
    },
    call(name) {
      calls.push({ name, args: {}, href: location.href });
    },
    on(name, cb) {
      handlers[name] = cb;
    },
  };
})();`;
}
