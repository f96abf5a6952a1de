import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatAmount, formatCount, formatDateTime } from '../../lib/format';
import { useLedgerCheck } from './api/use-ledger-check';
import { breachesFirst, type LedgerReport, LIST_CAP } from './ledger-lists';

function Report({ report }: { report: LedgerReport }) {
  const { t, i18n } = useTranslation();
  const broken = report.lists.filter((l) => l.ids.length > 0).length;
  return (
    <>
      <p className={report.ok ? 'notice notice--ok' : 'notice notice--error'} role="status" data-testid="ledger-result">
        {report.ok ? t('ledger_ok') : t('ledger_breached', { count: broken })}
      </p>
      <dl className="facts ledger__facts">
        <div className="facts__row">
          <dt>{t('ledger_checked_at')}</dt>
          <dd>{formatDateTime(report.checkedAt)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('ledger_took')}</dt>
          <dd>{t('ledger_ms', { ms: report.ms })}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('ledger_transfers')}</dt>
          <dd className="num">{formatCount(report.transfers, i18n.language)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('ledger_entries')}</dt>
          <dd className="num">{formatCount(report.entries, i18n.language)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('ledger_accounts')}</dt>
          <dd className="num">{formatCount(report.accounts, i18n.language)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('ledger_total')}</dt>
          <dd className={report.total === 0 ? 'num' : 'num num--negative'}>
            {formatAmount(report.total, i18n.language)}
          </dd>
        </div>
      </dl>
      <div className="table-wrap">
        <table className="table table--compact" aria-label={t('ledger_lists')}>
          <thead>
            <tr>
              <th scope="col">{t('ledger_group')}</th>
              <th scope="col">{t('ledger_list')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('ledger_rows')}</th>
            </tr>
          </thead>
          <tbody>
            {breachesFirst(report.lists).map((list) => (
              <tr key={`${list.group}.${list.name}`}>
                <td>{t(`ledger_group_${list.group}`)}</td>
                <td className="mono">{list.name}</td>
                <td>
                  {list.ids.length === 0 ? (
                    <span className="badge badge--ok">{t('ledger_list_ok')}</span>
                  ) : (
                    <span className="badge badge--danger">
                      {t('ledger_list_breach', { count: list.ids.length })}
                      {list.ids.length >= LIST_CAP ? '+' : ''}
                    </span>
                  )}
                </td>
                <td className="mono wrap ledger__ids">{list.ids.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The ledger desk (issue 12): runs the command line's `ledger check` on the server and shows OK or each list that
 * breaks with its rows. It only reads; the server lets an operator start one check every few seconds.
 */
export function LedgerCheckPage() {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  return (
    <>
      <PageHeader title={t('nav_ledger')}>
        <button
          type="button"
          className="button button--primary"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? t('ledger_running') : t('ledger_run')}
        </button>
      </PageHeader>
      <p className="muted">{t('ledger_lead')}</p>
      {check.isPending && (
        <p className="notice" role="status" aria-live="polite" data-testid="ledger-running">
          <span className="spinner" aria-hidden="true" /> {t('ledger_running')}
        </p>
      )}
      <ErrorNotice error={check.error} />
      {check.data && !check.isPending && <Report report={check.data} />}
    </>
  );
}
