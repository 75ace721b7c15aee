// The only module that touches `wx` and `WeixinJSBridge`: wx.config once per page load, a typed
// promise API over the JS-SDK, and a working fallback for each call outside WeChat.
import type WxSdk from 'weixin-js-sdk';
import type { Platform } from '@/lib/platform';
import { mapAppUrl } from '@/lib/lbs/map-app-url';
import { cleanLink } from '@/lib/share-link';
import { jsSdkReleased, jsSdkSetUp, releaseJsSdk, resetJsSdkRelease } from './sdk-release';

type Wx = typeof WxSdk;
/** WeCom's agentConfig is not in weixin-js-sdk's types. */
interface AgentConfigParams {
  corpid: string;
  agentid: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  success?: () => void;
  fail?: (res: { errMsg: string }) => void;
}
type WxWithAgent = Wx & { agentConfig?: (params: AgentConfigParams) => void };

interface Bridge {
  invoke(name: string, args: unknown, cb?: (res: unknown) => void): void;
  call(name: string): void;
}

export interface SignedConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}
export interface SignedAgentConfig {
  corpid: string;
  agentid: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface SdkSetup {
  platform: Platform;
  ios: boolean;
  /** The URL the page was entered with (saved at start-up), without its hash. */
  entryUrl: string;
  fetchConfig(url: string): Promise<SignedConfig>;
  fetchAgentConfig(url: string, agentId: string): Promise<SignedAgentConfig>;
  agentId: string;
}

/** The JS APIs the app uses (wx.config's jsApiList). */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'chooseImage',
  'getLocalImgData',
  'getLocation',
  'openLocation',
  'scanQRCode',
  'closeWindow',
] as const;

/** The open tags the app uses (wx.config's openTagList): the subscribe-message tag after paying or joining (lib/wechat/subscribe.ts). */
export const OPEN_TAG_LIST = ['wx-open-subscribe'] as const;

/** How long any call waits for wx.ready before giving up (nothing waits forever). */
export const READY_TIMEOUT_MS = 8000;

/** The URL wx.config is signed for: the entry URL on iOS, the current one (no hash) elsewhere. */
export function signatureUrl(ios: boolean, entryUrl: string, href: string): string {
  return (ios ? entryUrl : href).split('#')[0] ?? '';
}

const inWeixin = (p: Platform) => p === 'wechat' || p === 'wecom';

let wxLoad: Promise<WxWithAgent | null> | null = null;
let ready: Promise<boolean> | null = null;
let currentPlatform: Platform = 'web';

function loadWx(): Promise<WxWithAgent | null> {
  wxLoad ??= import('weixin-js-sdk').then((m) => (m.default ?? (m as unknown as Wx)) as WxWithAgent).catch(() => null);
  return wxLoad;
}

// The SDK's code (4 KB gzip) is off every first screen's path (none needs it): it loads once released,
// by app/route-page.tsx when idle after the first screen, or by the first call that needs wx. In WeChat this
// wrapper too: app/bootstrap.ts holds the set-up (configureJsSdk) until the release (sdk-release.ts).
export { releaseJsSdk } from './sdk-release';

function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * Runs wx.config (and agentConfig in WeCom) once per page load; outside WeChat it resolves false at
 * once. Never throws: a failed signature or a bridge that never answers resolves false.
 */
export function configureJsSdk(setup: SdkSetup): Promise<boolean> {
  currentPlatform = setup.platform;
  if (ready) return ready;
  if (!inWeixin(setup.platform)) {
    ready = Promise.resolve(false);
    return ready;
  }
  const url = signatureUrl(setup.ios, setup.entryUrl, window.location.href);
  // The signature at once; the code once released (the time limit counts from then).
  const signature = setup.fetchConfig(url);
  signature.catch(() => undefined); // run() reports it
  const run = async (): Promise<boolean> => {
    const [wx, signed] = await Promise.all([loadWx(), signature]);
    if (!wx) return false;
    const configured = await new Promise<boolean>((resolve) => {
      wx.ready(() => resolve(true));
      wx.error(() => resolve(false));
      wx.config({
        debug: false,
        appId: signed.appId,
        timestamp: signed.timestamp,
        nonceStr: signed.nonceStr,
        signature: signed.signature,
        // weixin-js-sdk's ApiMethod list lacks closeWindow and getLocalImgData, which WeChat has.
        jsApiList: [...JS_API_LIST] as unknown as Parameters<Wx['config']>[0]['jsApiList'],
        openTagList: [...OPEN_TAG_LIST],
      });
    });
    if (!configured || setup.platform !== 'wecom') return configured;
    const agent = await setup.fetchAgentConfig(url, setup.agentId);
    return new Promise<boolean>((resolve) => {
      const params = { ...agent, jsApiList: [...JS_API_LIST] };
      if (typeof wx.agentConfig === 'function')
        return wx.agentConfig({ ...params, success: () => resolve(true), fail: () => resolve(false) });
      // weixin-js-sdk 1.6 has no agentConfig: ask WeCom's bridge directly, as WeCom's own SDK does.
      const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
      if (!bridge) return resolve(false);
      bridge.invoke('agentConfig', params, (res) =>
        resolve(/:ok$/.test(String((res as { errMsg?: string } | null)?.errMsg ?? ''))),
      );
    });
  };
  ready = jsSdkReleased().then(() => withTimeout(run(), READY_TIMEOUT_MS, false));
  return ready;
}

/**
 * Resolves the ready wx, or null (not WeChat, config failed, or time-out). What a person asked for (a
 * tap) releases the SDK's code at once; a page's own set-up (its share card, the location) waits for
 * the release after the first screen.
 */
export async function readyWx(asked: 'tap' | 'setup' = 'tap'): Promise<WxWithAgent | null> {
  if (asked === 'tap') releaseJsSdk();
  // In WeChat the set-up waits for the release (app/bootstrap.ts): configureJsSdk has run once it is over.
  if (!ready) await jsSdkSetUp();
  if (!inWeixin(currentPlatform) || !ready) return null;
  const ok = await withTimeout(ready, READY_TIMEOUT_MS, false);
  return ok ? loadWx() : null;
}

/** Whether WeChat's open tags can be shown (in WeChat, wx.config done with OPEN_TAG_LIST); a person's step asked for it. */
export async function openTagsReady(): Promise<boolean> {
  return (await readyWx('tap')) !== null;
}

// ---- Share ------------------------------------------------------------------------------------

export interface ShareData {
  title: string;
  desc: string;
  /** Absolute link; code, state, token and openid are removed from it. */
  link: string;
  imgUrl: string;
}

/**
 * A link safe to share: no OAuth code, state, token, openid or user code in its query (lib/share-link). The
 * hash route keeps its own query (an activity's `code` there is the activity's, not an OAuth code; `inv`).
 */
export function cleanShareLink(link: string): string {
  return cleanLink(link, window.location.href);
}

/** In WeChat: sets the share data of the menu (friends and timeline). Elsewhere: nothing to set. */
export async function setShareData(data: ShareData): Promise<boolean> {
  const wx = await readyWx('setup');
  if (!wx) return false;
  const clean = { ...data, link: cleanShareLink(data.link) };
  const set = (fn: 'updateAppMessageShareData' | 'updateTimelineShareData') =>
    new Promise<boolean>((resolve) =>
      wx[fn]({ ...clean, success: () => resolve(true), cancel: () => resolve(false) } as never),
    );
  const [a, b] = await Promise.all([set('updateAppMessageShareData'), set('updateTimelineShareData')]);
  return a && b;
}

export type ShareOutcome = 'menu' | 'shared' | 'copied' | 'failed';

/**
 * A share button: in WeChat the share is done from the menu ('menu': show a hint); elsewhere the
 * Web Share API, else the link is copied.
 */
export async function share(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  const link = cleanShareLink(data.link);
  if (inWeixin(currentPlatform)) {
    await setShareData({ ...data, link });
    return 'menu';
  }
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, text: data.desc, url: link });
      return 'shared';
    } catch (e) {
      if ((e as { name?: string }).name === 'AbortError') return 'failed';
    }
  }
  try {
    await nav.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'failed';
  }
}

// ---- Images -----------------------------------------------------------------------------------

export interface ChooseImageOptions {
  count?: number;
  sourceType?: ('album' | 'camera')[];
}

/** Picks images with a file input (the fallback everywhere, and in WeChat when the SDK is not ready). */
export function pickFiles(options: ChooseImageOptions = {}): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = (options.count ?? 1) > 1;
    if (options.sourceType?.length === 1 && options.sourceType[0] === 'camera')
      input.setAttribute('capture', 'environment');
    input.style.display = 'none';
    let done = false;
    const finish = (files: File[]) => {
      if (done) return;
      done = true;
      input.remove();
      resolve(files.slice(0, options.count ?? 9));
    };
    input.addEventListener('change', () => finish([...(input.files ?? [])]));
    input.addEventListener('cancel', () => finish([]));
    document.body.appendChild(input);
    input.click();
  });
}

function dataUrlToFile(data: string, name: string): File {
  const base64 = data.includes(',') ? data.slice(data.indexOf(',') + 1) : data;
  const mime = /^data:([^;]+);/.exec(data)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: mime });
}

/** Chooses images as Files: WeChat's picker (read back with getLocalImgData), else a file input. */
export async function chooseImage(options: ChooseImageOptions = {}): Promise<File[]> {
  const wx = await readyWx();
  if (!wx) return pickFiles(options);
  const localIds = await new Promise<string[] | null>((resolve) => {
    wx.chooseImage({
      count: options.count ?? 1,
      sizeType: ['compressed'],
      sourceType: options.sourceType ?? ['album', 'camera'],
      success: (res: { localIds: string[] | string }) =>
        resolve(Array.isArray(res.localIds) ? res.localIds : (JSON.parse(res.localIds) as string[])),
      cancel: () => resolve([]),
      fail: () => resolve(null),
    } as never);
  });
  if (localIds === null) return pickFiles(options);
  const files: File[] = [];
  for (const [i, localId] of localIds.entries()) {
    const data = await new Promise<string>((resolve) => {
      (wx as unknown as { getLocalImgData(p: unknown): void }).getLocalImgData({
        localId,
        success: (res: { localData?: string }) => resolve(res.localData ?? ''),
        fail: () => resolve(''),
      });
    });
    if (data) files.push(dataUrlToFile(data, `wx-image-${i + 1}.jpg`));
  }
  return files.length || localIds.length === 0 ? files : pickFiles(options);
}

// ---- Location ---------------------------------------------------------------------------------

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/**
 * WeChat's getLocation (GCJ-02). Rejects outside WeChat or when the person refuses; the browser and
 * IP fallbacks live in lib/lbs/my-location, which takes this as its WeChat source.
 */
export async function wechatLocation(): Promise<Position> {
  const wx = await readyWx('setup');
  if (!wx) throw new Error('getLocation: not in WeChat');
  return new Promise<Position>((resolve, reject) => {
    wx.getLocation({
      type: 'gcj02',
      success: (res: { latitude: number; longitude: number; accuracy?: number }) =>
        resolve({
          latitude: Number(res.latitude),
          longitude: Number(res.longitude),
          accuracy: Number(res.accuracy ?? 0),
        }),
      fail: (res: { errMsg?: string }) => reject(new Error(res?.errMsg ?? 'getLocation:fail')),
      cancel: () => reject(new Error('getLocation:cancel')),
    } as never);
  });
}

export interface PlaceToOpen {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
}

/** Shows a place (GCJ-02): WeChat's map inside WeChat, else the system's map app through AMap's URI (lib/lbs/map-app-url). */
export async function openLocation(place: PlaceToOpen, referer = 'qihuo'): Promise<void> {
  const wx = await readyWx();
  if (wx) {
    wx.openLocation({
      latitude: Number(place.latitude),
      longitude: Number(place.longitude),
      name: place.name,
      address: place.address,
      scale: 16,
    } as never);
    return;
  }
  window.open(mapAppUrl(place, referer), '_blank', 'noopener');
}

/** What a scan gave: the code's text, the person cancelling, or nothing that can be read. */
export type ScanOutcome = { text: string } | 'cancelled' | 'unreadable';

/**
 * The text of a scan's `resultStr`: WeChat answers the text itself on Android and `{"scan_code":{"scan_result":
 * ...}}` on iOS, which the JS-SDK unwraps there; a wrapped answer it left as is is unwrapped here. Empty or not
 * text: null.
 */
export function scanText(resultStr: unknown): string | null {
  if (typeof resultStr !== 'string' || resultStr.trim() === '') return null;
  if (resultStr.startsWith('{') && resultStr.includes('scan_code')) {
    try {
      const wrapped = JSON.parse(resultStr) as { scan_code?: { scan_result?: unknown } };
      return scanText(wrapped.scan_code?.scan_result);
    } catch {
      return resultStr;
    }
  }
  return resultStr;
}

/** Scans a QR code in WeChat; elsewhere resolves null (the caller offers typing the code instead). */
export async function scanQRCode(): Promise<ScanOutcome | null> {
  const wx = await readyWx();
  if (!wx) return null;
  return new Promise((resolve) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      success: (res: { resultStr?: unknown }) => {
        const text = scanText(res.resultStr);
        resolve(text === null ? 'unreadable' : { text });
      },
      fail: () => resolve('unreadable'),
      cancel: () => resolve('cancelled'),
    } as never);
  });
}

/** Test hook: forget the per-page-load configuration. */
export function resetJsSdkForTests(): void {
  ready = null;
  resetJsSdkRelease();
  currentPlatform = 'web';
}
