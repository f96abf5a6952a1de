import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { useFeedbackHandle, useFeedbackList } from './api/use-feedback';
import { FeedbackDetail } from './feedback-detail';

const PAGE_SIZE = 20;
const STATUSES = ['open', 'handled', 'all'] as const;
type Status = (typeof STATUSES)[number];

export const statusOf = (value: string | null): Status =>
  (STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : 'open';

/**
 * The feedback inbox (issue 12): what members and visitors sent (spec 7), newest first; by status and days (UTC),
 * paged by the server. Opening one shows its text and images; marking it handled is audited.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useFeedbackList(
    brand ? { brand, status, pageNo, pageSize: PAGE_SIZE, ...(from ? { from } : {}), ...(to ? { to } : {}) } : null,
  );
  const handle = useFeedbackHandle();
  const [open, setOpen] = useState<number | null>(null);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_feedback')} />
      <div className="tabs" role="tablist" aria-label={t('status')}>
        {STATUSES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            className={status === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setParam('status', name === 'open' ? '' : name)}
          >
            {t(`feedback_status_${name}`)}
          </button>
        ))}
      </div>
      <section className="filters" aria-label={t('feedback_days')}>
        <label className="field">
          <span className="field__label">{t('from_day')}</span>
          <input className="input" type="date" value={from} onChange={(e) => setParam('from', e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('to_day')}</span>
          <input className="input" type="date" value={to} onChange={(e) => setParam('to', e.target.value)} />
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={handle.error} />
      {open !== null && <FeedbackDetail id={open} handle={handle} onClose={() => setOpen(null)} />}
      <DeskTable
        columns={[
          { label: t('feedback_sent_at') },
          { label: t('feedback_from') },
          { label: t('feedback_content') },
          { label: t('feedback_images'), num: true },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('feedback_none')}
        page={data}
        onPage={(page) => setParam('page', String(page))}
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
