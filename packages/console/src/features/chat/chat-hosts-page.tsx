import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import type { CallOutput } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { useChatHostSave, useChatHosts, useChatHostTicket } from './api/use-chat-hosts';
import { HostForm } from './host-form';

type Host = CallOutput<'chatHostList'>['content'][number];
const PAGE_SIZE = 20;

/**
 * The live chat desk (issue 12): the brand's hosts as the player site lists them (online first); create, edit,
 * put on or off air, and issue a host ticket, whose address is shown once.
 */
export function ChatHostsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [pageNo, setPageNo] = useState(1);
  const [draftName, setDraftName] = useState('');
  const [name, setName] = useState('');
  const hosts = useChatHosts(brand ? { brand, pageNo, pageSize: PAGE_SIZE, ...(name ? { name } : {}) } : null);
  const save = useChatHostSave();
  const ticket = useChatHostTicket();
  const [editing, setEditing] = useState<Host | 'new' | null>(null);
  const [ticketFor, setTicketFor] = useState<Host | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setName(draftName.trim());
    setPageNo(1);
  };
  const switchAir = (h: Host) =>
    brand &&
    save.mutate({
      brand,
      id: h.id,
      name: h.name,
      avatarUrl: h.avatarUrl,
      intro: h.intro,
      tags: h.tags,
      sort: h.sort,
      online: !h.online,
    });
  const closeTicket = () => {
    setTicketFor(null);
    ticket.reset();
  };
  const issued = ticket.data;
  // The room is on the brand's player site, whose address the console does not know: the path as answered.
  const link = issued?.chatUrl ?? '';

  return (
    <>
      <PageHeader title={t('nav_chat')}>
        <button type="button" className="button button--primary" disabled={!brand} onClick={() => setEditing('new')}>
          {t('chat_new_host')}
        </button>
      </PageHeader>
      {brand && editing && (
        <HostForm
          key={editing === 'new' ? 'new' : editing.id}
          brand={brand}
          host={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <form className="filters" onSubmit={search} aria-label={t('chat_search')}>
        <label className="field">
          <span className="field__label">{t('chat_host_name')}</span>
          <input className="input" value={draftName} maxLength={100} onChange={(e) => setDraftName(e.target.value)} />
        </label>
        <div className="filters__actions">
          <button type="submit" className="button button--primary" disabled={!brand}>
            {t('search')}
          </button>
        </div>
      </form>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={save.error} />
      <DeskTable
        columns={[
          { label: t('chat_host_name') },
          { label: t('chat_tags_column') },
          { label: t('chat_intro') },
          { label: t('content_sort'), num: true },
          { label: t('status') },
          { label: t('created_at') },
          { label: t('actions') },
        ]}
        rows={hosts.data?.content}
        empty={t('chat_none')}
        page={hosts.data}
        onPage={setPageNo}
        loading={hosts.isLoading}
        error={hosts.error}
      >
        {(h) => (
          <tr key={h.id}>
            <td>{h.name}</td>
            <td>{h.tags.join(', ')}</td>
            <td className="wrap">{h.intro}</td>
            <td className="num">{h.sort}</td>
            <td>
              {h.online ? (
                <span className="badge badge--ok">{t('chat_on_air')}</span>
              ) : (
                <span className="badge badge--warn">{t('chat_off_air')}</span>
              )}
            </td>
            <td className="nowrap">{formatDateTime(h.createdAt)}</td>
            <td className="nowrap">
              <div className="row-actions">
                <button type="button" className="button button--small" onClick={() => setEditing(h)}>
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={save.isPending}
                  onClick={() => switchAir(h)}
                >
                  {h.online ? t('chat_take_off_air') : t('chat_put_on_air')}
                </button>
                <button type="button" className="button button--small" onClick={() => setTicketFor(h)}>
                  {t('chat_issue_ticket')}
                </button>
              </div>
            </td>
          </tr>
        )}
      </DeskTable>
      <ConfirmDialog
        open={ticketFor !== null && !issued}
        title={t('chat_issue_ticket')}
        message={t('chat_ticket_message', { name: ticketFor?.name ?? '' })}
        confirmLabel={t('chat_issue_ticket')}
        pending={ticket.isPending}
        error={ticket.error}
        onConfirm={() => brand && ticketFor && ticket.mutate({ brand, id: ticketFor.id })}
        onCancel={closeTicket}
      />
      <ConfirmDialog
        open={issued !== undefined}
        title={t('chat_ticket_issued')}
        message={t('chat_ticket_once', { until: issued ? formatDateTime(issued.expiresAt) : '' })}
        confirmLabel={t('done')}
        onConfirm={closeTicket}
        onCancel={closeTicket}
      >
        <textarea
          className="input mono ticket-link"
          readOnly
          rows={3}
          value={link}
          aria-label={t('chat_ticket_link')}
          onFocus={(e) => e.target.select()}
        />
      </ConfirmDialog>
    </>
  );
}
