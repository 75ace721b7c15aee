// The static shell's tab bar carries its labels: index.html names each tab's label, and the build
// writes it in the default language, the tab bar's own words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import zhCommon from '../../src/i18n/zh-CN/common';
import { withTabLabels } from './shell-labels';

describe("the shell's tab labels", () => {
  it('index.html has one label under each of the four icons, written in zh-CN by the build', () => {
    const html = withTabLabels(readFileSync('index.html', 'utf8'));
    const tabs = /<nav class="as-tabs">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...tabs.matchAll(/<span><svg[^]*?<\/svg><b>([^<]*)<\/b><\/span>/g)].map((m) => m[1])).toEqual([
      zhCommon.tabHome,
      zhCommon.tabActivity,
      zhCommon.tabCart,
      zhCommon.tabMine,
    ]);
  });
  it('a shell without its labels fails the build', () => {
    expect(() => withTabLabels('<nav class="as-tabs"><span><svg></svg></span></nav>')).toThrow(/tab label/);
  });
});
