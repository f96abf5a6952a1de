import { isLanguageCode, type LanguageCode, languageInfo } from '@wl/contract/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguage } from '../lib/session';

/** The console's languages (issue 12: English and Chinese at least); each has its file in ./locales. */
export const CONSOLE_LANGUAGES = ['EN', 'CN'] as const satisfies readonly LanguageCode[];
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ConsoleLanguage = 'EN';

export function isConsoleLanguage(value: string | null): value is ConsoleLanguage {
  return !!value && isLanguageCode(value) && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** One JSON file per language, each its own chunk, loaded only when that language is used (as the web does). */
const locales = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

const lngOfCode = (code: ConsoleLanguage) => languageInfo(code).htmlLang;
const codeOfLng = (lng: string | undefined): ConsoleLanguage | null =>
  CONSOLE_LANGUAGES.find((code) => lngOfCode(code) === lng) ?? null;

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const code = codeOfLng(language);
    const load = code ? locales[`./locales/${code}.json`] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language shown now, as the contract's code. */
export function currentLanguage(): ConsoleLanguage {
  return codeOfLng(i18n.language) ?? FALLBACK_LANGUAGE;
}

/** The BCP 47 tag of the language shown now, for dates and numbers. */
export function currentLocale(): string {
  return lngOfCode(currentLanguage());
}

let ready: Promise<unknown> | null = null;

export function initI18n(initial: string | null = getLanguage()): Promise<unknown> {
  if (!ready) {
    const code = isConsoleLanguage(initial) ? initial : FALLBACK_LANGUAGE;
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
    ready = i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: lngOfCode(code),
        fallbackLng: lngOfCode(FALLBACK_LANGUAGE),
        supportedLngs: CONSOLE_LANGUAGES.map(lngOfCode),
        load: 'currentOnly',
        nonExplicitSupportedLngs: false,
        returnNull: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
      });
  }
  return ready;
}

export async function chooseLanguage(code: ConsoleLanguage): Promise<void> {
  setLanguage(code);
  await i18n.changeLanguage(lngOfCode(code));
}
