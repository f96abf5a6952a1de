import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, chooseLanguage, currentLanguage, isConsoleLanguage } from '../i18n/setup';
import { chooseTheme, useTheme } from '../lib/theme';

const NATIVE_NAMES: Record<(typeof CONSOLE_LANGUAGES)[number], string> = { EN: 'English', CN: '简体中文' };

/** Language and light or dark theme, remembered in this browser. */
export function Preferences() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      <label className="topbar__field">
        <span className="visually-hidden">{t('language')}</span>
        <select
          className="input input--small"
          value={currentLanguage()}
          onChange={(e) => {
            if (isConsoleLanguage(e.target.value)) void chooseLanguage(e.target.value);
          }}
        >
          {CONSOLE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {NATIVE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--small"
        aria-pressed={theme === 'dark'}
        onClick={() => chooseTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? t('theme_light') : t('theme_dark')}
      </button>
    </>
  );
}
