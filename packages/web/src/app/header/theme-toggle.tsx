import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { MoonIcon, SunIcon } from '../../components/icon';
import { chooseTheme, useTheme } from '../../lib/theme';

/** Dark (default) or light theme, kept in local storage by the session module. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={buttonClass('secondary', { icon: true })}
      data-testid="theme-toggle"
      aria-label={t(next === 'light' ? 'switch_to_light' : 'switch_to_dark')}
      aria-pressed={theme === 'light'}
      onClick={() => chooseTheme(next)}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
