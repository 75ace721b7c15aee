// The connection time-out message of docs/product.md#errors, in its five languages (zh-CN, zh-TW, en, es, fr):
// shown when a page's code does not arrive (its load failed or passed the 60 s time-out). The app's
// interface has two languages, so this one message has its own table: the first of the browser's
// languages among the five (else zh-CN), unless the person switched the interface to another language
// than the browser's, which then wins (docs/decisions.md, "Connection time-out in five languages").
// No React: src/main.tsx shows it too.
import { browserLocale, getLocale, type Locale } from './locale';

export const timeoutLanguages = ['zh-CN', 'zh-TW', 'en', 'es', 'fr'] as const;
export type TimeoutLanguage = (typeof timeoutLanguages)[number];

const messages: Record<TimeoutLanguage, string> = {
  'zh-CN': '连接服务器超时，点击屏幕重试',
  'zh-TW': '連線伺服器逾時，請輕觸畫面重試',
  en: 'Connecting to the server timed out. Tap the screen to try again.',
  es: 'Se agotó el tiempo de conexión con el servidor. Toca la pantalla para volver a intentarlo.',
  fr: "La connexion au serveur a expiré. Touchez l'écran pour réessayer.",
};

/** One BCP 47 tag to one of the five, or null: zh-TW/HK/MO and zh-Hant are traditional Chinese. */
function languageOf(tag: string): TimeoutLanguage | null {
  const lower = tag.toLowerCase();
  if (/^zh(-|$)/.test(lower)) return /^zh-(?:hant|tw|hk|mo)\b/.test(lower) ? 'zh-TW' : 'zh-CN';
  const primary = lower.split('-')[0];
  return primary === 'en' || primary === 'es' || primary === 'fr' ? primary : null;
}

/**
 * The language of the message: the browser's first of the five (zh-CN when none), unless the interface
 * language `ui` is not the one the browser's languages give (the person switched it): then `ui`'s.
 */
export function timeoutLanguage(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
  ui: Locale = getLocale(),
): TimeoutLanguage {
  if (ui !== browserLocale(languages)) return ui === 'en-US' ? 'en' : 'zh-CN';
  for (const tag of languages) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return 'zh-CN';
}

/** The message and its language (for the `lang` attribute of the element that shows it). */
export function connectionTimeoutMessage(language: TimeoutLanguage = timeoutLanguage()): {
  lang: TimeoutLanguage;
  text: string;
} {
  return { lang: language, text: messages[language] };
}
