import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

/** The empty state of a category, a vendor or a search without games. */
export function GamesEmpty({ searching = false, hintKey }: { searching?: boolean; hintKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="games-empty" role="status">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" className={styles.emptyArt}>
        <rect x="10" y="16" width="52" height="40" rx="10" fill="currentColor" opacity="0.12" />
        <rect x="10" y="16" width="52" height="40" rx="10" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 36h8M28 32v8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="44" cy="33" r="2.5" fill="currentColor" />
        <circle cx="49" cy="39" r="2.5" fill="currentColor" />
        {searching ? <path d="m54 54 8 8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /> : null}
      </svg>
      <p className={styles.emptyTitle}>{t(searching ? 'games_no_match' : 'games_empty')}</p>
      <p className={styles.emptyHint}>{t(hintKey ?? (searching ? 'games_no_match_hint' : 'games_empty_hint'))}</p>
    </div>
  );
}
