import type { BroadcastRow } from '@wl/contract/operator-routes/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { useBroadcasts, useWithdrawBroadcast } from './api/use-messages-desk';
import { BroadcastForm, PersonalForm } from './message-forms';

const PAGE_SIZE = 20;

/**
 * The messages desk (issue 13, spec 2 messageV2): a personal message to one member, a broadcast to the chosen
 * brand's members, the brand's broadcasts with how many opened each, and withdrawing one (after a confirm).
 */
export function MessagesDeskPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useBroadcasts(brand ? { brand, pageNo, pageSize: PAGE_SIZE } : null);
  const withdraw = useWithdrawBroadcast();
  const [withdrawing, setWithdrawing] = useState<BroadcastRow | null>(null);
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_messages')} />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <div className="grid grid--halves">
        {brand ? <BroadcastForm brand={brand} /> : <div />}
        <PersonalForm />
      </div>
      <ErrorNotice error={list.error} />
      {data && (
        <section className="panel" aria-label={t('messages_broadcasts')}>
          <h2 className="panel__title">{t('messages_broadcasts')}</h2>
          <DeskTable
            columns={[
              { label: t('messages_sent_at') },
              { label: t('messages_audience') },
              { label: t('message_title') },
              { label: t('messages_sent_by') },
              { label: t('messages_reads'), num: true },
              { label: t('status') },
              { label: t('actions') },
            ]}
            rows={data.content}
            empty={t('messages_broadcasts_none')}
            page={data}
            onPage={(page) => setParams({ page: String(page) })}
          >
            {(b) => (
              <tr key={b.id}>
                <td className="nowrap">{formatDateTime(b.createdAt)}</td>
                <td>{t(`messages_audience_${b.audience}`)}</td>
                <td className="wrap" title={b.body}>
                  {b.title}
                </td>
                <td>{b.sentBy}</td>
                <td className="num">{b.reads}</td>
                <td>
                  {b.withdrawnAt ? (
                    <span className="badge" title={`${b.withdrawnBy ?? ''} ${formatDateTime(b.withdrawnAt)}`}>
                      {t('messages_withdrawn')}
                    </span>
                  ) : (
                    <span className="badge badge--ok">{t('messages_out')}</span>
                  )}
                </td>
                <td className="nowrap">
                  {!b.withdrawnAt && (
                    <button type="button" className="button button--small" onClick={() => setWithdrawing(b)}>
                      {t('messages_withdraw')}
                    </button>
                  )}
                </td>
              </tr>
            )}
          </DeskTable>
        </section>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('messages_withdraw')}
        message={t('messages_withdraw_confirm', { title: withdrawing?.title ?? '' })}
        confirmLabel={t('messages_withdraw')}
        danger
        pending={withdraw.isPending}
        error={withdraw.error}
        onConfirm={() =>
          withdrawing && withdraw.mutate({ broadcastId: withdrawing.id }, { onSuccess: () => setWithdrawing(null) })
        }
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}
