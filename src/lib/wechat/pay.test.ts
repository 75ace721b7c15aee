// WeChat Pay's JSAPI: the sheet's answer read as ok, cancel or fail (never as "paid"), and the bridge
// waited for when the page runs before WeixinJSBridge is ready.
import { afterEach, describe, expect, it } from 'vitest';
import { requestWxPayment, wxPayOutcome } from './pay';

const params = {
  appId: 'wx1',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 's',
};
const win = window as unknown as { WeixinJSBridge?: unknown };

afterEach(() => {
  delete win.WeixinJSBridge;
});

describe('wechat pay', () => {
  it('reads the answer of getBrandWCPayRequest', () => {
    expect(wxPayOutcome({ err_msg: 'get_brand_wcpay_request:ok' })).toBe('ok');
    expect(wxPayOutcome({ err_msg: 'get_brand_wcpay_request:cancel' })).toBe('cancel');
    expect(wxPayOutcome({ err_msg: 'get_brand_wcpay_request:fail' })).toBe('fail');
    expect(wxPayOutcome({ errMsg: 'getBrandWCPayRequest:ok' })).toBe('ok');
    expect(wxPayOutcome(null)).toBe('fail');
  });

  it('invokes the bridge with the prepay parameters, waiting for WeixinJSBridgeReady', async () => {
    const calls: unknown[] = [];
    const outcome = requestWxPayment(params);
    win.WeixinJSBridge = {
      invoke(name: string, args: unknown, cb: (res: unknown) => void) {
        calls.push([name, args]);
        cb({ err_msg: 'get_brand_wcpay_request:cancel' });
      },
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await outcome).toBe('cancel');
    expect(calls).toEqual([['getBrandWCPayRequest', params]]);
  });
});
