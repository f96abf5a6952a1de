import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { categoryLinks, EXTRA_GAME_LINKS } from '../../components/category-links';
import { useLotteryPages } from '../use-lottery-pages';
import styles from './side-menu.module.css';

/** Spec 2 "Side menu: left bar": quick links to the game categories. */
export function SideMenuLeft() {
  const { t } = useTranslation();
  const links = [...categoryLinks(useLotteryPages().pages), ...EXTRA_GAME_LINKS];
  return (
    <nav className={styles.left} aria-label={t('side_menu_left')} data-testid="side-menu-left">
      <ul className={styles.list}>
        {links.map(({ id, labelKey, to, Icon }) => (
          <li key={id}>
            <AppLink
              to={to}
              className={({ isActive }) => `${styles.leftLink} ${isActive ? styles.leftLinkActive : ''}`}
            >
              <Icon size={22} />
              <span>{t(labelKey)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
