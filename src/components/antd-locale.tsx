// antd-mobile's own texts (a search bar's cancel, pull-to-refresh, pickers, dialogs, uploaders) follow
// the app's locale: the provider for the tree, and the default config for what antd renders imperatively.
import type { ReactNode } from 'react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { getLocale, subscribeLocale, useLocale, type Locale } from '@/i18n';

/** antd-mobile's locale for the app's (en-US is antd's base texts, already in its zh-CN's code). */
export const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const satisfies Record<Locale, unknown>;

const follow = () => setDefaultConfig({ locale: antdLocales[getLocale()] });
follow();
subscribeLocale(follow);

export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <ConfigProvider locale={antdLocales[locale]}>{children}</ConfigProvider>;
}
