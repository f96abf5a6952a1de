import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/dialog-shell';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import styles from '../../components/records.module.css';
import { formatDateTime } from '../../lib/format';
import { verifyHref } from '../../lib/verify-link';
import { useBetDetail } from './api/bet-detail';
import { useBetLabels } from './bet-labels';

/** One bet: its figures, and for an in-house round its seeds and a link that recomputes it. */
export function BetDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useBetLabels();
  const detail = useBetDetail({ id });
  const data = detail.data;
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('rec_bet_detail')}
      wide
      testId="bet-detail"
    >
      {detail.isError ? <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} compact /> : null}
      {data ? (
        <>
          <dl className={styles.details}>
            <dt>{t('rec_game')}</dt>
            <dd>{[label.kind(data.bet), label.vendor(data.bet), label.game(data.bet)].filter(Boolean).join(' · ')}</dd>
            <dt>{t('rec_round')}</dt>
            <dd className={styles.mono}>{data.roundRef}</dd>
            <dt>{t('rec_placed_at')}</dt>
            <dd>{formatDateTime(data.bet.placedAt)}</dd>
            <dt>{t('rec_status')}</dt>
            <dd>{t(`rec_status_${data.bet.status}`)}</dd>
            <dt>{t('rec_stake')}</dt>
            <dd>
              <Money amount={data.bet.stake} />
            </dd>
            <dt>{t('rec_payout')}</dt>
            <dd>
              <Money amount={data.bet.payout} />
            </dd>
            <dt>{t('rec_profit')}</dt>
            <dd>
              <Money amount={data.bet.profit} />
            </dd>
            {data.round ? (
              <>
                <dt>{t('rec_server_seed_hash')}</dt>
                <dd className={styles.mono}>{data.round.serverSeedHash}</dd>
                <dt>{t('rec_client_seed')}</dt>
                <dd className={styles.mono}>{data.round.clientSeed}</dd>
                <dt>{t('rec_nonce')}</dt>
                <dd className={styles.mono}>{data.round.nonce}</dd>
              </>
            ) : null}
          </dl>
          {data.round?.serverSeed ? (
            <a
              href={verifyHref({ ...data.round, serverSeed: data.round.serverSeed })}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="bet-verify-link"
            >
              {t('rec_verify_round')}
            </a>
          ) : data.round ? (
            <p className={styles.itemMeta} data-testid="bet-verify-later">
              {t('rec_verify_after_rotation')}
            </p>
          ) : null}
        </>
      ) : null}
    </DialogShell>
  );
}
