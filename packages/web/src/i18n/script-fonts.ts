import type { LanguageCode } from '@wl/contract/languages';

/**
 * Fonts for scripts that many devices lack (Bengali, Devanagari, Tamil, Khmer, Myanmar, Thai, Arabic), bundled
 * from npm and declared on every page (`fonts/scripts.css`, imported by main.tsx) with each subset's
 * unicode-range; nothing is fetched from outside. Chinese, Japanese and Korean are left to the system: every
 * platform that reads them ships CJK fonts, and bundling them would add ~280 MB.
 *
 * A script's font is loaded before text in it is drawn: Chrome can keep words it first shaped with a fallback
 * font as empty boxes after the font arrives. So the page language's font loads with the language, and the font
 * of any other script loads where its text appears: in the server's answers (`call`) and the page's boot data,
 * before they are rendered (a ৳ or a Bengali notice on an English page).
 */
interface ScriptFont {
  family: string;
  /** The script's letters: text with one of them needs this font. */
  letters: RegExp;
  /** A letter of the script, so that loading fetches that subset. */
  sample: string;
}

const BENGALI: ScriptFont = { family: 'Noto Sans Bengali', letters: /[\u0980-\u09FF]/, sample: 'অ' };
const DEVANAGARI: ScriptFont = { family: 'Noto Sans Devanagari', letters: /[\u0900-\u097F]/, sample: 'अ' };
const TAMIL: ScriptFont = { family: 'Noto Sans Tamil', letters: /[\u0B80-\u0BFF]/, sample: 'அ' };
const KHMER: ScriptFont = { family: 'Noto Sans Khmer', letters: /[\u1780-\u17FF\u19E0-\u19FF]/, sample: 'ក' };
const MYANMAR: ScriptFont = { family: 'Noto Sans Myanmar', letters: /[\u1000-\u109F]/, sample: 'က' };
const THAI: ScriptFont = { family: 'Noto Sans Thai', letters: /[\u0E00-\u0E7F]/, sample: 'ก' };
const ARABIC: ScriptFont = {
  family: 'Noto Sans Arabic',
  letters: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/,
  sample: 'ب',
};
const SCRIPTS = [BENGALI, DEVANAGARI, TAMIL, KHMER, MYANMAR, THAI, ARABIC];

const BY_LANGUAGE: Partial<Record<LanguageCode, ScriptFont>> = {
  BN: BENGALI,
  HI: DEVANAGARI,
  TA: TAMIL,
  KM: KHMER,
  MY: MYANMAR,
  TH: THAI,
  AR: ARABIC,
  UR: ARABIC,
};

/** Any letter of these scripts: most texts have none, and are passed over with this one test. */
const ANY_SCRIPT = /[\u0600-\u08FF\u0900-\u0BFF\u0E00-\u0E7F\u1000-\u109F\u1780-\u17FF\u19E0-\u19FF\uFB50-\uFEFF]/;

const loading = new Map<string, Promise<void>>();

/** Its regular and bold faces; a font that fails to load leaves the system font in place (nothing to report). */
function load(font: ScriptFont): Promise<void> {
  let done = loading.get(font.family);
  if (!done) {
    done =
      typeof document === 'undefined' || !document.fonts
        ? Promise.resolve()
        : Promise.all(
            ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${font.family}"`, font.sample)),
          ).then(
            () => undefined,
            () => undefined,
          );
    loading.set(font.family, done);
  }
  return done;
}

/** The page language's script font, before the language's first text is drawn. */
export function loadScriptFont(code: LanguageCode): Promise<void> {
  const font = BY_LANGUAGE[code];
  return font ? load(font) : Promise.resolve();
}

/** The fonts of the scripts `content` (a text, or any JSON value: an API answer) is written in. */
export function loadFontsForText(content: unknown): Promise<void> {
  if (content === null || content === undefined) return Promise.resolve();
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  if (!text || !ANY_SCRIPT.test(text)) return Promise.resolve();
  return Promise.all(SCRIPTS.filter((s) => s.letters.test(text)).map(load)).then(() => undefined);
}
