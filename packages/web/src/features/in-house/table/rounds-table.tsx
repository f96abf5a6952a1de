import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { moneyText } from '../../../components/money';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { verifyHref } from '../../../lib/verify-link';
import { type HistoryRound, useRounds } from '../api/in-house-rounds';
import { formatMultiplier } from '../game-numbers';
import styles from './rounds-table.module.css';

/**
 * The member's in-house rounds, newest first; each can be verified once its server seed is revealed. On a phone each
 * round is a card of labelled lines (each cell's `data-label`), so nothing hides past a sideways scroll.
 */
export function RoundsTable({
  token,
  currencySymbol,
  initial,
}: {
  token: string;
  currencySymbol: string;
  initial: HistoryRound[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const rounds = useRounds(token, page);
  const content = rounds.data?.content ?? (page === 1 ? initial : []);
  const totalPages = rounds.data?.totalPages ?? 1;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('bgs_my_rounds')}
      </h2>
      {rounds.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, rounds.error)}
        </p>
      ) : null}
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="rounds-table">
          <thead>
            <tr>
              <th scope="col">{t('bgs_time')}</th>
              <th scope="col">{t('bgs_game')}</th>
              <th scope="col">{t('bgs_stake')}</th>
              <th scope="col">{t('bgs_multiplier')}</th>
              <th scope="col">{t('bgs_payout')}</th>
              <th scope="col">{t('bgs_nonce')}</th>
              <th scope="col">{t('bgs_verify')}</th>
            </tr>
          </thead>
          <tbody>
            {content.length === 0 ? (
              <tr>
                <td colSpan={7} className={styles.empty}>
                  {t('bgs_no_rounds')}
                </td>
              </tr>
            ) : (
              content.map((round) => (
                <tr key={round.id} data-testid={`round-${round.id}`}>
                  <td data-label={t('bgs_time')}>{formatDateTime(round.time) ?? round.time}</td>
                  <td data-label={t('bgs_game')}>
                    {t(`bgs_game_${round.game}`, { defaultValue: round.game })}
                    {round.demo ? <span className={styles.demo}>{t('bgs_demo')}</span> : null}
                  </td>
                  <td className={styles.num} data-label={t('bgs_stake')}>
                    {moneyText(round.stake, currencySymbol)}
                  </td>
                  <td className={styles.num} data-label={t('bgs_multiplier')}>
                    {formatMultiplier(round.multiplier)}
                  </td>
                  <td className={`${styles.num} ${round.payout > 0 ? styles.won : ''}`} data-label={t('bgs_payout')}>
                    {moneyText(round.payout, currencySymbol)}
                  </td>
                  <td className={styles.num} data-label={t('bgs_nonce')}>
                    {round.nonce}
                  </td>
                  <td data-label={t('bgs_verify')}>
                    {round.serverSeed ? (
                      <a
                        href={verifyHref({ ...round, serverSeed: round.serverSeed })}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid={`verify-link-${round.id}`}
                      >
                        {t('bgs_verify')}
                        <span className="visually-hidden"> {t('opens_new_window')}</span>
                      </a>
                    ) : (
                      <span className={styles.pending} title={t('bgs_verify_after_rotate')}>
                        {t('bgs_seed_hidden')}
                      </span>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('bgs_pages')}>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('bgs_previous_page')}
          </button>
          <span>{t('bgs_page_of', { page, total: totalPages })}</span>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={page >= totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('bgs_next_page')}
          </button>
        </nav>
      ) : null}
      <p className={styles.hint}>{t('bgs_verify_after_rotate')}</p>
    </section>
  );
}
