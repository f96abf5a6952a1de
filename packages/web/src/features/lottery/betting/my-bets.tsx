import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Money } from '../../../components/money';
import { useLotteryBets } from '../api/lottery-bets';
import styles from '../lottery.module.css';
import { CancelBet } from './cancel-bet';
import { usePlayName } from './play-labels';

/**
 * The member's bets on this game with their status, stake and payout (issue 14 `GET /lgw/lottery/bets`); the bet
 * `highlight` names (the transaction history's link) is marked and scrolled into view. An open bet of `openNumero`
 * (the numero taking bets now) can be cancelled.
 */
export function MyBets({
  gameCode,
  highlight = null,
  openNumero,
}: {
  gameCode: string;
  highlight?: string | null;
  openNumero: string | null;
}) {
  const { t } = useTranslation();
  const playName = usePlayName();
  const bets = useLotteryBets(gameCode);
  const marked = useRef<HTMLTableRowElement>(null);
  const found = bets.data?.some((bet) => String(bet.id) === highlight) ?? false;
  useEffect(() => {
    if (found) marked.current?.scrollIntoView?.({ block: 'center' });
  }, [found]);
  if (bets.isPending) return <p className={styles.muted}>{t('app_loading')}</p>;
  if (bets.isError) {
    return <LoadFailed error={bets.error} onRetry={() => void bets.refetch()} compact />;
  }
  if (bets.data.length === 0) return <p className={styles.muted}>{t('lot_no_bets')}</p>;
  const missing = highlight !== null && !found;
  return (
    <div className={styles.tableScroll}>
      {missing ? (
        <p className={styles.muted} data-testid="my-bet-missing">
          {t('lot_bet_not_listed', { id: highlight })}
        </p>
      ) : null}
      <table className={styles.table} data-testid="my-bets">
        <thead>
          <tr>
            <th scope="col">{t('lot_numero')}</th>
            <th scope="col">{t('lot_play')}</th>
            <th scope="col">{t('lot_amount')}</th>
            <th scope="col">{t('lot_status')}</th>
            <th scope="col">{t('lot_payout')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.data.map((bet) => (
            <tr
              key={bet.id}
              ref={String(bet.id) === highlight ? marked : undefined}
              data-testid="my-bet"
              data-bet={bet.id}
              data-status={bet.status}
              className={String(bet.id) === highlight ? styles.highlighted : undefined}
              aria-current={String(bet.id) === highlight ? 'true' : undefined}
            >
              <td>
                <bdi dir="ltr" className={styles.betNumero}>
                  {bet.numero}
                </bdi>
              </td>
              <td>{playName(bet.playCode)}</td>
              <td>
                <Money amount={bet.stake} />
              </td>
              <td>
                {t(`lot_bet_${bet.status}`)}
                {bet.status === 'open' && bet.numero === openNumero ? <CancelBet betId={bet.id} /> : null}
              </td>
              <td>
                <Money amount={bet.payout} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
