import { isLanguageCode, LANGUAGES, type LanguageCode, languageInfo } from '@wl/contract/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getHistoryLanguage, setHistoryLanguage } from '../lib/session';
import { loadScriptFont } from './script-fonts';

export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** One JSON file per language, each its own chunk, loaded only when that language is used (design.md). */
const locales = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

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

/**
 * i18next runs on the BCP 47 tags (htmlLang): it canonicalises codes such as PT-BR to pt-BR itself, so the
 * spec's codes (file names, storage, the API) are mapped at this edge only.
 */
export function lngOfCode(code: LanguageCode): string {
  return languageInfo(code).htmlLang;
}

export function codeOfLng(lng: string | undefined): LanguageCode | null {
  return LANGUAGES.find((l) => l.htmlLang === lng)?.code ?? null;
}

/** The spec code of the language shown now. */
export function currentLanguage(): LanguageCode {
  return codeOfLng(i18n.language) ?? FALLBACK_LANGUAGE;
}

/** <html lang> gets the BCP 47 tag, and dir="rtl" for AR and UR (contract languages.ts). */
export function applyDocumentLanguage(lng: string): void {
  const code = codeOfLng(lng);
  if (!code) return;
  const info = languageInfo(code);
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir;
}

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

export function initI18n(initial: string | null = getHistoryLanguage()): Promise<unknown> {
  if (!ready) {
    const lng = initial && isLanguageCode(initial) ? initial : FALLBACK_LANGUAGE;
    i18n.on('languageChanged', applyDocumentLanguage);
    ready = loadScriptFont(lng).then(() =>
      i18n
        .use(lazyLocales)
        .use(initReactI18next)
        .init({
          lng: lngOfCode(lng),
          fallbackLng: lngOfCode(FALLBACK_LANGUAGE),
          supportedLngs: LANGUAGES.map((l) => l.htmlLang),
          // ko-KR must not also load ko: each language is exactly one file.
          load: 'currentOnly',
          nonExplicitSupportedLngs: false,
          returnNull: false,
          interpolation: { escapeValue: false },
          react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
        }),
    );
  }
  return ready;
}

/** The language to show: the visitor's stored choice when the brand offers it, else the brand default. */
export function pickLanguage(brandLanguages: readonly string[], brandDefault: string): LanguageCode {
  const stored = getHistoryLanguage();
  if (stored && isLanguageCode(stored) && brandLanguages.includes(stored)) return stored;
  return isLanguageCode(brandDefault) ? brandDefault : FALLBACK_LANGUAGE;
}

/** The visitor chose a language: remember it (spec 9) and switch. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  setHistoryLanguage(code);
  // The script's font is declared before any text in that script is drawn, or Chrome may keep drawing boxes.
  await loadScriptFont(code);
  await i18n.changeLanguage(lngOfCode(code));
}

/** Show a language without recording it as the visitor's choice (the brand default at startup). */
export async function showLanguage(code: LanguageCode): Promise<void> {
  await loadScriptFont(code);
  if (currentLanguage() !== code || !i18n.hasLoadedNamespace('translation')) await i18n.changeLanguage(lngOfCode(code));
}
