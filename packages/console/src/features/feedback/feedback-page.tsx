import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { filterQuery, type QueueFilter, QueueFilters } from '../../components/queue-filters';
import { sortColumn } from '../../components/sort-column';
import { StatusTabs } from '../../components/status-tabs';
import { useQueueAddress } from '../../lib/address-params';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { useFeedbackHandle, useFeedbackList } from './api/use-feedback';
import { FeedbackDetail } from './feedback-detail';

const PAGE_SIZE = 20;
/** The inbox opens on what nobody has handled yet. */
const TABS = ['open', 'handled', 'all'] as const;
const SORTS = ['createdAt'] as const;
const FILTERS = [
  { key: 'from', label: 'from_day', type: 'date' },
  { key: 'to', label: 'to_day', type: 'date' },
] as const satisfies readonly QueueFilter[];

/**
 * The feedback inbox (issue 12): what members and visitors sent (spec 7), newest first or oldest first; by status
 * and days (UTC), kept in the address and paged by the server. Opening one shows its text and images; marking it
 * handled is audited.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const queue = useQueueAddress({ tabs: TABS, sorts: SORTS, defaultSort: { by: 'createdAt', order: 'desc' } });
  const status = queue.tab;
  const list = useFeedbackList(
    brand
      ? {
          brand,
          status,
          pageNo: queue.pageNo,
          pageSize: PAGE_SIZE,
          sortBy: queue.sort.by,
          order: queue.sort.order,
          ...filterQuery(FILTERS, queue.filter),
        }
      : null,
  );
  const handle = useFeedbackHandle();
  const [open, setOpen] = useState<number | null>(null);

  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_feedback')} />
      <StatusTabs
        tabs={TABS}
        current={status}
        onChange={queue.setTab}
        label={(name) => t(`feedback_status_${name}`)}
        counts={{ [status]: list.data?.total }}
      />
      <QueueFilters
        label={t('feedback_days')}
        filters={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
        value={queue.filter}
        onChange={queue.setFilter}
      />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={handle.error} />
      {open !== null && <FeedbackDetail id={open} handle={handle} onClose={() => setOpen(null)} />}
      <DeskTable
        columns={[
          sortColumn(queue, 'createdAt', t('feedback_sent_at')),
          { label: t('feedback_from') },
          { label: t('feedback_content') },
          { label: t('feedback_images'), num: true },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('feedback_none')}
        page={data}
        onPage={queue.setPage}
        loading={list.isLoading}
        error={list.error}
      >
        {(f) => (
          <tr key={f.id}>
            <td className="nowrap">{formatDateTime(f.createdAt)}</td>
            <td>{f.memberAccount ?? <span className="muted">{t('feedback_visitor')}</span>}</td>
            <td className="wrap feedback__text">{f.content}</td>
            <td className="num">{f.images}</td>
            <td>
              {f.handledAt ? (
                <span className="badge badge--ok" title={`${f.handledBy ?? ''} ${formatDateTime(f.handledAt)}`}>
                  {t('feedback_handled')}
                </span>
              ) : (
                <span className="badge badge--warn">{t('feedback_open')}</span>
              )}
            </td>
            <td className="nowrap">
              <div className="row-actions">
                <button type="button" className="button button--small" onClick={() => setOpen(f.id)}>
                  {t('open')}
                </button>
                {!f.handledAt && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={handle.isPending}
                    onClick={() => handle.mutate({ id: f.id, handled: true })}
                  >
                    {t('feedback_mark_handled')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
