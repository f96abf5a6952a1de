import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { useBrandChange } from './api/use-brands';
import { type DomainDraft, domainProblem } from './brand-form';

type Brand = CallOutput<'brandDetail'>;

function SaveBar({ pending, saved, disabled }: { pending: boolean; saved: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="toolbar">
      <button type="submit" className="button button--primary" disabled={pending || disabled}>
        {pending ? t('working') : t('save')}
      </button>
      {saved && (
        <span className="inline-status" role="status">
          {t('saved')}
        </span>
      )}
    </div>
  );
}

/** Which hosts serve the brand's player (member) and agent sites; the main one is the brand's main domain. */
export function DomainsPanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandDomains');
  const [rows, setRows] = useState<DomainDraft[]>(brand.domains);
  const [saved, setSaved] = useState(false);
  const problem = domainProblem(rows);
  const set = (i: number, patch: Partial<DomainDraft>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : patch.isMain ? { ...r, isMain: false } : r)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    change.mutate({ brand: brand.code, domains: rows }, { onSuccess: () => setSaved(true) });
  };
  return (
    <section className="panel" aria-labelledby="domains-title">
      <h2 id="domains-title" className="panel__title">
        {t('domain_routes')}
      </h2>
      <form onSubmit={submit}>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('domain')}</th>
                <th scope="col">{t('site_type')}</th>
                <th scope="col">{t('main_domain')}</th>
                {canManage && (
                  <th scope="col" className="visually-hidden">
                    {t('remove')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
                <tr key={i}>
                  <td>
                    <input
                      className="input mono"
                      aria-label={t('domain')}
                      value={row.domain}
                      onChange={(e) => set(i, { domain: e.target.value })}
                      disabled={!canManage}
                      required
                      maxLength={253}
                    />
                  </td>
                  <td>
                    <select
                      className="input"
                      aria-label={t('site_type')}
                      value={row.siteType}
                      onChange={(e) => set(i, { siteType: e.target.value as DomainDraft['siteType'] })}
                      disabled={!canManage}
                    >
                      <option value="member">{t('site_member')}</option>
                      <option value="agent">{t('site_agent')}</option>
                    </select>
                  </td>
                  <td>
                    <input
                      type="radio"
                      name="main-domain"
                      aria-label={t('main_domain')}
                      checked={row.isMain}
                      onChange={() => set(i, { isMain: true })}
                      disabled={!canManage}
                    />
                  </td>
                  {canManage && (
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setRows(rows.filter((_, j) => j !== i))}
                      >
                        {t('remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {problem && canManage && <p className="notice notice--error">{t(problem)}</p>}
        <ErrorNotice error={change.error} />
        {canManage && (
          <div className="toolbar">
            <button
              type="button"
              className="button"
              onClick={() => setRows([...rows, { domain: '', siteType: 'member', isMain: false }])}
            >
              {t('add_domain')}
            </button>
            <SaveBar pending={change.isPending} saved={saved} disabled={problem !== null} />
          </div>
        )}
      </form>
    </section>
  );
}

interface LinkRow {
  type: string;
  label: string;
  url: string;
}

/** A list of typed links edited in place: the resources (social, app downloads) or the customer-service widget. */
function LinkTable({
  rows,
  onChange,
  canManage,
  labelKey,
}: {
  rows: LinkRow[];
  onChange: (rows: LinkRow[]) => void;
  canManage: boolean;
  labelKey: string;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<LinkRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('link_type')}</th>
            <th scope="col">{t(labelKey)}</th>
            <th scope="col">{t('link_url')}</th>
            {canManage && (
              <th scope="col" className="visually-hidden">
                {t('remove')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
            <tr key={i}>
              <td>
                <input
                  className="input mono"
                  aria-label={t('link_type')}
                  value={row.type}
                  onChange={(e) => set(i, { type: e.target.value.toUpperCase() })}
                  disabled={!canManage}
                  required
                  maxLength={32}
                  size={12}
                />
              </td>
              <td>
                <input
                  className="input"
                  aria-label={t(labelKey)}
                  value={row.label}
                  onChange={(e) => set(i, { label: e.target.value })}
                  disabled={!canManage}
                  required
                  maxLength={64}
                />
              </td>
              <td>
                <input
                  className="input mono"
                  aria-label={t('link_url')}
                  value={row.url}
                  onChange={(e) => set(i, { url: e.target.value })}
                  disabled={!canManage}
                  required
                  maxLength={500}
                />
              </td>
              {canManage && (
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    {t('remove')}
                  </button>
                </td>
              )}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="table__empty">
                {t('none')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {canManage && (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange([...rows, { type: '', label: '', url: '' }])}
        >
          {t('add_row')}
        </button>
      )}
    </div>
  );
}

/** The footer's and side menu's resources (spec 3 "Resource entry") and the customer-service entries. */
export function LinksPanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandLinks');
  const [resources, setResources] = useState<LinkRow[]>(
    brand.resources.map((r) => ({ type: r.resourceType, label: r.labelNameEn, url: r.url })),
  );
  const [services, setServices] = useState<LinkRow[]>(
    brand.customerService.map((s) => ({ type: s.type, label: s.title, url: s.url })),
  );
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    change.mutate(
      {
        brand: brand.code,
        resources: resources.map((r) => ({ resourceType: r.type, labelNameEn: r.label, url: r.url })),
        customerService: services.map((s) => ({ title: s.label, type: s.type, url: s.url })),
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="panel" aria-labelledby="links-title">
      <h2 id="links-title" className="panel__title">
        {t('resources_and_service')}
      </h2>
      <form className="form" onSubmit={submit}>
        <h3 className="field__label">{t('resources')}</h3>
        <LinkTable rows={resources} onChange={setResources} canManage={canManage} labelKey="link_label" />
        <h3 className="field__label">{t('customer_service')}</h3>
        <LinkTable rows={services} onChange={setServices} canManage={canManage} labelKey="link_title" />
        <ErrorNotice error={change.error} />
        {canManage && <SaveBar pending={change.isPending} saved={saved} />}
      </form>
    </section>
  );
}
