import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { buttonClass } from '../../components/button-class';
import { categoryLinks, EXTRA_GAME_LINKS } from '../../components/category-links';
import { useAnnouncements } from '../../features/announcements/api/announcements';
import { BannerCarousel } from '../../features/announcements/banner-carousel';
import { NoticeMarquee } from '../../features/announcements/notice-marquee';
import { HomeGames } from '../../features/games/home-games';
import { useStartGame } from '../../features/games/use-start-game';
import { WinnerBoard } from '../../features/winners/winner-board';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSiteInfo, useSiteStatus } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import { useLotteryPages } from '../use-lottery-pages';
import { AppDownload } from './app-download';
import { HelpNav } from './help-nav';
import { HeroArt } from './hero-art';
import styles from './home-page.module.css';
import { JackpotCounter } from './jackpot-counter';
import { SupportList } from './support-list';

/**
 * Spec 2 "Home page": banners, notice marquee, jackpot counter, latest winners, hot, recommended and PG games,
 * help-nav links and the app download section, with the support list beside them. Every section that waits for
 * an answer keeps its place while it waits (issue 6: CLS under 0.05).
 */
export function HomePage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const currencySymbol = useSiteStatus().data?.currencySymbol ?? '';
  const session = useSession();
  const tiles = [...categoryLinks(useLotteryPages().pages), ...EXTRA_GAME_LINKS];
  // The query the popups share; the first page load finds its answer inside index.html.
  const content = useAnnouncements();
  const start = useStartGame();
  const homeBanners = (content.data?.banners ?? []).filter((b) => b.groupName === 'w_home');
  useEffect(() => {
    document.title = info.brandName;
  }, [info.brandName]);
  return (
    <div className={styles.page} data-testid="home-page">
      {content.isPending ? (
        <>
          <div className={`${styles.skeleton} ${styles.bannerSkeleton}`} aria-hidden="true" />
          <div className={`${styles.skeleton} ${styles.marqueeSkeleton}`} aria-hidden="true" />
        </>
      ) : (
        <>
          <BannerCarousel banners={homeBanners} />
          <NoticeMarquee notices={content.data?.player ?? []} />
        </>
      )}
      <div className={styles.layout}>
        <div className={styles.side}>
          <SupportList />
        </div>
        <div className={styles.main}>
          <JackpotCounter currencySymbol={currencySymbol} />
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
            <ul className={styles.tiles} data-testid="home-category-tiles">
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

          <HomeGames start={start.start} />

          <div className={styles.grid}>
            <WinnerBoard currencySymbol={currencySymbol} />
            <AppDownload />
          </div>
          <HelpNav />
        </div>
      </div>
      {start.ui}
    </div>
  );
}
