// The bench's browser profiles and filmstrips: a Chromium profile for "a later launch of the day" (its
// storage says the start screen was shown today, as the app writes it) that Lighthouse starts from, and
// each page's Lighthouse thumbnails written out as JPEG files to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../test/e2e/harness';
import { SETTING_DEFAULTS } from '../../src/config/defaults';
import { localDay } from '../../src/lib/local-day';

/**
 * Makes a Chromium profile in `dir` whose storage for `origin` holds today's start-screen day (key
 * `<label>_startScreenDay`, JSON, as src/lib/storage.ts writes it), and nothing of the app cached (only
 * the favicon was loaded to reach the origin). Returns `dir`.
 */
export async function laterLaunchProfile(origin: string, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const key = `${process.env.VITE_APP_LABEL || SETTING_DEFAULTS.VITE_APP_LABEL}_startScreenDay`;
    await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [key, JSON.stringify(localDay())]);
  } finally {
    await context.close();
  }
  return dir;
}

/** Writes a run's thumbnails as `<dir>/<page>-<n>-<ms>ms.jpg`; returns the pattern written. */
export function saveFilmstrip(dir: string, page: string, thumbnails: { timingMs: number; data: string }[]): string {
  mkdirSync(dir, { recursive: true });
  const slug = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  thumbnails.forEach((t, i) => {
    const [, base64 = ''] = t.data.split(',');
    writeFileSync(
      join(dir, `${slug}-${String(i).padStart(2, '0')}-${t.timingMs.toFixed(0)}ms.jpg`),
      Buffer.from(base64, 'base64'),
    );
  });
  return join(dir, `${slug}-*.jpg`);
}
