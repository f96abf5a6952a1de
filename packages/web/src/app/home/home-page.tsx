import { memo, useEffect, useMemo } from 'react';
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
 * The page's sections, each re-rendered only when its own props or data change. The page reads answers (the
 * lottery pages, the status, the session) through useSyncExternalStore, so each one arriving re-renders it in one
 * blocking task; without these, every section below would be drawn again in that task (the home page's blocking-time budget in bench/README.md).
 */
const Banners = memo(BannerCarousel);
const Notices = memo(NoticeMarquee);
const Support = memo(SupportList);
const Jackpot = memo(JackpotCounter);
const Art = memo(HeroArt);
const Games = memo(HomeGames);
const Winners = memo(WinnerBoard);
const Download = memo(AppDownload);
const Help = memo(HelpNav);
const NO_NOTICES: never[] = [];

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
  const banners = content.data?.banners;
  const homeBanners = useMemo(() => (banners ?? []).filter((b) => b.groupName === 'w_home'), [banners]);
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
          <Banners banners={homeBanners} />
          <Notices notices={content.data?.player ?? NO_NOTICES} />
        </>
      )}
      <div className={styles.layout}>
        <div className={styles.side}>
          <Support />
        </div>
        <div className={styles.main}>
          <Jackpot currencySymbol={currencySymbol} />
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
              <Art />
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

          <Games start={start.start} />

          <div className={styles.grid}>
            <Winners currencySymbol={currencySymbol} />
            <Download />
          </div>
          <Help />
        </div>
      </div>
      {start.ui}
    </div>
  );
}
