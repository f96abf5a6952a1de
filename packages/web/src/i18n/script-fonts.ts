import type { LanguageCode } from '@wl/contract/languages';

/**
 * Fonts for scripts that many devices lack (Bengali, Devanagari, Tamil, Khmer, Myanmar, Thai, Arabic), bundled
 * from npm and loaded only when a language that needs one is shown: nothing is fetched from outside. Each
 * @font-face carries a unicode-range, so the browser downloads only the script's subset, and only when the
 * system fonts earlier in --font-sans do not already cover the text. Chinese, Japanese and Korean are left to
 * the system: every platform that reads them ships CJK fonts, and bundling them would add ~280 MB.
 */
interface ScriptFont {
  css: () => Promise<unknown>;
  family: string;
  /** A letter of the script, so that loading fetches that subset. */
  sample: string;
}

const arabic: ScriptFont = { css: () => import('./fonts/arabic.css'), family: 'Noto Sans Arabic', sample: 'ب' };
const fonts: Partial<Record<LanguageCode, ScriptFont>> = {
  BN: { css: () => import('./fonts/bengali.css'), family: 'Noto Sans Bengali', sample: 'অ' },
  HI: { css: () => import('./fonts/devanagari.css'), family: 'Noto Sans Devanagari', sample: 'अ' },
  TA: { css: () => import('./fonts/tamil.css'), family: 'Noto Sans Tamil', sample: 'அ' },
  KM: { css: () => import('./fonts/khmer.css'), family: 'Noto Sans Khmer', sample: 'ក' },
  MY: { css: () => import('./fonts/myanmar.css'), family: 'Noto Sans Myanmar', sample: 'က' },
  TH: { css: () => import('./fonts/thai.css'), family: 'Noto Sans Thai', sample: 'ก' },
  AR: arabic,
  UR: arabic,
};

/**
 * Declares the script's font and waits until its regular and bold faces are in, so the first text drawn in that
 * language already uses them (Chrome can keep words it first shaped with a fallback font as empty boxes).
 * A font that fails to load leaves the system font in place: nothing to report to the visitor.
 */
export async function loadScriptFont(code: LanguageCode): Promise<void> {
  const font = fonts[code];
  if (!font) return;
  try {
    await font.css();
    if (typeof document === 'undefined' || !document.fonts) return;
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${font.family}"`, font.sample)),
    );
  } catch {
    // the system font stays
  }
}
