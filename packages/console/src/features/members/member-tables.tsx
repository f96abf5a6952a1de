import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';

type Detail = CallOutput<'memberDetail'>;

function Empty({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={columns} className="table__empty">
        {t('nothing_yet')}
      </td>
    </tr>
  );
}

export function LedgerTable({ rows }: { rows: Detail['ledger'] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('at')}</th>
          <th scope="col">{t('transfer')}</th>
          <th scope="col">{t('kind')}</th>
          <th scope="col">{t('wallet')}</th>
          <th scope="col" className="num">
            {t('amount')}
          </th>
          <th scope="col" className="num">
            {t('balance_after')}
          </th>
          <th scope="col">{t('reason')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.transferId}-${row.wallet}`}>
            <td className="nowrap">{formatDateTime(row.at)}</td>
            <td className="mono">{row.transferId}</td>
            <td>{row.kind}</td>
            <td>{row.wallet}</td>
            <td className={row.amount < 0 ? 'num num--negative' : 'num'}>{formatAmount(row.amount, i18n.language)}</td>
            <td className="num">{formatAmount(row.balanceAfter, i18n.language)}</td>
            <td>{row.reason}</td>
          </tr>
        ))}
        {rows.length === 0 && <Empty columns={7} />}
      </tbody>
    </table>
  );
}

export function BetsTable({ rows }: { rows: Detail['bets'] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('placed_at')}</th>
          <th scope="col">{t('bet_id')}</th>
          <th scope="col">{t('game_kind')}</th>
          <th scope="col">{t('vendor')}</th>
          <th scope="col">{t('game')}</th>
          <th scope="col" className="num">
            {t('stake')}
          </th>
          <th scope="col" className="num">
            {t('payout')}
          </th>
          <th scope="col">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bet) => (
          <tr key={bet.id}>
            <td className="nowrap">{formatDateTime(bet.placedAt)}</td>
            <td className="mono">{bet.id}</td>
            <td>{bet.gameKind}</td>
            <td>{bet.vendor}</td>
            <td>{bet.game}</td>
            <td className="num">{formatAmount(bet.stake, i18n.language)}</td>
            <td className="num">{formatAmount(bet.payout, i18n.language)}</td>
            <td>{bet.status}</td>
          </tr>
        ))}
        {rows.length === 0 && <Empty columns={8} />}
      </tbody>
    </table>
  );
}

export function LoginsTable({ rows }: { rows: Detail['logins'] }) {
  const { t } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('at')}</th>
          <th scope="col">{t('ip')}</th>
          <th scope="col">{t('login_type')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((login, index) => (
          // Logins have no id of their own; the list is newest first and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={`${login.at}-${index}`}>
            <td className="nowrap">{formatDateTime(login.at)}</td>
            <td className="mono">{login.ip}</td>
            <td>{login.loginType}</td>
          </tr>
        ))}
        {rows.length === 0 && <Empty columns={3} />}
      </tbody>
    </table>
  );
}

export function SessionsTable({ rows }: { rows: Detail['sessions'] }) {
  const { t } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('session_id')}</th>
          <th scope="col">{t('created_at')}</th>
          <th scope="col">{t('last_seen')}</th>
          <th scope="col">{t('ip')}</th>
          <th scope="col">{t('login_type')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((session) => (
          <tr key={session.id}>
            <td className="mono">{session.id}</td>
            <td className="nowrap">{formatDateTime(session.createdAt)}</td>
            <td className="nowrap">{formatDateTime(session.lastSeenAt)}</td>
            <td className="mono">{session.ip}</td>
            <td>{session.loginType}</td>
          </tr>
        ))}
        {rows.length === 0 && <Empty columns={5} />}
      </tbody>
    </table>
  );
}
