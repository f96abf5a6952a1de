import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import styles from './winners-list.module.css';

interface Winner {
  vo: { customerName: string; gameName: string; iconUrl: string | null; winAmount: number };
}

/** Spec 2 "latest winners" from the winner board (real wins only; names masked by the server). */
export function WinnersList({ winners }: { winners: Winner[] }) {
  const { t } = useTranslation();
  if (winners.length === 0) return <p className={styles.empty}>{t('home_no_winners')}</p>;
  return (
    <ol className={styles.list} data-testid="winners-list">
      {winners.map(({ vo }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: winner rows have no id and the list is replaced whole.
        <li key={`${vo.customerName}-${i}`} className={styles.row}>
          {vo.iconUrl ? <img src={vo.iconUrl} alt="" className={styles.icon} loading="lazy" /> : null}
          <span className={styles.name}>{vo.customerName}</span>
          <span className={styles.game}>{vo.gameName}</span>
          <span className={styles.amount}>{formatMoney(vo.winAmount)}</span>
        </li>
      ))}
    </ol>
  );
}
