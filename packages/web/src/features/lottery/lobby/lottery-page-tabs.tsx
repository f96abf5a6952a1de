import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LOTTERY_PAGE_TITLES, type LotteryPath } from '../../../lib/lottery-pages';
import styles from './lottery-page-tabs.module.css';

/**
 * The lottery pages with games, as links above a lobby: from any of them the others are one tap away (spec 2
 * "lottery goes to /vnLottery, /seaLottery or /lottery"), whichever one the menus opened.
 */
export function LotteryPageTabs({ pages }: { pages: readonly LotteryPath[] }) {
  const { t } = useTranslation();
  if (pages.length < 2) return null;
  return (
    <nav className={styles.tabs} aria-label={t('lot_pages')} data-testid="lottery-pages">
      {pages.map((to) => (
        <NavLink key={to} to={to} end className={styles.tab}>
          {t(LOTTERY_PAGE_TITLES[to])}
        </NavLink>
      ))}
    </nav>
  );
}
