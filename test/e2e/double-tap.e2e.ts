// End to end, double taps on a slow backend (every answer 500 ms late): two quick taps (two touches at
// the same spot, not waiting for the button to change between them) and a dblclick make one request.
// The dblclick on every committing button (commit order, join, withdraw, apply, publish, hand-over) is
// also in the flows of cart-order, activity and team.e2e.ts; this file adds the slow network and taps.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_MANAGER } from '../../mock/seed/users';
import { appAndBrowser, openPage } from './harness';
import { apiLogin, storeSession } from './helpers';

const e2e = appAndBrowser({ latencyMs: 500 });

/** Two touches at the middle of `target`, one right after the other (no wait for the page in between). */
async function twoQuickTaps(page: Page, target: Locator): Promise<void> {
  // Where the target rests (a dialog's button moves while the dialog opens): two equal frames.
  let b = (await target.boundingBox())!;
  for (;;) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const next = (await target.boundingBox())!;
    if (next.x === b.x && next.y === b.y && next.width === b.width && next.height === b.height) break;
    b = next;
  }
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)]);
}

describe('double taps on a slow network', () => {
  it.each(['two quick taps', 'dblclick'] as const)('withdraw: %s on the confirmation withdraw once', async (how) => {
    const manager = await apiLogin(e2e.server.url, DEMO_MANAGER);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, manager);
      let applies = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/withdraw/v1/apply')) applies += 1;
      });
      const before = e2e.server.mock.store.withdrawals.length;
      await page.goto(`${e2e.server.url}/#/pages/withdraw/index`);
      await page.getByTestId('withdraw-balance').waitFor();
      await page.getByLabel('提现金额').fill('100');
      const withdraw = page.getByRole('button', { name: '提现', exact: true });
      if (how === 'dblclick') await withdraw.dblclick();
      else await twoQuickTaps(page, withdraw);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: '确认提现' }).waitFor();
      expect(await dialog.count()).toBe(1);
      const confirm = dialog.getByRole('button', { name: '确认提现' });
      if (how === 'dblclick') await confirm.dblclick();
      else await twoQuickTaps(page, confirm);
      await page.getByTestId('withdraw-done').waitFor();
      expect(applies).toBe(1);
      expect(e2e.server.mock.store.withdrawals.length).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
