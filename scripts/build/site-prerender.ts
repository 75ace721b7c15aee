// Vite plugin: after the build, prerenders the site's phone home into dist/index.html (docs/product.md#early-start,
// docs/bench.md#speed): zh-CN in #root, en-US in a template the head swaps in, the entry CSS inlined.
import { loadEnv, type Plugin } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTING_DEFAULTS } from '../../src/config/defaults';

const alias = { '@': fileURLToPath(new URL('../../src', import.meta.url)) };

/**
 * After the build, prerenders the site's phone home into dist/index.html's #root (hydrated by the site
 * entry) and inlines the entry CSS, so that `/` paints without waiting for any JavaScript or stylesheet.
 */
export function sitePrerender(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'qihuo-site-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        mode,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const mod = (await server.ssrLoadModule('/src/features/site/site-prerender.tsx')) as {
          renderSiteHome: () => Record<'zh-CN' | 'en-US', { html: string; title: string }>;
        };
        const pages = mod.renderSiteHome();
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
        const label = loadEnv(mode, root).VITE_APP_LABEL || SETTING_DEFAULTS.VITE_APP_LABEL;
        const file = join(outDir, 'index.html');
        // zh-CN (the default) in #root; en-US in a template that index.html swaps in before the first
        // paint when the person's language is English, so hydration changes nothing on screen.
        const page = readFileSync(file, 'utf8')
          .replace(
            /<link rel="stylesheet"[^>]*?href="([^"]+\.css)"[^>]*>/g,
            (_m, href: string) => `<style>${readFileSync(join(outDir, href), 'utf8')}</style>`,
          )
          .replace('<!--site-prerender-->', pages['zh-CN'].html)
          .replace(
            '<!--site-prerender-alt-->',
            `<template id="site-prerender-en-US" data-title="${escape(pages['en-US'].title)}">${pages['en-US'].html}</template>`,
          )
          .replace('__APP_LABEL__', label)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(pages['zh-CN'].title)}</title>`);
        if (!page.includes('data-variant="phone"') || !page.includes('id="site-prerender-en-US"'))
          throw new Error('site prerender: the phone home was not rendered');
        writeFileSync(file, page);
      } finally {
        await server.close();
      }
    },
  };
}
