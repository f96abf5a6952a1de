import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money';
import styles from './lottery.module.css';
import { chaseMultiples, chasePlan } from './slip-totals';

const MAX_CHASE = 50;

/**
 * The chase planner (issue 14 "Chase"): the slip on the next N numeros, a multiple per numero (the same, or doubled
 * every k numeros), stop after a win, and what each numero and the whole chase cost.
 */
export function ChasePlanner({
  slipAmount,
  multiples,
  onMultiples,
  stopOnWin,
  onStopOnWin,
}: {
  slipAmount: number;
  multiples: number[];
  onMultiples: (next: number[]) => void;
  stopOnWin: boolean;
  onStopOnWin: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const plan = chasePlan(slipAmount, multiples);
  const start = multiples[0] ?? 1;
  const setCount = (count: number) => {
    const n = Math.min(MAX_CHASE, Math.max(1, Math.floor(count) || 1));
    onMultiples(Array.from({ length: n }, (_, i) => multiples[i] ?? multiples[multiples.length - 1] ?? 1));
  };
  return (
    <div className={styles.chase} data-testid="chase-planner">
      <div className={styles.stakeBar}>
        <label className={styles.field}>
          <span>{t('lot_chase_numeros')}</span>
          <input
            inputMode="numeric"
            value={multiples.length}
            onChange={(e) => setCount(Number(e.target.value))}
            data-testid="chase-count"
          />
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
          {plan.rows.map((row) => (
            <tr key={row.index} data-testid="chase-row">
              <td>{t(row.index === 0 ? 'lot_chase_this' : 'lot_chase_next', { n: row.index })}</td>
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
          ))}
        </tbody>
      </table>
      <p className={styles.totalLine}>
        {t('lot_chase_total')} <Money amount={plan.total} testId="chase-total" />
      </p>
    </div>
  );
}
