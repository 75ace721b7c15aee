// What was seen on screen, measured in Chromium so that a relapse shows: a chosen category chip in the
// brand's colour, not antd's light blue; the add tile beside the pictures, not under them (in WeChat,
// where it is the app's own); the address form's focus underline clear of the error below; the site's
// headline never breaking 好/货; a stale link's page without 重试 or a toast; antd's own texts in English; the
// skeletons' shimmer on the compositor (a moving band), not a background repainted every frame.
import { describe, expect, it } from 'vitest';
import { appAndBrowser, desktopViewport, openPage, phoneViewport, settled } from './harness';
import { apiLogin, storeSession } from './helpers';

const e2e = appAndBrowser();

async function open(
  route: string,
  opts: {
    user?: 'leader' | 'resident';
    agent?: 'androidChrome' | 'wechatIos' | 'desktopChrome';
    en?: boolean;
  } = {},
) {
  const o = await openPage(e2e.browser, e2e.server.url, {
    agent: opts.agent ?? 'androidChrome',
    bridge: opts.agent === 'wechatIos',
  });
  if (opts.user) {
    const phone = opts.user === 'leader' ? '13900139000' : '13800138000';
    await storeSession(o.context, await apiLogin(e2e.server.url, { phone, password: 'qihuo123' }));
  }
  if (opts.en) await o.context.addInitScript(() => localStorage.setItem('qihuo_locale', JSON.stringify('en-US')));
  await o.page.goto(`${e2e.server.url}/#${route}`);
  return o;
}

describe('looks', () => {
  it("the product editor: the chosen chip in the brand's soft orange; the add tile in the row of pictures (WeChat)", async () => {
    const image = { uid: 'F1', url: '/mock-assets/product-1.png', name: 'a.png' };
    const draft = {
      code: null,
      categoryCode: 'G01',
      title: '',
      price: '',
      img: '',
      cover_list: [],
      imgList: [image, { ...image, uid: 'F2', url: '/mock-assets/product-2.png' }],
      specList: [],
      goodAttr: [],
      details: '',
      savedAt: Date.now(),
    };
    const { page, context } = await open('/pages/product/edit', { user: 'leader', agent: 'wechatIos' });
    try {
      await page.evaluate((d) => localStorage.setItem('qihuo_draftProduct', JSON.stringify(d)), draft);
      await page.reload();
      const chip = page.locator('.adm-selector-item-active').first();
      await chip.waitFor();
      expect(await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 241, 232)');
      const gallery = page.getByRole('group', { name: '商品图集' });
      const first = (await gallery.locator('.qh-image-item').first().boundingBox())!;
      await gallery.locator('.qh-image-add').waitFor();
      const add = (await gallery.locator('.qh-image-add').boundingBox())!;
      expect(Math.abs(add.y - first.y)).toBeLessThan(2);
      expect(add.x).toBeGreaterThan(first.x + first.width);
      // The gap is the same as between two pictures (no empty slot before the tile).
      const second = (await gallery.locator('.qh-image-item').nth(1).boundingBox())!;
      expect(Math.round(add.x - (second.x + second.width))).toBe(Math.round(second.x - (first.x + first.width)));
    } finally {
      await context.close();
    }
  });

  it("the address form: a focused field's underline stays above its error text", async () => {
    const { page, context } = await open('/pages/address/edit', { user: 'resident' });
    try {
      const phone = page.locator('.address-form .qh-field input').nth(1);
      await phone.fill('123');
      await phone.blur();
      await phone.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const error = page
        .locator('.address-form .qh-field[data-invalid="true"] .qh-field-error')
        .filter({ hasText: /11/ });
      await error.waitFor();
      const input = (await phone.boundingBox())!;
      const shadow = await phone.evaluate((el) => getComputedStyle(el).boxShadow);
      expect(shadow).toContain('inset');
      expect(input.y + input.height).toBeLessThanOrEqual((await error.boundingBox())!.y + 0.5);
    } finally {
      await context.close();
    }
  });

  it('the site: 好货 stays on one line at phone and desktop widths; the QR copy says where the code is', async () => {
    for (const [viewport, route, agent] of [
      [phoneViewport, '/', 'androidChrome'],
      [desktopViewport, '/pages/pc/index', 'desktopChrome'],
    ] as const) {
      const o = await openPage(e2e.browser, e2e.server.url, { agent, viewport });
      try {
        await o.page.goto(`${e2e.server.url}/#${route}`);
        const h1 = o.page.locator('main h1');
        await h1.waitFor();
        const tops = await h1.evaluate((el) => {
          const text = el.firstChild!;
          const at = (el.textContent ?? '').indexOf('好货');
          const top = (i: number) => {
            const r = document.createRange();
            r.setStart(text, i);
            r.setEnd(text, i + 1);
            return Math.round(r.getBoundingClientRect().top);
          };
          return [top(at), top(at + 1)];
        });
        expect(tops[0]).toBe(tops[1]);
        if (agent === 'desktopChrome') {
          const qr = o.page.locator('.site-qr');
          await qr.locator('img').waitFor();
          expect(await qr.locator('p').textContent()).toContain('左侧');
          const img = (await qr.locator('img').boundingBox())!;
          const text = (await qr.locator('p').boundingBox())!;
          expect(img.x + img.width).toBeLessThanOrEqual(text.x);
        }
      } finally {
        await o.context.close();
      }
    }
  });

  it('a stale link to an activity: its empty state and the way home, no 重试 and no toast', async () => {
    const { page, context } = await open('/pages/activity/detail?code=NOPE', { user: 'resident' });
    try {
      await page.getByTestId('empty-state').getByText('活动不存在').waitFor();
      await settled(page);
      await page.waitForTimeout(500);
      expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
      expect(await page.locator('.adm-toast-main').count()).toBe(0);
      await page.getByRole('button', { name: '回到首页' }).click();
      await page.waitForURL(/#\/pages\/tabbar\/home$/);
    } finally {
      await context.close();
    }
  });

  it("in English, antd-mobile's own texts are English too (the uploader's label)", async () => {
    const { page, context } = await open('/pages/product/edit', { user: 'leader', en: true });
    try {
      await page.locator('.adm-image-uploader-upload-button').first().waitFor();
      expect(await page.locator('.adm-image-uploader-upload-button').first().getAttribute('aria-label')).toBe('Upload');
    } finally {
      await context.close();
    }
  });

  it("skeletons shimmer on the compositor: their animation moves a band (transform), it never repaints the page's main thread", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      reducedMotion: 'no-preference',
    });
    try {
      // The shop list's answer never comes: its skeletons stay.
      await page.route(/\/appMall\/store\/list$/, () => undefined);
      await page.goto(`${e2e.server.url}/#/pages/shop/list`);
      await page.locator('.qh-skeleton-line').first().waitFor();
      const animated = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSAnimation && a.animationName === 'qh-shimmer')
          .map((a) => [
            ...new Set(
              (a.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((k) =>
                  Object.keys(k).filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p)),
                ),
            ),
          ]),
      );
      expect(animated.length).toBeGreaterThan(0);
      expect([...new Set(animated.flat())]).toEqual(['transform']);
    } finally {
      await context.close();
    }
  });
});
