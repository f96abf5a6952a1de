import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import { formatDateTime } from '../../../lib/format';
import { usePastNumeros } from '../api/opened-numeros';
import styles from '../lottery.module.css';
import { DrawBalls } from './draw-balls';

const PAGE_SIZE = 10;

/** The game's drawn numeros, newest first, a page at a time (spec 7 drawn numeros). */
export function ResultsHistory({ game }: { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePastNumeros(game.gameCode, page, PAGE_SIZE);
  if (history.isPending) return <p className={styles.muted}>{t('app_loading')}</p>;
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} compact />;
  const { content, totalPages } = history.data;
  if (content.length === 0) return <p className={styles.muted}>{t('lot_no_history')}</p>;
  return (
    <div data-testid="results-history">
      <ul className={styles.history}>
        {content.map((numero) => (
          <li key={numero.numero} className={styles.historyRow} data-testid="history-row">
            <span className={styles.historyMeta}>
              <bdi dir="ltr" className={styles.numeroSmall}>
                {numero.numero}
              </bdi>
              <bdi dir="ltr" className={styles.muted}>
                {formatDateTime(numero.drawTime)}
              </bdi>
            </span>
            {numero.result ? (
              <DrawBalls family={game.family} draw={numero.result} />
            ) : (
              <span className={styles.muted}>{t('lot_cancelled_refunded')}</span>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
    </div>
  );
}
