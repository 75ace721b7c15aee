// JS-SDK helpers outside WeChat: the signed URL rule, clean share links and every fallback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanShareLink,
  configureJsSdk,
  resetJsSdkForTests,
  scanQRCode,
  scanText,
  share,
  signatureUrl,
  wechatLocation,
} from './sdk';

afterEach(() => resetJsSdkForTests());

describe('signature URL', () => {
  it('is the entry URL on iOS and the current one without hash elsewhere', () => {
    const entry = 'https://h5.example/?code=c1&state=s';
    const now = 'https://h5.example/#/pages/tabbar/cart';
    expect(signatureUrl(true, entry, now)).toBe(entry);
    expect(signatureUrl(false, entry, now)).toBe('https://h5.example/');
  });
});

describe('share links', () => {
  it('drop code, state, token and openid but keep the route and its own code', () => {
    const link = cleanShareLink(
      'https://h5.example/?code=wxc&state=s&from=share&openid=o1#/pages/activity/detail?code=A1&token=t',
    );
    expect(link).toBe('https://h5.example/?from=share#/pages/activity/detail?code=A1');
  });

  it('use the Web Share API, else copy the link, outside WeChat', async () => {
    const data = {
      title: 'T',
      desc: 'D',
      link: 'https://h5.example/?code=x#/pages/activity/detail?code=A1',
      imgUrl: '',
    };
    const shareFn = vi.fn().mockResolvedValue(undefined);
    expect(await share(data, { share: shareFn } as unknown as Navigator)).toBe('shared');
    expect(shareFn).toHaveBeenCalledWith({
      title: 'T',
      text: 'D',
      url: 'https://h5.example/#/pages/activity/detail?code=A1',
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await share(data, { clipboard: { writeText } } as unknown as Navigator)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://h5.example/#/pages/activity/detail?code=A1');
  });
});

describe('fallbacks', () => {
  it('never wait on wx outside WeChat', async () => {
    const fetchConfig = vi.fn();
    const ok = await configureJsSdk({
      platform: 'web',
      ios: false,
      entryUrl: '',
      fetchConfig,
      fetchAgentConfig: vi.fn(),
      agentId: '1',
    });
    expect(ok).toBe(false);
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(await scanQRCode()).toBeNull();
  });

  it('WeChat location rejects at once outside WeChat, so the browser and IP fallbacks run', async () => {
    await expect(wechatLocation()).rejects.toThrow('not in WeChat');
  });
});

describe("a scan's text", () => {
  it('is the text WeChat answers (Android), or the scan_result of its iOS JSON left unwrapped', () => {
    expect(scanText('QH:12345678')).toBe('QH:12345678');
    expect(scanText(JSON.stringify({ scan_code: { scan_type: 'QR_CODE', scan_result: 'QH:12345678' } }))).toBe(
      'QH:12345678',
    );
  });
  it('is nothing when nothing readable came back', () => {
    expect(scanText(undefined)).toBeNull();
    expect(scanText('')).toBeNull();
    expect(scanText(JSON.stringify({ scan_code: {} }))).toBeNull();
  });
});
