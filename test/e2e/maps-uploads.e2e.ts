// End to end: picking a location (geolocation granted, and denied with the IP fallback), uploading
// a 12 MP EXIF-rotated photo (bytes that arrive, upright, progress shown), and a non-compliant image.
// The uploads run on the team application's pickers (certificates: 9, ID card side: 1), the upload of a
// person whose session has ended included (the application asks a guest to log in before it shows).
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import {
  axeViolations,
  bridgeCalls,
  openPage,
  screenshot,
  settled,
  appAndBrowser,
  type Opened,
  IN_WECHAT,
} from './harness';
import { apiLogin, jpegSize, makeJpeg, storeSession, writeSession } from './helpers';

const e2e = appAndBrowser({ latencyMs: 150 });

const login = () => apiLogin(e2e.server.url, DEMO_RESIDENT);

/** A fresh page on the team application (its ID card picker: 1 image), logged in as the demo resident. */
async function openUploadScreen(): Promise<Opened> {
  const opened = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
  await storeSession(opened.context, await login());
  await opened.page.goto(`${e2e.server.url}/#/pages/team/apply`);
  await opened.page.getByRole('group', { name: '身份证人像面' }).waitFor();
  return opened;
}

describe('map picker', () => {
  it('picks a place near a granted position and returns it to the caller', async () => {
    const { page, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      geolocation: { latitude: 30.2837, longitude: 120.1302 },
    });
    await page.goto(`${e2e.server.url}/#/pages/map/picker?from=${encodeURIComponent('/pages/tabbar/mine')}`);
    await page.getByTestId('my-address').filter({ hasText: '西湖区' }).waitFor();
    // The nearby list (the map's SVG carries the same names in hidden <title> elements).
    await page.locator('.adm-list-item').filter({ hasText: '翠苑一区' }).first().waitFor();
    await page.getByRole('searchbox').fill('菜市场');
    const item = page.locator('.adm-list-item').filter({ hasText: '文新菜市场' });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/\d+(\.\d)?(米|公里)$/);
    await screenshot(page, 'maps-picker-search');
    expect(await axeViolations(page)).toEqual([]);
    await item.click();
    await page.getByTestId('picked').filter({ hasText: '文新菜市场' }).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/pages\/tabbar\/mine/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_location'))) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({
      id: '1018',
      title: '文新菜市场',
      city: '杭州市',
      district: '西湖区',
      province: '浙江省',
      adcode: '330106',
    });
    expect(Object.keys(stored).sort()).toEqual([
      'adcode',
      'address',
      'category',
      'city',
      'district',
      'id',
      'latitude',
      'longitude',
      'province',
      'tel',
      'title',
    ]);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('falls back to the IP location when geolocation is denied', async () => {
    const { page } = await openPage(e2e.browser, e2e.server.url, { agent: 'iosSafari', geolocation: 'denied' });
    const wsCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ws/')) wsCalls.push(new URL(r.url()).pathname);
    });
    await page.goto(`${e2e.server.url}/#/pages/map/picker`);
    await page.getByTestId('my-address').filter({ hasText: '静安区' }).waitFor();
    expect(wsCalls).toContain('/ws/location/v1/ip');
    await page.getByRole('button', { name: '使用当前位置' }).click();
    await page.getByTestId('picked').filter({ hasText: '静安区' }).waitFor();
    await screenshot(page, 'maps-picker-ip-fallback');
    await page.context().close();
  });
});

describe('image uploads', () => {
  it('uploads a 12 MP EXIF-rotated photo as an upright image under 400 KB, with progress', async () => {
    const user = await login();
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    await storeSession(context, user);
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__statuses', { value: seen });
      new MutationObserver(() => {
        document.querySelectorAll('.qh-image-status').forEach((n) => {
          const s = n.textContent ?? '';
          if (seen[seen.length - 1] !== s) seen.push(s);
        });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${e2e.server.url}/#/pages/team/apply`);
    await page.getByRole('group', { name: '资质证明' }).waitFor();
    const photo = await makeJpeg(page, 4032, 3024, 0.92, 6);
    expect(photo.length).toBeGreaterThan(2_500_000);
    const before = e2e.server.mock.store.uploads.size;
    await page
      .getByRole('group', { name: '资质证明' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('.qh-image-item[data-status=done]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'upload-done');
    const uploads = [...e2e.server.mock.store.uploads.values()].slice(before);
    expect(uploads).toHaveLength(1);
    const sent = uploads[0]!;
    expect(sent.bytes.length).toBeLessThanOrEqual(400 * 1024);
    expect(sent.path).toMatch(/^images\/cert\/\d{8}-\w+\.jpg$/);
    const size = jpegSize(sent.bytes);
    // Stored 4032x3024 with orientation 6 = a portrait photo: upright it is 1200x1600.
    expect(size).toEqual({ width: 1200, height: 1600 });
    const corner = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const tr = g.getImageData(img.naturalWidth - 20, 20, 1, 1).data;
      const tl = g.getImageData(20, 20, 1, 1).data;
      return { tr: [tr[0], tr[1], tr[2]], tl: [tl[0], tl[1], tl[2]] };
    }, `/uploads/${sent.uid}`);
    expect(corner.tr[0]).toBeGreaterThan(200);
    expect(corner.tr[1]).toBeLessThan(60);
    expect(corner.tl[0]).toBeLessThan(200);
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
    expect(statuses.some((s) => /^上传中 \d+%$/.test(s))).toBe(true);
    // The form keeps the uploaded image (and saves it with the draft).
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_draftTeam'))) ?? 'null') as {
      certs: { uid: string; url: string }[];
    };
    expect(draft.certs.map((g) => g.uid)).toEqual([sent.uid]);
    expect(draft.certs[0]!.url).toMatch(new RegExp(`/uploads/${sent.uid}$`));
    console.log(
      `[maps-uploads] photo ${photo.length} B -> sent ${sent.bytes.length} B, ${size.width}x${size.height}; statuses ${statuses.join(' | ')}`,
    );
    await context.close();
  });

  it('shows a failed upload with retry, and the retry succeeds', async () => {
    const { page, context } = await openUploadScreen();
    const small = await makeJpeg(page, 400, 300, 0.8);
    e2e.server.mock.setFaults([{ match: '/api/tool/file/upload', kind: 'http500', times: 1 }]);
    await page
      .getByRole('group', { name: '身份证人像面' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: small });
    await page.locator('.qh-image-item[data-status=failed]').waitFor();
    await screenshot(page, 'upload-failed-retry');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('.qh-image-item[data-status=done]').waitFor();
    e2e.server.mock.setFaults([]);
    await context.close();
  });

  it('rejects a non-compliant photo after compression (the 17:3 marker survives re-encoding) says under the picker what to do and which kinds pass, and removes it', async () => {
    const { page, context } = await openUploadScreen();
    // A big photo in the test ratio 17:3: the picker must downscale and re-encode it before upload.
    const bad = await makeJpeg(page, 3400, 600, 0.95);
    expect(bad.length).toBeGreaterThan(400 * 1024);
    const before = e2e.server.mock.store.uploads.size;
    await page
      .getByRole('group', { name: '身份证人像面' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.jpg', mimeType: 'image/jpeg', buffer: bad });
    // Said under the picker, with what to do and which kinds pass, until the next pick.
    const said = page.getByTestId('image-rejected');
    await said.getByText('图片未通过审核，已移除。').waitFor();
    expect(await said.textContent()).toContain('请重新拍一张清晰的实物照片');
    expect(await said.textContent()).toContain('JPG、PNG、WebP、GIF');
    await screenshot(page, 'upload-rejected');
    expect(await page.locator('.qh-image-item').count()).toBe(0);
    const sent = [...e2e.server.mock.store.uploads.values()].slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.bytes.length).toBeLessThan(bad.length);
    expect(jpegSize(sent[0]!.bytes).width).toBe(1600);
    expect(sent[0]!.nonCompliant).toBe(true);
    // A file that is not an image is refused before any upload.
    await page
      .getByRole('group', { name: '身份证人像面' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') });
    await said.waitFor({ state: 'detached' });
    await page.getByText('不支持的文件类型').waitFor();
    expect(e2e.server.mock.store.uploads.size).toBe(before + 1);
    await context.close();
  });

  it("an upload after the session ended is refused (code 99): the tile says why, the spec's relogin modal leads to the login page", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // The session is written once, into the page (storeSession's init script would write it again
      // after the relogin modal has cleared the storage).
      const user = await login();
      await page.goto(`${e2e.server.url}/#/pages/login/login`);
      await settled(page);
      await page.evaluate(writeSession, user);
      await page.goto(`${e2e.server.url}/#/pages/team/apply`);
      await page.reload();
      const picker = page.getByRole('group', { name: '身份证人像面' });
      await picker.waitFor();
      await settled(page);
      // The session ends on the server while the form is open (another device logged out, or it expired).
      expect(e2e.server.mock.store.tokens.delete(user.token)).toBe(true);
      const small = await makeJpeg(page, 400, 300, 0.8);
      await picker.locator('input[type=file]').setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: small });
      const tile = page.locator('.qh-image-item[data-status=failed]');
      await tile.waitFor();
      // Code 99 with a token: the spec's own words for it, on the tile and in its modal (no cancel button).
      expect(await tile.locator('.qh-image-reason').textContent()).toBe('请返回重新登录');
      expect(await tile.getByRole('button', { name: '去登录' }).count()).toBe(1);
      const modal = page.getByRole('dialog', { name: '请返回重新登录' });
      await modal.waitFor();
      await screenshot(page, 'upload-failed-needs-login');
      // The upload is silent: no toast on top of the tile's message, once the page is quiet (longer than
      // a server error toast's 300 ms delay).
      await settled(page);
      expect(await page.locator('.adm-toast-main').count()).toBe(0);
      expect(await modal.getByRole('button').count()).toBe(1);
      await modal.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/login/login'));
      await page.locator('input[name=phone]').fill(DEMO_RESIDENT.phone);
      // The spec's relogin cleared the storage (the session with it).
      expect(await page.evaluate(() => localStorage.getItem('qihuo_token'))).toBeNull();
      await page.locator('input[name=password]').fill(DEMO_RESIDENT.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((u) => !u.hash.startsWith('#/pages/login/login'));
      await page.goto(`${e2e.server.url}/#/pages/team/apply`);
      await page.getByRole('group', { name: '身份证人像面' }).waitFor();
      expect(await page.locator('.qh-image-item').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a failed upload names its reason on the tile', async () => {
    const { page, context } = await openUploadScreen();
    try {
      e2e.server.mock.setFaults([
        { match: '/api/tool/file/upload', kind: { code: 413, msg: '文件不能超过2MB' }, times: 1 },
      ]);
      const small = await makeJpeg(page, 400, 300, 0.8);
      await page
        .getByRole('group', { name: '身份证人像面' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: small });
      const tile = page.locator('.qh-image-item[data-status=failed]');
      await tile.waitFor();
      expect(await tile.locator('.qh-image-reason').textContent()).toBe('文件不能超过2MB');
      expect(await tile.getByRole('button', { name: '去登录' }).count()).toBe(0);
      await tile.getByRole('button', { name: '重试' }).click();
      await page.locator('.qh-image-item[data-status=done]').waitFor();
    } finally {
      e2e.server.mock.setFaults([]);
      await context.close();
    }
  });
});

describe('images in WeChat', () => {
  it("picks through the JS-SDK's chooseImage and uploads what WeChat hands back", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, IN_WECHAT);
    try {
      await page.goto(`${e2e.server.url}/#/pages/team/apply`);
      const gallery = page.getByRole('group', { name: '资质证明' });
      await gallery.waitFor();
      const before = e2e.server.mock.store.uploads.size;
      await gallery.getByRole('button', { name: '添加图片' }).click();
      await page.locator('.qh-image-item[data-status=done]').first().waitFor({ timeout: 20_000 });
      const names = (await bridgeCalls(page)).map((c) => c.name);
      expect(names).toContain('chooseImage');
      expect(names).toContain('getLocalImgData');
      expect(e2e.server.mock.store.uploads.size).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});

describe('location in WeChat', () => {
  it("locates through the JS-SDK's getLocation before the browser's", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'wechatIos',
      bridge: { location: { latitude: 30.2837, longitude: 120.1302 } },
      geolocation: 'denied',
    });
    try {
      await page.goto(`${e2e.server.url}/#/pages/map/picker`);
      await page.getByTestId('my-address').filter({ hasText: '西湖区' }).waitFor();
      const geo = (await bridgeCalls(page)).find((c) => c.name === 'geoLocation');
      expect(geo?.args).toMatchObject({ type: 'gcj02' });
    } finally {
      await context.close();
    }
  });
});
