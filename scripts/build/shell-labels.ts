// The static shell's tab labels (index.html's `%tabHome%` ...), written in by the build in the default language,
// the tab bar's own words: the shell drawn before any script shows each icon with its label.
import zhCommon from '../../src/i18n/zh-CN/common';

/** The shell's tab labels in index.html (`%tabHome%` ...), written in the default language (zh-CN). */
const TAB_LABEL = /%(tabHome|tabActivity|tabCart|tabMine)%/g;

/** index.html with the tab bar's labels of the shell in the default language. */
export function withTabLabels(html: string): string {
  const found = new Set([...html.matchAll(TAB_LABEL)].map((m) => m[1]));
  if (found.size !== 4)
    throw new Error(
      "early data: index.html's shell lacks a tab label (%tabHome%, %tabActivity%, %tabCart%, %tabMine%)",
    );
  return html.replace(TAB_LABEL, (_, key: 'tabHome' | 'tabActivity' | 'tabCart' | 'tabMine') => zhCommon[key]);
}
