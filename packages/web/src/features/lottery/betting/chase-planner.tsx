import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { formatDateTime } from '../../../lib/format';
import { useUpcomingNumeros } from '../api/lottery-upcoming-numeros';
import styles from '../lottery.module.css';
import { chaseMultiples, chasePlan } from './slip-totals';

/**
 * A row's draw time, hour and minute in the visitor's local time (spec 9 format): the numero beside it already
 * names its day (`YYYYMMDD-HHMM`, or `YYYYMMDD` for the games drawn once a day).
 */
const drawTime = (iso: string) => formatDateTime(iso)?.slice(11, 16) ?? '';

/** The most numeros the planner offers (this one and 49 more; the server takes up to 120 chased). */
export const MAX_CHASE = 50;

/**
 * The chase planner (issue 14 "Chase"): the slip on the next N numeros, a multiple per numero (the same, or doubled
 * every k numeros), stop after a win, and what each numero and the whole chase cost. Each row names its numero and
 * draw time from `GET /lgw/lottery/numeros/upcoming` (the open numero first, then the ones the server's chase
 * placement takes), and N stops at the numeros scheduled.
 */
export function ChasePlanner({
  gameCode,
  openNumero,
  slipAmount,
  multiples,
  onMultiples,
  stopOnWin,
  onStopOnWin,
}: {
  gameCode: string;
  openNumero: string | null;
  slipAmount: number;
  multiples: number[];
  onMultiples: (next: number[]) => void;
  stopOnWin: boolean;
  onStopOnWin: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const upcoming = useUpcomingNumeros(gameCode, MAX_CHASE, openNumero);
  // The rows name the open numero first; while another numero is shown open (a stale answer), none is named.
  const numeros = upcoming.data && upcoming.data[0]?.numero === openNumero ? upcoming.data : [];
  const most = upcoming.data ? Math.max(1, Math.min(MAX_CHASE, upcoming.data.length)) : MAX_CHASE;
  const plan = chasePlan(slipAmount, multiples);
  const start = multiples[0] ?? 1;
  const setCount = (count: number) => {
    const n = Math.min(most, Math.max(1, Math.floor(count) || 1));
    onMultiples(Array.from({ length: n }, (_, i) => multiples[i] ?? multiples[multiples.length - 1] ?? 1));
  };
  // Fewer numeros scheduled than planned: the plan shrinks to them (the server would refuse a longer chase).
  useEffect(() => {
    if (multiples.length > most) onMultiples(multiples.slice(0, most));
  }, [most, multiples, onMultiples]);
  return (
    <div className={styles.chase} data-testid="chase-planner">
      <div className={styles.stakeBar}>
        <label className={styles.field}>
          <span>{t('lot_chase_numeros')}</span>
          <input
            inputMode="numeric"
            value={multiples.length}
            onChange={(e) => setCount(Number(e.target.value))}
            aria-describedby={upcoming.data ? `${gameCode}-chase-most` : undefined}
            data-testid="chase-count"
          />
          {upcoming.data ? (
            <small id={`${gameCode}-chase-most`} className={styles.muted}>
              {t('lot_chase_most', { n: most })}
            </small>
          ) : null}
        </label>
        <button
          type="button"
          className={styles.quick}
          onClick={() => onMultiples(chaseMultiples(multiples.length, start))}
          data-testid="chase-same"
        >
          {t('lot_chase_same')}
        </button>
        <button
          type="button"
          className={styles.quick}
          onClick={() => onMultiples(chaseMultiples(multiples.length, start, 1))}
          data-testid="chase-double"
        >
          {t('lot_chase_double')}
        </button>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={stopOnWin}
            onChange={(e) => onStopOnWin(e.target.checked)}
            data-testid="chase-stop"
          />
          {t('lot_chase_stop')}
        </label>
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('lot_chase_draw')}</th>
              <th scope="col">{t('lot_multiple')}</th>
              <th scope="col">{t('lot_amount')}</th>
              <th scope="col">{t('lot_chase_cumulative')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => {
              const numero = numeros[row.index];
              return (
                <tr key={row.index} data-testid="chase-row" data-numero={numero?.numero}>
                  <td>
                    {numero ? (
                      <span className={styles.chaseNumero}>
                        <bdi dir="ltr" data-testid="chase-numero">
                          {numero.numero}
                        </bdi>
                        <small className={styles.muted}>
                          {row.index === 0 ? `${t('lot_chase_this')} · ` : ''}
                          <bdi dir="ltr" data-testid="chase-draw-time">
                            {drawTime(numero.drawTime)}
                          </bdi>
                        </small>
                      </span>
                    ) : (
                      t(row.index === 0 ? 'lot_chase_this' : 'lot_chase_next', { n: row.index })
                    )}
                  </td>
                  <td>
                    <input
                      className={styles.smallInput}
                      inputMode="numeric"
                      value={multiples[row.index] ?? ''}
                      aria-label={t('lot_multiple')}
                      onChange={(e) =>
                        onMultiples(
                          multiples.map((m, i) =>
                            i === row.index ? Math.max(0, Math.floor(Number(e.target.value)) || 0) : m,
                          ),
                        )
                      }
                      data-testid={`chase-multiple-${row.index}`}
                    />
                  </td>
                  <td>
                    <Money amount={row.amount} />
                  </td>
                  <td>
                    <Money amount={row.cumulative} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.totalLine}>
        {t('lot_chase_total')} <Money amount={plan.total} testId="chase-total" />
      </p>
    </div>
  );
}
