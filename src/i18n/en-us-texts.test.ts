// In English the app's own texts are English: no Chinese in the en-US dictionaries (the app's, the
// site's, antd-mobile's), nor written straight into a screen's code. Server texts (names, messages) stay
// as served and are not here. The few exceptions are listed, each with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdLocales } from '@/components/antd-locale';
import enCommon from './en-US/common';
import enErrors from './en-US/errors';
import enShop from './en-US/shop';
import enMap from './en-US/map';
import enLoad from './en-US/load';
import enSite from './en-US/site';
import { texts as activityEn } from './parts/en-US-activity';
import { texts as moreEn } from './parts/en-US-more';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** en-US values that rightly hold Chinese: the language switch names Chinese in Chinese (a proper name). */
const DICTIONARY_EXCEPTIONS: Record<string, string> = { 'site.switchLanguage': '中文' };

/** Source files that rightly hold Chinese outside comments and the zh-CN dictionaries, and why. */
const SOURCE_EXCEPTIONS: Record<string, string> = {
  'features/mine/mine-page.tsx': 'the language list names each language in itself (简体中文)',
  'features/map/use-place-search.ts': "the location service's region parameter 全国 (nationwide), never shown",
  'lib/lbs/client.ts': "the location service's default region 全国, never shown",
  'features/product-editor/product-form.ts':
    'the spec name 标准 the backend gives a product without specs (server data)',
  'i18n/en-US/site.ts': 'the language switch names Chinese in Chinese (中文), as above',
  'api/app-mall.ts': "a shop's tags split at a Chinese comma too (parsing what the server sends)",
  'features/activity/fields.tsx': 'amounts typed with Chinese commas are split too (parsing what is typed)',
  'lib/typed-number.ts': 'a full-width full stop typed in an amount reads as a decimal point (parsing what is typed)',
  'i18n/connection-timeout.ts': "the spec's time-out message in five languages, chosen by the browser's",
  'features/activity/join-input.ts':
    'a sign-up field asking for a name is found by its label (姓名, 名字: reading what the form says)',
};

function leaves(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('en-US texts', () => {
  it('hold no Chinese outside the listed proper names', () => {
    const all = leaves(
      {
        common: enCommon,
        errors: enErrors,
        shop: enShop,
        map: enMap,
        load: enLoad,
        site: enSite,
        ...activityEn,
        ...moreEn,
      },
      '',
    );
    expect(all.length).toBeGreaterThan(500);
    const chinese = all
      .filter(([path, text]) => CJK.test(text) && DICTIONARY_EXCEPTIONS[path] !== text)
      .map(([path, text]) => `${path}: ${text}`);
    expect(chinese).toEqual([]);
  });

  it("give antd-mobile's own texts (cancel, confirm, pull to refresh) in English", () => {
    const antd = leaves(antdLocales['en-US'], '');
    expect(antd.find(([path]) => path === 'common.cancel')?.[1]).toBe('Cancel');
    expect(antd.filter(([, text]) => CJK.test(text))).toEqual([]);
    expect(leaves(antdLocales['zh-CN'], '').find(([path]) => path === 'common.cancel')?.[1]).toBe('取消');
  });

  it('are not bypassed by Chinese written into the code of a screen', () => {
    // Test code is left out: test files and their fixtures (`*.fixture.ts`, which the app never imports).
    const root = resolve(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name)) files.push(file);
      }
    };
    walk(root);
    const offenders = files
      .map((file) => relative(root, file))
      .filter((rel) => !/^i18n\/(zh-CN\/|parts\/zh-CN-)/.test(rel) && !(rel in SOURCE_EXCEPTIONS))
      .filter((rel) => {
        const code = readFileSync(join(root, rel), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:])\/\/.*$/gm, '$1');
        return CJK.test(code);
      });
    expect(offenders).toEqual([]);
    // Each exception still needs to be one (a stale entry would hide nothing, but says something false).
    for (const rel of Object.keys(SOURCE_EXCEPTIONS))
      expect(CJK.test(readFileSync(join(root, rel), 'utf8'))).toBe(true);
  });
});
