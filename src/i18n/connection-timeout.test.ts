// The connection time-out message (docs/product.md#errors) in its five languages: chosen from the browser's
// languages (else zh-CN) unless the person switched the interface language; shown by the entry's load failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionTimeoutMessage, timeoutLanguage, timeoutLanguages } from './connection-timeout';
import { showLoadFailure } from '@/app/load-failure';
import { browserLocale, setLocale } from './locale';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the language of the connection time-out message', () => {
  it.each([
    [['zh-CN'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['en-US'], 'en'],
    [['en-GB', 'fr-FR'], 'en'],
    [['es-ES'], 'es'],
    [['es-419'], 'es'],
    [['fr-CA'], 'fr'],
    [['FR'], 'fr'],
    [['de-DE', 'ja-JP', 'fr-FR', 'en-US'], 'fr'],
    [['de-DE', 'ja-JP'], 'zh-CN'],
    [[], 'zh-CN'],
  ])('browser languages %j, interface in the browser language: %s', (languages, expected) => {
    expect(timeoutLanguage(languages, browserLocale(languages))).toBe(expected);
  });

  it('follows the interface language the person switched to over the browser', () => {
    expect(timeoutLanguage(['fr-FR'], 'en-US')).toBe('en');
    expect(timeoutLanguage(['es-ES'], 'en-US')).toBe('en');
    expect(timeoutLanguage(['en-US', 'es-ES'], 'zh-CN')).toBe('zh-CN');
    // Chinese interface, traditional-Chinese browser: the interface is what the browser gives, so zh-TW.
    expect(timeoutLanguage(['zh-TW'], 'zh-CN')).toBe('zh-TW');
  });

  it('reads the browser languages and the interface language by default', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en-US']);
    // The interface follows the browser to English (the first of its two languages listed): Spanish message.
    setLocale('en-US');
    expect(timeoutLanguage()).toBe('es');
    // Switched to Chinese in the app: the message follows.
    setLocale('zh-CN');
    expect(timeoutLanguage()).toBe('zh-CN');
  });

  it('has a distinct message in each of the five languages', () => {
    const texts = timeoutLanguages.map((lang) => connectionTimeoutMessage(lang));
    expect(texts.map((m) => m.lang)).toEqual(['zh-CN', 'zh-TW', 'en', 'es', 'fr']);
    expect(new Set(texts.map((m) => m.text)).size).toBe(5);
    expect(connectionTimeoutMessage('zh-CN').text).toBe('连接服务器超时，点击屏幕重试');
    expect(connectionTimeoutMessage('zh-TW').text).toMatch(/逾時/);
    expect(connectionTimeoutMessage('en').text).toMatch(/timed out/);
    expect(connectionTimeoutMessage('es').text).toMatch(/tiempo de conexión/);
    expect(connectionTimeoutMessage('fr').text).toMatch(/connexion au serveur a expiré/);
  });
});

describe("the entry's load failure shows it", () => {
  it.each([
    ['zh-CN', '连接服务器超时，点击屏幕重试'],
    ['zh-TW', '連線伺服器逾時，請輕觸畫面重試'],
    ['en-GB', 'Connecting to the server timed out. Tap the screen to try again.'],
    ['es-ES', 'Se agotó el tiempo de conexión con el servidor. Toca la pantalla para volver a intentarlo.'],
    ['fr-FR', "La connexion au serveur a expiré. Touchez l'écran pour réessayer."],
  ])('for a browser in %s, marked with its language', (tag, text) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([tag]);
    setLocale(browserLocale([tag]));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    showLoadFailure(new TypeError('Failed to fetch dynamically imported module'));
    const alert = document.querySelector('[role="alert"]');
    const message = [...(alert?.querySelectorAll('p') ?? [])].find((p) => p.textContent === text);
    expect(message?.lang).toBe(timeoutLanguage([tag], browserLocale([tag])));
  });
});
