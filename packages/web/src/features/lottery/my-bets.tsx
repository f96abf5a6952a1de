import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import { lotteryBetsKey } from '../../lib/lottery-keys';
import { CancelBet } from './cancel-bet';
import styles from './lottery.module.css';
import { myBets } from './lottery-bet-api';
import { usePlayName } from './play-labels';

/**
 * The member's bets on this game with their status, stake and payout (issue 14 `GET /lgw/lottery/bets`). An open bet
 * of `openNumero` (the numero taking bets now) can be cancelled.
 */
export function MyBets({ gameCode, openNumero }: { gameCode: string; openNumero: string | null }) {
  const { t } = useTranslation();
  const playName = usePlayName();
  const bets = useQuery({ queryKey: [...lotteryBetsKey, gameCode], queryFn: () => myBets(gameCode), retry: false });
  if (bets.isPending) return <p className={styles.muted}>{t('app_loading')}</p>;
  if (bets.isError) {
    return <LoadFailed error={bets.error} onRetry={() => void bets.refetch()} compact />;
  }
  if (bets.data.length === 0) return <p className={styles.muted}>{t('lot_no_bets')}</p>;
  return (
    <div className={styles.tableScroll}>
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
            <tr key={bet.id} data-testid="my-bet" data-status={bet.status}>
              <td>
                <bdi dir="ltr">{bet.numero}</bdi>
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
