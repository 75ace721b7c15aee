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
  /**
   * What the person does in WeChat Pay's sheet, one entry per getBrandWCPayRequest (then 'ok'); a test may
   * push more later with `window.__wxPayResults.push(...)`. On 'ok' the bridge first has the emulated WeChat
   * Pay confirm the payment (POST /__wxpay/confirm, as WeChat's notification reaches the backend), unless
   * `payNotify` is false: then WeChat says ok and the backend hears nothing until the test confirms it.
   */
  payResults?: ('ok' | 'cancel' | 'fail')[];
  payNotify?: boolean;
  /**
   * What the person does with WeChat's subscribe open tag (<wx-open-subscribe>), one entry per tap on its button
   * (then 'all'): accept every offered template ('all'), accept only the ids listed, refuse them all ('none': a
   * `success` event whose templates are all rejected), or the tag fails ('error': an `error` event). A test may
   * push more later with `window.__wxSubscribeResults.push(...)`. Taps are recorded in `window.__wxCalls` as
   * `openTag:subscribe` with the offered templates.
   */
  subscribeResults?: ('all' | 'none' | 'error' | string[])[];
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
      if (result === null) return { errMsg: 'scanQRCode:cancel' };
      // As WeChat answers: the text itself on Android, wrapped as JSON on iOS (the JS-SDK unwraps it there).
      const ios = /iphone|ipad/i.test(navigator.userAgent);
      return { errMsg: 'scanQRCode:ok', resultStr: ios ? JSON.stringify({ scan_code: { scan_type: 'QR_CODE', scan_result: result } }) : result };
    }
    return { errMsg: api + ':ok' };
  };
  const payResults = (options.payResults || []).slice();
  Object.defineProperty(window, '__wxPayResults', { value: payResults });
  const pay = async (args) => {
    const result = payResults.length ? payResults.shift() : 'ok';
    if (result === 'ok' && options.payNotify !== false) {
      const res = await fetch('/__wxpay/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ package: args.package, paySign: args.paySign, result }) });
      const body = await res.json();
      if (body.code !== 0) return { err_msg: 'get_brand_wcpay_request:fail', err_desc: body.msg };
    }
    return { err_msg: 'get_brand_wcpay_request:' + result };
  };
  // WeChat's subscribe open tag: WeChat draws the tag's template and fires success or error on the element.
  const subscribeResults = (options.subscribeResults || []).slice();
  Object.defineProperty(window, '__wxSubscribeResults', { value: subscribeResults });
  if (window.customElements && !customElements.get('wx-open-subscribe')) {
    customElements.define('wx-open-subscribe', class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        const tpl = this.querySelector('script[type="text/wxtag-template"]');
        root.innerHTML = tpl ? tpl.textContent : '';
        root.addEventListener('click', () => {
          const offered = (this.getAttribute('template') || '').split(',').filter(Boolean);
          calls.push({ name: 'openTag:subscribe', args: { template: offered }, href: location.href });
          const result = subscribeResults.length ? subscribeResults.shift() : 'all';
          setTimeout(() => {
            if (result === 'error') {
              this.dispatchEvent(new CustomEvent('error', { detail: { errCode: 2, errMsg: 'subscribe:fail' } }));
              return;
            }
            const accepted = result === 'all' ? offered : result === 'none' ? [] : result;
            const details = {};
            for (const id of offered) details[id] = JSON.stringify({ status: accepted.includes(id) ? 'accept' : 'reject' });
            this.dispatchEvent(new CustomEvent('success', { detail: { errMsg: 'subscribe:ok', subscribeDetails: JSON.stringify(details) } }));
          }, 5);
        });
      }
    });
  }
  window.WeixinJSBridge = {
    invoke(name, args, cb) {
      calls.push({ name, args: JSON.parse(JSON.stringify(args || {})), href: location.href });
      if (name === 'getBrandWCPayRequest') return void pay(args || {}).then((res) => cb && cb(res));
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
