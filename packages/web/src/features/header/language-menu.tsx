import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LANGUAGES } from '@wl/contract/languages';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/icon';
import { chooseLanguage, codeOfLng } from '../../i18n/setup';
import { useSiteInfo } from '../../lib/site-status';
import styles from './language-menu.module.css';

/** Spec 2 "Header: language selector": the brand's languages, each by its native name. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const info = useSiteInfo();
  const current = codeOfLng(i18n.language);
  const languages = LANGUAGES.filter((l) => info.languages.includes(l.code));
  const currentInfo = LANGUAGES.find((l) => l.code === current);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger} data-testid="language-select" aria-label={t('choose_language')}>
        <GlobeIcon size={18} />
        <span className={styles.code} lang={currentInfo?.htmlLang}>
          {currentInfo?.nativeName ?? current}
        </span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${styles.content} ${languages.length < 8 ? styles.single : ''}`}
          sideOffset={6}
          align="end"
          aria-label={t('language')}
        >
          {languages.map((language) => (
            <DropdownMenu.Item
              key={language.code}
              className={styles.item}
              data-current={language.code === current ? 'true' : undefined}
              aria-current={language.code === current ? 'true' : undefined}
              lang={language.htmlLang}
              dir={language.dir}
              onSelect={() => {
                void chooseLanguage(language.code);
              }}
            >
              {language.nativeName}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
