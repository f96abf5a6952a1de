import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useBrandList } from './api/use-brands';

const PAGE_SIZE = 20;

/** The brands in the operator's scope, searched and paged on the server; each opens its brand page. */
export function BrandsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useBrandList({ pageNo, pageSize: PAGE_SIZE, ...(search ? { search } : {}) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { search: draft.trim() } : {});
  };
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_brands')} />
      <form className="filters" onSubmit={submit} aria-label={t('search_brands')}>
        <label className="field field--inline">
          <span className="field__label">{t('brand_search')}</span>
          <input
            className="input"
            name="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={64}
          />
        </label>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('search')}
          </button>
        </div>
      </form>
      <DeskTable
        columns={[
          { label: t('code_column') },
          { label: t('brand_name') },
          { label: t('main_domain') },
          { label: t('default_language') },
          { label: t('site_state') },
        ]}
        rows={data?.content}
        empty={t('no_brands_found')}
        page={data}
        onPage={(p) => setParams({ ...(search ? { search } : {}), page: String(p) })}
        loading={list.isLoading}
        error={list.error}
      >
        {(brand) => (
          <tr key={brand.code}>
            <td>
              <Link to={`/brands/${encodeURIComponent(brand.code)}`} className="table__link">
                {brand.code}
              </Link>
            </td>
            <td>{brand.name}</td>
            <td className="mono">{brand.mainDomain}</td>
            <td>{brand.defaultLanguage}</td>
            <td>
              {brand.maintenance ? (
                <span className="badge badge--warn">{t('in_maintenance')}</span>
              ) : (
                <span className="badge badge--ok">{t('site_open')}</span>
              )}
              {brand.blockedRules > 0 && (
                <span className="badge badge--danger">{t('region_blocks_count', { count: brand.blockedRules })}</span>
              )}
            </td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
