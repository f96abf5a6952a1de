import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { categoryLinks } from '../../components/category-links';
import { GiftIcon, HomeIcon, StarIcon } from '../../components/icon';
import { useSiteInfo } from '../../lib/site-status';
import styles from './site-header.module.css';

/** Spec 2 "Top navigation": Home, one entry per game category, Promotions, Point Mall. */
export function MainNav({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const items = [
    { id: 'home', labelKey: 'nav_home', to: '/', Icon: HomeIcon },
    ...categoryLinks(info),
    { id: 'promotions', labelKey: 'nav_promotions', to: '/promotions', Icon: GiftIcon },
    { id: 'pointMall', labelKey: 'nav_point_mall', to: '/pointMall', Icon: StarIcon },
  ];
  return (
    <nav aria-label={t('nav_main')} className={vertical ? styles.navVertical : styles.nav}>
      <ul className={styles.navList}>
        {items.map(({ id, labelKey, to, Icon }) => (
          <li key={id}>
            <AppLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
              onClick={onNavigate}
            >
              <Icon size={18} />
              <span>{t(labelKey)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
