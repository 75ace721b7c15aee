// WeChat Pay's JSAPI inside WeChat and WeCom (docs/product.md#money): getBrandWCPayRequest through WeixinJSBridge,
// which needs no wx.config. Its answer only says what the person did in WeChat's sheet: whether anything was
// paid is the backend's to say (/api/pay/v1/get), never this.

/** WeChat's getBrandWCPayRequest parameters, as the backend's prepay answers them. */
export interface WxPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** What the person did in WeChat's payment sheet: `ok` (WeChat says paid: still to be confirmed), `cancel`, `fail`. */
export type WxPayOutcome = 'ok' | 'cancel' | 'fail';

interface Bridge {
  invoke(name: string, args: unknown, cb?: (res: unknown) => void): void;
}

/** How long the page waits for WeixinJSBridge to appear before it gives up (it is there at once inside WeChat). */
export const BRIDGE_WAIT_MS = 5000;

const bridgeOf = () => (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;

/** The outcome of a getBrandWCPayRequest answer (`err_msg`, or `errMsg` on some clients). */
export function wxPayOutcome(res: unknown): WxPayOutcome {
  const r = (typeof res === 'object' && res !== null ? res : {}) as { err_msg?: unknown; errMsg?: unknown };
  const msg = String(r.err_msg ?? r.errMsg ?? '');
  return msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail';
}

/** Opens WeChat's payment sheet; resolves with what the person did ('fail' when there is no bridge). */
export function requestWxPayment(params: WxPayParams): Promise<WxPayOutcome> {
  return new Promise((resolve) => {
    const run = (bridge: Bridge) =>
      bridge.invoke('getBrandWCPayRequest', { ...params }, (res) => resolve(wxPayOutcome(res)));
    const now = bridgeOf();
    if (now) return run(now);
    const timer = setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        const ready = bridgeOf();
        if (ready) run(ready);
        else resolve('fail');
      },
      { once: true },
    );
  });
}
