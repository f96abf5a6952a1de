import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useAuditLog } from './api/use-audit-log';
import { AuditChange } from './audit-change';

const FILTERS = ['operatorId', 'action', 'targetType', 'targetId', 'brand', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 50;

/** Who did what, when, from where, with the values before and after; filtered and paged by the server. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<Filter, string>>(() => {
    const values = {} as Record<Filter, string>;
    for (const filter of FILTERS) values[filter] = params.get(filter) ?? '';
    return values;
  });
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])));
  const { operatorId, ...textFilters } = filters;
  const order = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const log = useAuditLog({
    pageNo,
    pageSize: PAGE_SIZE,
    order,
    ...textFilters,
    ...(operatorId && Number(operatorId) > 0 ? { operatorId: Number(operatorId) } : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const filter of FILTERS) if (draft[filter].trim()) next.set(filter, draft[filter].trim());
    if (order === 'oldest') next.set('order', order);
    setParams(next);
  };
  const orderBy = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === 'oldest') next.set('order', value);
    else next.delete('order');
    setParams(next);
  };
  const clear = () => {
    setDraft({ operatorId: '', action: '', targetType: '', targetId: '', brand: '', from: '', to: '' });
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  const data = log.data;
  return (
    <>
      <PageHeader title={t('nav_audit')} />
      <form className="filters" onSubmit={submit} aria-label={t('filter_audit')}>
        {FILTERS.map((filter) => (
          <label key={filter} className="field field--inline">
            <span className="field__label">{t(`audit_${filter}`)}</span>
            <input
              className="input"
              name={filter}
              type={filter === 'from' || filter === 'to' ? 'date' : filter === 'operatorId' ? 'number' : 'text'}
              min={filter === 'operatorId' ? 1 : undefined}
              value={draft[filter]}
              onChange={(e) => setDraft({ ...draft, [filter]: e.target.value })}
              maxLength={100}
            />
          </label>
        ))}
        <label className="field field--inline">
          <span className="field__label">{t('sort_by')}</span>
          <select className="input" name="order" value={order} onChange={(e) => orderBy(e.target.value)}>
            <option value="newest">{t('sort_newest')}</option>
            <option value="oldest">{t('sort_oldest')}</option>
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('filter')}
          </button>
          <button type="button" className="button" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
      <DeskTable
        columns={[
          { label: t('at') },
          { label: t('operator') },
          { label: t('ip') },
          { label: t('action') },
          { label: t('target') },
          { label: t('brand') },
          { label: t('change') },
        ]}
        rows={data?.content}
        empty={t('no_audit_rows')}
        page={data}
        onPage={goTo}
        loading={log.isLoading}
        error={log.error}
      >
        {(row) => (
          <tr key={row.id}>
            <td className="nowrap">{formatDateTime(row.at)}</td>
            <td>
              {row.operatorAccount ?? t('command_line')}
              {row.operatorId !== null && <span className="muted mono"> #{row.operatorId}</span>}
            </td>
            <td className="mono">{row.ip}</td>
            <td className="mono">{row.action}</td>
            <td className="mono">
              {row.targetType}
              {row.targetId !== null && ` #${row.targetId}`}
            </td>
            <td>{row.brand}</td>
            <td>
              <AuditChange before={row.before} after={row.after} />
            </td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
