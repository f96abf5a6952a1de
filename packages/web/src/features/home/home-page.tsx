import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { buttonClass } from '../../components/button-class';
import { categoryLinks, EXTRA_GAME_LINKS } from '../../components/category-links';
import { NotAvailable } from '../../components/not-available';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import { HeroArt } from './hero-art';
import styles from './home-page.module.css';

/** Spec 2 "Home page" sections; each one's content arrives with its own issue. */
const SECTIONS = [
  'home_banners',
  'home_notices',
  'home_jackpot',
  'home_winners',
  'home_hot_games',
  'home_help_nav',
  'home_app_download',
] as const;

function HomeSection({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const id = `section-${titleKey}`;
  return (
    <section className={styles.section} aria-labelledby={id} data-section={titleKey}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(titleKey)}
      </h2>
      <NotAvailable compact />
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const tiles = [...categoryLinks(info), ...EXTRA_GAME_LINKS];
  useEffect(() => {
    document.title = info.brandName;
  }, [info.brandName]);
  return (
    <div className={styles.page} data-testid="home-page">
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('hero_eyebrow')}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('hero_title', { brand: info.brandName })}
          </h1>
          <p className={styles.heroSubtitle}>{t('hero_subtitle')}</p>
          <div className={styles.heroActions}>
            {session.isLogin ? null : (
              <button
                type="button"
                className={buttonClass('primary', { size: 'large' })}
                onClick={() => openAuthDialog('register')}
              >
                {t('hero_join')}
              </button>
            )}
            <a href="#home-categories" className={buttonClass('secondary', { size: 'large' })}>
              {t('hero_explore')}
            </a>
          </div>
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home_categories')}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map(({ id, labelKey, to, Icon }) => (
            <li key={id}>
              <AppLink to={to} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon size={28} />
                </span>
                <span className={styles.tileLabel}>{t(labelKey)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.grid}>
        {SECTIONS.map((key) => (
          <HomeSection key={key} titleKey={key} />
        ))}
      </div>
    </div>
  );
}
