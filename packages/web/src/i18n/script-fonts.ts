import type { LanguageCode } from '@wl/contract/languages';

/**
 * Fonts for scripts that many devices lack (Bengali, Devanagari, Tamil, Khmer, Myanmar, Thai, Arabic), bundled
 * from npm and declared on every page (`fonts/scripts.css`, imported by main.tsx): each @font-face carries its
 * script's unicode-range, so the browser fetches a font where text in its script appears, whatever the page's
 * language, and nothing is fetched from outside. Chinese, Japanese and Korean are left to the system: every
 * platform that reads them ships CJK fonts, and bundling them would add ~280 MB.
 */
interface ScriptFont {
  family: string;
  /** A letter of the script, so that loading fetches that subset. */
  sample: string;
}

const arabic: ScriptFont = { family: 'Noto Sans Arabic', sample: 'ب' };
const fonts: Partial<Record<LanguageCode, ScriptFont>> = {
  BN: { family: 'Noto Sans Bengali', sample: 'অ' },
  HI: { family: 'Noto Sans Devanagari', sample: 'अ' },
  TA: { family: 'Noto Sans Tamil', sample: 'அ' },
  KM: { family: 'Noto Sans Khmer', sample: 'ក' },
  MY: { family: 'Noto Sans Myanmar', sample: 'က' },
  TH: { family: 'Noto Sans Thai', sample: 'ก' },
  AR: arabic,
  UR: arabic,
};

/**
 * Waits until the page language's script font (regular and bold) is in, so the first text drawn in that language
 * already uses it rather than being swapped in a moment later. A font that fails to load leaves the system font in
 * place: nothing to report to the visitor.
 */
export async function loadScriptFont(code: LanguageCode): Promise<void> {
  const font = fonts[code];
  if (!font || typeof document === 'undefined' || !document.fonts) return;
  try {
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${font.family}"`, font.sample)),
    );
  } catch {
    // the system font stays
  }
}
