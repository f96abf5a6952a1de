/**
 * The 22 site languages of spec section 1. `code` is the spec's code (also the locale file name),
 * `htmlLang` the BCP 47 tag put on <html lang>, `dir` the writing direction (AR and UR are right to left).
 */
export const LANGUAGES = [
  { code: 'EN', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'CN', htmlLang: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'TW', htmlLang: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'JA', htmlLang: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'KO', htmlLang: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'KR', htmlLang: 'ko-KR', nativeName: '한국어 (KR)', dir: 'ltr' },
  { code: 'TH', htmlLang: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'VI', htmlLang: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', htmlLang: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', htmlLang: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'HI', htmlLang: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'ID', htmlLang: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', htmlLang: 'km', nativeName: 'ភាសាខ្មែរ', dir: 'ltr' },
  { code: 'MS', htmlLang: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'PT', htmlLang: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'PT-BR', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'TA', htmlLang: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'TY', htmlLang: 'fil', nativeName: 'Tagalog', dir: 'ltr' },
  { code: 'UR', htmlLang: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'TR', htmlLang: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'BN', htmlLang: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'AR', htmlLang: 'ar', nativeName: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: LanguageCode) {
  const found = LANGUAGES.find((l) => l.code === code);
  if (!found) throw new Error(`unknown language ${code}`);
  return found;
}
