import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { buttonClass } from '../../components/button-class';
import { categoryLinks, EXTRA_GAME_LINKS } from '../../components/category-links';
import { NotAvailable } from '../../components/not-available';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import { BannerCarousel } from './banner-carousel';
import { HeroArt } from './hero-art';
import styles from './home-page.module.css';
import { NoticeMarquee } from './notice-marquee';
import { useAnnouncements, useWinners } from './use-home-content';
import { WinnersList } from './winners-list';

/** Spec 2 "Home page" sections still to come (issue 6). */
const SECTIONS = ['home_jackpot', 'home_hot_games', 'home_help_nav', 'home_app_download'] as const;

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
  const content = useAnnouncements();
  const winners = useWinners();
  const homeBanners = (content.data?.banners ?? []).filter((b) => b.groupName === 'w_home');
  useEffect(() => {
    document.title = info.brandName;
  }, [info.brandName]);
  return (
    <div className={styles.page} data-testid="home-page">
      <BannerCarousel banners={homeBanners} />
      <NoticeMarquee notices={content.data?.player ?? []} />
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
        <section className={styles.section} aria-labelledby="home-winners">
          <h2 id="home-winners" className={styles.sectionTitle}>
            {t('home_winners')}
          </h2>
          <WinnersList winners={winners.data ?? []} />
        </section>
        {SECTIONS.map((key) => (
          <HomeSection key={key} titleKey={key} />
        ))}
      </div>
    </div>
  );
}
