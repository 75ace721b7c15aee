// Shared steps of the end-to-end tests beside the harness: a session made through the real login call
// and put into the page's storage, API calls made as a user, JPEGs, pictures settled for screenshots, a sheet
// that has arrived, and what a share poster shows (its size, its QR code's text, a pixel of its cover).
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Payload } from '../../src/lib/request/sign';
import { paths } from '../../src/config/paths';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { backendCall, openPage, type E2eFile, type Opened, type OpenOptions } from './harness';

export interface ApiUser {
  token: string;
  userCode: string;
  name: string;
  phone: string;
  avatar: string;
  balance: number;
  isManager: boolean;
}

/** Calls the mock as the app does (signed, identity headers; with the user's token when given) and returns `data`, or throws the envelope. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  payload: Payload = {},
  user?: Pick<ApiUser, 'token'>,
): Promise<T> {
  const body = await backendCall<T>(baseUrl, path, payload as Record<string, unknown>, user?.token ?? '');
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Logs in through the real API. */
export function apiLogin(baseUrl: string, account: { phone: string; password: string }): Promise<ApiUser> {
  return apiCall<ApiUser>(baseUrl, '/api/client/v1/login', { phone: account.phone, password: account.password });
}

/** Yuan on the wire as fen, the app's integer money. */
export const fen = (yuan: number): number => Math.round(yuan * 100);

/** Fen as the app writes a price: ¥12.30. */
export const money = (f: number): string => `¥${(f / 100).toFixed(2)}`;

/** Fen as the app writes a balance, in groups of thousands: ¥1,050.00. */
export const moneyGrouped = (f: number): string =>
  `¥${(f / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Fills the login page's password form (the demo accounts' password unless told) and taps 登录. */
export async function submitLogin(page: Page, account: { phone: string; password?: string }): Promise<void> {
  await page.locator('input[name=phone]').fill(account.phone);
  await page.locator('input[name=password]').fill(account.password ?? DEMO_RESIDENT.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Logs in on the login page as a person would and waits until the app is back on `redirect`; on a tab screen,
 * past its start screen.
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  account: { phone: string; password?: string },
  redirect: string,
): Promise<void> {
  await page.goto(`${baseUrl}/#${paths.login}?redirect=${encodeURIComponent(redirect)}`);
  await submitLogin(page, account);
  await page.waitForURL((u) => decodeURIComponent(u.hash) === `#${redirect}`);
  if ((Object.values(paths.tab) as string[]).includes(redirect)) await skipStartScreen(page);
}

/** Writes a session into the page's storage as the app keeps it (runs in the page: page.evaluate(writeSession, user)). */
export function writeSession(u: ApiUser): void {
  localStorage.setItem('qihuo_token', JSON.stringify(u.token));
  localStorage.setItem('qihuo_userCode', JSON.stringify(u.userCode));
  localStorage.setItem(
    'qihuo_userinfo',
    JSON.stringify({
      userCode: u.userCode,
      name: u.name,
      phone: u.phone,
      avatar: u.avatar,
      balanceFen: Math.round(u.balance * 100),
      sceneOpenid: '',
      isManager: u.isManager,
    }),
  );
}

/** Puts a session into the context's storage (once: a logout or a later login in the page is kept). */
export async function storeSession(context: BrowserContext, user: ApiUser): Promise<void> {
  await context.addInitScript(
    `if (!localStorage.getItem('qihuo_token')) (${writeSession.toString()})(${JSON.stringify(user)});`,
  );
}

/** Who a page is of: nobody signed in, or the demo resident or the demo station leader. */
export type Who = 'guest' | 'resident' | 'leader';

/**
 * A page (a phone's Chrome unless told otherwise) signed in as `account`: the session made through the real login
 * call, put into the context's storage; with that session. The caller closes its context.
 */
export async function openSignedIn(
  file: E2eFile,
  account: { phone: string; password: string },
  options: Partial<OpenOptions> = {},
): Promise<Opened & { user: ApiUser }> {
  const [opened, user] = await Promise.all([
    openPage(file.browser, file.server.url, { agent: 'androidChrome', ...options }),
    apiLogin(file.server.url, account),
  ]);
  await storeSession(opened.context, user);
  return { ...opened, user };
}

/** A page (a phone's Chrome unless told otherwise) of a guest, or signed in as the demo resident or leader. */
export function openAs(file: E2eFile, who: Who, options: Partial<OpenOptions> = {}): Promise<Opened> {
  if (who === 'guest') return openPage(file.browser, file.server.url, { agent: 'androidChrome', ...options });
  return openSignedIn(file, who === 'resident' ? DEMO_RESIDENT : DEMO_LEADER, options);
}

/** The console and page errors a person would be hurt by: not the refused outside hosts, not a missing favicon. */
export const realErrors = (errors: string[]): string[] =>
  errors.filter((e) => !/ERR_BLOCKED_BY_CLIENT|favicon/.test(e));

/**
 * Runs `run` on a fresh page of `user` (a phone's Chrome unless told otherwise; the session in its storage),
 * then checks that the page logged no real error, and closes it.
 */
export async function asUser(
  file: E2eFile,
  user: ApiUser,
  options: Partial<OpenOptions>,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context, errors } = await openPage(file.browser, file.server.url, {
    agent: 'androidChrome',
    ...options,
  });
  try {
    await storeSession(context, user);
    await run(page);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** A JPEG from a canvas (w x h, noisy so that it is big), optionally with EXIF orientation and a comment. */
export async function makeJpeg(
  page: Page,
  w: number,
  h: number,
  quality: number,
  orientation?: number,
  comment?: string,
): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ w, h, quality }) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      const img = g.createImageData(w, h);
      let seed = 7;
      for (let i = 0; i < img.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const px = (i / 4) % w;
        const base = (px / w) * 200;
        img.data[i] = base + (seed & 31);
        img.data[i + 1] = 120 + ((seed >> 5) & 31);
        img.data[i + 2] = 200 - base + ((seed >> 10) & 31);
        img.data[i + 3] = 255;
      }
      g.putImageData(img, 0, 0);
      // A red block at the stored top-left corner: with orientation 6 it shows at the top-right.
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, Math.round(w / 8), Math.round(h / 8));
      const blob = await new Promise<Blob>((ok) => c.toBlob((b) => ok(b as Blob), 'image/jpeg', quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { w, h, quality },
  );
  let jpeg = Buffer.from(b64, 'base64');
  const segments: Buffer[] = [];
  if (orientation) {
    segments.push(
      Buffer.from([
        0xff,
        0xe1,
        0x00,
        0x22,
        0x45,
        0x78,
        0x69,
        0x66,
        0,
        0,
        0x4d,
        0x4d,
        0,
        0x2a,
        0,
        0,
        0,
        8,
        0,
        1,
        0x01,
        0x12,
        0,
        3,
        0,
        0,
        0,
        1,
        0,
        orientation,
        0,
        0,
        0,
        0,
        0,
        0,
      ]),
    );
  }
  if (comment) {
    const text = Buffer.from(comment, 'ascii');
    const len = text.length + 2;
    segments.push(Buffer.concat([Buffer.from([0xff, 0xfe, len >> 8, len & 0xff]), text]));
  }
  jpeg = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  return jpeg;
}

/** Width and height from a JPEG's SOF marker. */
export function jpegSize(b: Buffer): { width: number; height: number } {
  let o = 2;
  while (o < b.length) {
    const marker = b.readUInt16BE(o);
    const len = b.readUInt16BE(o + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: b.readUInt16BE(o + 5), width: b.readUInt16BE(o + 7) };
    o += 2 + len;
  }
  throw new Error('no SOF');
}

/** Resolves once every image in the viewport has loaded (or failed): screenshots then show the pictures. */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      })
      .every((img) => img.complete),
  );
}

/**
 * Closes the start screen as a person would, if this launch shows one. It is decided when the tab
 * screen first renders (src/app/start-screen.tsx): once the tab bar is there it is there or never comes.
 */
export async function skipStartScreen(page: Page): Promise<void> {
  await page.locator('.tab-layout-bar').waitFor();
  const skip = page.locator('.start-screen-skip');
  if ((await skip.count()) === 0) return;
  // The countdown may close it on its own while the click is on its way: either way it ends gone.
  const gone = page.locator('.start-screen').waitFor({ state: 'detached' });
  await Promise.race([skip.click().catch(() => gone), gone]);
  await gone;
}

/**
 * Picks a region in the open address cascader, one level after another (e.g. 上海市, 上海市, 静安区). The
 * cascader opens the next level's tab in an effect after a choice renders, so each choice waits for that
 * tab to be the active one: otherwise the next click may land on the level before while it is on screen.
 */
export async function chooseRegion(page: Page, names: readonly string[]): Promise<void> {
  for (const [level, name] of names.entries()) {
    await page
      .locator('.adm-cascader-view .adm-check-list-item:visible')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
    if (level < names.length - 1)
      await page
        .locator('.adm-cascader-view .adm-tabs-tab-wrapper')
        .nth(level + 1)
        .locator('.adm-tabs-tab-active')
        .waitFor();
  }
}

/**
 * Pays at the app's cashier as the person would and waits until the app has left it (paid): inside WeChat
 * the fake bridge's sheet answers (and confirms with the mock's WeChat Pay first); elsewhere the mock's H5
 * cashier page opens, and its 确认支付 pays and sends the browser back. In WeChat the paid result offers the
 * subscribe tag first: the person goes on with 完成 (leavePaidResult).
 */
export async function payAtCashier(page: Page): Promise<void> {
  await page.waitForURL((u) => u.hash.includes('/pages/pay/cashier'));
  await page.getByRole('button', { name: /^确认支付/ }).click();
  const continued = page.getByTestId('paid-continue');
  await expect
    .poll(
      async () =>
        (await continued.isVisible()) ||
        new URL(page.url()).pathname.startsWith('/__wxpay/h5') ||
        !page.url().includes('/pages/pay/cashier'),
      { timeout: 20_000 },
    )
    .toBe(true);
  if (await continued.isVisible()) await continued.click();
  await page.waitForURL((u) => u.pathname.startsWith('/__wxpay/h5') || !u.hash.includes('/pages/pay/cashier'), {
    timeout: 20_000,
  });
  if (new URL(page.url()).pathname.startsWith('/__wxpay/h5'))
    await page.getByRole('link', { name: '确认支付' }).click();
  await page.waitForURL((u) => u.pathname === '/' && !u.hash.includes('/pages/pay/cashier'), { timeout: 20_000 });
}

/**
 * Commits a checkout through the API and pays it as WeChat would (a prepay, then the mock's WeChat Pay confirms
 * it with the issued paySign); answers the first order, paid (with its pickup code).
 */
export async function apiCommitPaid<T extends { orderCode: string }>(
  baseUrl: string,
  payload: Payload,
  user: Pick<ApiUser, 'token'>,
): Promise<T> {
  const committed = await apiCall<T & { orders: T[] }>(
    baseUrl,
    '/appMall/order/get',
    { ...payload, submit: true },
    user,
  );
  const codes = (committed.orders ?? [committed]).map((o) => o.orderCode);
  const { jsapi } = await apiCall<{ jsapi: { package: string; paySign: string } }>(
    baseUrl,
    '/api/pay/v1/prepay',
    { bizType: 'order', bizCodes: codes, channel: 'jsapi' },
    user,
  );
  const res = await fetch(`${baseUrl}/__wxpay/confirm`, {
    method: 'POST',
    body: JSON.stringify({ package: jsapi.package, paySign: jsapi.paySign, result: 'ok' }),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(`WeChat Pay refused: ${answer.msg}`);
  return apiCall<T>(baseUrl, '/api/productOrder/v1/user/get', { orderCode: committed.orderCode }, user);
}

/** In WeChat, the cashier's paid result offers the subscribe tag (docs/product.md#the-stations-day): the person goes on with 完成. */
export async function leavePaidResult(page: Page): Promise<void> {
  await page.getByTestId('paid-continue').click({ timeout: 20_000 });
}

/** The sliding sheet has arrived at the bottom of the screen (for a screenshot and a tap). */
export async function sheetUp(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await page.locator('.adm-popup-body').last().boundingBox();
      return box ? Math.round(box.y + box.height) : -1;
    })
    .toBe(height);
}

const jsqrPath = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/** A poster image's size, its QR code's text (jsQR in the page; null if unreadable) and the colour at `at`. */
export async function readPoster(
  page: Page,
  img: Locator,
  at: [number, number] = [100, 100],
): Promise<{ size: number[]; qr: string | null; pixel: number[] }> {
  await page.addScriptTag({ path: jsqrPath });
  return img.evaluate(async (el, [x, y]) => {
    const image = el as HTMLImageElement;
    await image.decode();
    const c = document.createElement('canvas');
    c.width = image.naturalWidth;
    c.height = image.naturalHeight;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.drawImage(image, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height);
    const jsQR = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    const pixel = g.getImageData(x, y, 1, 1).data;
    return {
      size: [c.width, c.height],
      qr: jsQR(data.data, c.width, c.height)?.data ?? null,
      pixel: [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0],
    };
  }, at);
}
