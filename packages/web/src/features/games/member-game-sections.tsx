import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { useFavoriteGamesPage } from './api/favorite-games-list';
import { useRecentGames } from './api/recent-games';
import { useCanFavourite } from './can-favourite';
import { GameCards } from './game-grid-section';
import styles from './games.module.css';
import type { FavouriteToggle } from './use-favourite-toggle';
import type { StartGame } from './use-start-game';

interface SectionProps {
  start: StartGame['start'];
  favourites: FavouriteToggle;
  vendorNames: ReadonlyMap<string, string>;
}

/** "My favourites" (13 per page, spec 9) and "Recently played" of a logged-in member. */
export function MemberGameSections(props: SectionProps) {
  const canFavourite = useCanFavourite();
  return (
    <>
      {canFavourite ? <FavouritesSection {...props} /> : null}
      <RecentSection {...props} />
    </>
  );
}

function FavouritesSection({ start, favourites, vendorNames }: SectionProps) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const page = useFavoriteGamesPage(pageNo);
  const totalPages = page.data?.totalPages ?? 1;
  // Removing the last favourite of a later page leaves it empty: step back.
  if (page.data && page.data.content.length === 0 && pageNo > 1 && !page.isFetching) setPageNo(pageNo - 1);
  return (
    <section className={styles.section} aria-labelledby="favorites-title" data-testid="favorites-section">
      <div className={styles.sectionHead}>
        <h2 id="favorites-title" className={styles.sectionTitle}>
          {t('favorites_title')}
        </h2>
        {totalPages > 1 ? (
          <div className={styles.pager}>
            <button
              type="button"
              className={buttonClass('secondary', { size: 'small' })}
              onClick={() => setPageNo((n) => Math.max(1, n - 1))}
              disabled={pageNo <= 1}
              data-testid="favorites-prev"
            >
              {t('page_prev')}
            </button>
            <span className={styles.pagerText}>{t('page_of', { page: pageNo, total: totalPages })}</span>
            <button
              type="button"
              className={buttonClass('secondary', { size: 'small' })}
              onClick={() => setPageNo((n) => Math.min(totalPages, n + 1))}
              disabled={pageNo >= totalPages}
              data-testid="favorites-next"
            >
              {t('page_next')}
            </button>
          </div>
        ) : null}
      </div>
      {page.isPending ? (
        <p className={styles.muted}>{t('app_loading')}</p>
      ) : page.isError ? (
        <p role="alert" className={styles.muted}>
          {errorText(t, page.error)}
        </p>
      ) : page.data.content.length === 0 ? (
        <p className={styles.muted}>{t('favorites_empty')}</p>
      ) : (
        <GameCards
          games={page.data.content}
          start={start}
          favourites={favourites}
          vendorNames={vendorNames}
          label={t('favorites_title')}
        />
      )}
    </section>
  );
}

function RecentSection({ start, favourites, vendorNames }: SectionProps) {
  const { t } = useTranslation();
  const recent = useRecentGames();
  return (
    <section className={styles.section} aria-labelledby="recent-title" data-testid="recent-section">
      <h2 id="recent-title" className={styles.sectionTitle}>
        {t('recent_title')}
      </h2>
      {recent.isPending ? (
        <p className={styles.muted}>{t('app_loading')}</p>
      ) : recent.isError ? (
        <p role="alert" className={styles.muted}>
          {errorText(t, recent.error)}
        </p>
      ) : recent.data.length === 0 ? (
        <p className={styles.muted}>{t('recent_empty')}</p>
      ) : (
        <GameCards
          games={recent.data}
          start={start}
          favourites={favourites}
          vendorNames={vendorNames}
          label={t('recent_title')}
        />
      )}
    </section>
  );
}
