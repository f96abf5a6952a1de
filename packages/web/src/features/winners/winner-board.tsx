import { useTranslation } from 'react-i18next';
import { HomeSection } from '../../components/home-section';
import { RefreshIcon } from '../../components/icon';
import { Money } from '../../components/money';
import { useWinners } from './api/winner-board';
import styles from './winner-board.module.css';

/** Rows the board reserves before the answer, so the page does not jump when it comes. */
const SKELETON_ROWS = 6;

/**
 * Spec 2 "latest winners" and the winner board (spec 9: 20 rows): the latest real wins, newest first, names
 * masked by the server. The board comes from the session cache until the refresh button asks again.
 */
export function WinnerBoard({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const winners = useWinners();
  const refreshing = winners.isFetching;
  const refresh = (
    <button
      type="button"
      className={styles.refresh}
      onClick={() => void winners.refetch()}
      disabled={refreshing}
      aria-label={t('home_winners_refresh')}
      title={t('home_winners_refresh')}
      data-testid="winners-refresh"
    >
      <RefreshIcon size={18} className={refreshing ? styles.spinning : undefined} />
    </button>
  );
  return (
    <HomeSection id="home-winners" title={t('home_winners')} action={refresh} className={styles.section}>
      {winners.isPending ? (
        <ol className={styles.board} aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position.
            <li key={i} className={`${styles.row} ${styles.skeleton}`} />
          ))}
        </ol>
      ) : (winners.data ?? []).length === 0 ? (
        <p className={styles.empty}>{winners.isError ? t('home_winners_failed') : t('home_no_winners')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the board scrolls inside its box; without a tab stop a keyboard could not scroll it (WCAG 2.1.1).
        <ol className={styles.board} tabIndex={0} aria-label={t('home_winners')} data-testid="winners-list">
          {(winners.data ?? []).map(({ vo }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: winner rows have no id and the list is replaced whole.
            <li key={`${vo.customerName}-${i}`} className={styles.row}>
              <span className={`${styles.rank} ${i < 3 ? styles.podium : ''}`}>{i + 1}</span>
              <span className={styles.name}>{vo.customerName}</span>
              <span className={styles.game}>{vo.gameName}</span>
              <Money amount={vo.winAmount} currency={currencySymbol} className={styles.amount} />
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
