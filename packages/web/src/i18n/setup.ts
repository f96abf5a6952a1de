import { isLanguageCode, LANGUAGES, type LanguageCode, languageInfo } from '@wl/contract/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getHistoryLanguage, setHistoryLanguage } from '../lib/session';
import { loadScriptFont } from './script-fonts';

export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** One JSON file per language, each its own chunk, loaded only when that language is used (design.md). */
const locales = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });
/**
 * The part of each language file that only pages and popups loaded later use: the build leaves it out of the file
 * above and serves it apart (locale-split-plugin.ts, the home page's JavaScript budget in bench/README.md). Outside a build it is the whole
 * file again, which changes nothing.
 */
const deferredLocales = import.meta.glob<ResourceKey>('./locales/*.json', {
  import: 'default',
  query: '?wl-deferred',
});

function loadPart(parts: typeof locales, language: string): Promise<ResourceKey> {
  const code = codeOfLng(language);
  const load = code ? parts[`./locales/${code}.json`] : undefined;
  return load ? load() : Promise.resolve({});
}

/** Set once a module that uses a deferred key was loaded: from then on a language loads with both parts. */
let deferredWanted = false;

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    Promise.all([loadPart(locales, language), deferredWanted ? loadPart(deferredLocales, language) : {}]).then(
      ([first, rest]) => callback(null, { ...(first as object), ...(rest as object) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let deferredLoaded: Promise<void> | null = null;

/** Adds the deferred part of every language loaded so far (the page language and its fallback). */
async function addDeferred(): Promise<void> {
  const languages = [...new Set([i18n.language, ...(i18n.languages ?? [])])].filter(
    (lng) => lng && i18n.hasResourceBundle(lng, 'translation'),
  );
  await Promise.all(
    languages.map(async (lng) =>
      i18n.addResourceBundle(lng, 'translation', await loadPart(deferredLocales, lng), true),
    ),
  );
}

/**
 * The words of later pages (lottery, in-house games, cashier...), loaded once. The build puts
 * `await loadDeferredTranslations()` at the top of every module that uses one of them (locale-split-plugin.ts), so a
 * page or popup loaded on demand is drawn with its words; a language chosen afterwards loads with them.
 */
export function loadDeferredTranslations(): Promise<void> {
  if (!deferredLoaded) {
    deferredWanted = true;
    deferredLoaded = (ready ?? Promise.resolve()).then(addDeferred);
  }
  return deferredLoaded;
}

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
    // A language that was loading while the deferred words were first asked for gets them now.
    i18n.on('languageChanged', () => {
      if (deferredWanted) void addDeferred();
    });
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
