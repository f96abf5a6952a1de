import type { TransactionSource } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberCentreLink } from '../../components/member-centre-link';
import styles from '../../components/records.module.css';
import { lotteryBetHref } from '../../lib/lottery-pages';
import { MEMBER_CENTRE_BET_PARAM, type MemberCentrePageId } from '../../lib/member-centre';

/** Where each cause is shown: the member-centre page that lists it. */
const PAGE_OF: Partial<Record<TransactionSource['kind'], MemberCentrePageId>> = {
  bet: 'personalHistoryCopy',
  deposit: 'depositv2',
  withdrawal: 'withdraw',
  wallet_transfer: 'transferFund',
  member_transfer: 'transferUpline',
};

/**
 * What caused a ledger entry (issue 13 transactionHistory), said and linked: a game round opens its bet in the bet
 * records (seeds and the verify link there), a deposit the deposit page's order history, a withdrawal or a
 * transfer its page, a lottery transfer its bet on the game's lottery page; an operator's adjustment shows their
 * reason. Rewards say their kind in the row's title.
 */
export function TransactionCause({ source, reason }: { source: TransactionSource | null; reason: string | null }) {
  const { t } = useTranslation();
  if (!source) return null;
  if (source.kind === 'adjustment') {
    return (
      <span className={styles.cause} data-testid="tx-cause">
        {reason ? t('tx_cause_adjustment', { reason }) : t('tx_cause_adjustment_plain')}
      </span>
    );
  }
  // A lottery stake, payout, refund or chase hold (issue 14 "Web"): the game's page with the bet in "my bets".
  if (source.kind === 'lottery') {
    if (source.ref === null || !source.game) return null;
    return (
      <span className={styles.cause} data-testid="tx-cause">
        <Link to={lotteryBetHref(source.game, source.ref)} className={styles.causeLink} data-testid="tx-cause-lottery">
          {t('tx_cause_lottery', { ref: source.ref })}
        </Link>
      </span>
    );
  }
  const page = PAGE_OF[source.kind];
  // A demo round has no bet to open.
  if (!page || (source.kind === 'bet' && source.ref === null)) return null;
  const numbered = source.kind === 'bet' || source.kind === 'deposit' || source.kind === 'withdrawal';
  const label =
    numbered && source.ref !== null
      ? t(`tx_cause_${source.kind}`, { ref: source.ref })
      : t(`tx_cause_${source.kind}_plain`);
  return (
    <span className={styles.cause} data-testid="tx-cause">
      <MemberCentreLink
        page={page}
        params={source.kind === 'bet' && source.ref ? { [MEMBER_CENTRE_BET_PARAM]: source.ref } : undefined}
        className={styles.causeLink}
        testId={`tx-cause-${source.kind}`}
      >
        {label}
      </MemberCentreLink>
    </span>
  );
}
