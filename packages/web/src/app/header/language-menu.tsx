import { LANGUAGES } from '@wl/contract/languages';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/icon';
import { usePopover } from '../../components/use-popover';
import { chooseLanguage, codeOfLng } from '../../i18n/setup';
import { useSiteInfo } from '../../lib/site-status';
import styles from './language-menu.module.css';

/** Spec 2 "Header: language selector": the brand's languages, each by its native name. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const info = useSiteInfo();
  const popover = usePopover('below-end');
  const current = codeOfLng(i18n.language);
  const languages = LANGUAGES.filter((l) => info.languages.includes(l.code));
  const currentInfo = LANGUAGES.find((l) => l.code === current);
  return (
    <div {...popover.rootProps} className={styles.root}>
      <button
        {...popover.triggerProps}
        className={styles.trigger}
        data-testid="language-select"
        aria-label={t('choose_language')}
      >
        <GlobeIcon size={18} />
        <span className={styles.code} lang={currentInfo?.htmlLang}>
          {currentInfo?.nativeName ?? current}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      <ul
        {...popover.panelProps}
        className={`${styles.content} ${languages.length < 8 ? styles.single : ''}`}
        aria-label={t('language')}
        data-testid="language-options"
      >
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className={styles.item}
              aria-current={language.code === current ? 'true' : undefined}
              lang={language.htmlLang}
              dir={language.dir}
              onClick={() => {
                popover.close();
                void chooseLanguage(language.code);
              }}
            >
              {language.nativeName}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
