import { GAME_SORTS } from '@wl/contract/operator-routes/games';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useBrand } from '../../lib/use-session';
import { useGameChange, useGames, useVendors } from './api/use-games';
import { GamesTable } from './games-table';
import { VendorsTable } from './vendors-table';

const PAGE_SIZE = 20;
const FILTERS = ['vendor', 'gameType', 'name', 'enabled', 'flag', 'orderBy'] as const;

/**
 * The games desk (issue 12): the brand's vendors (on or off, their order) and its games (search, on or off, top,
 * hot and popular ranks): what the player site's game menus show, at once. The server pages, sorts and filters.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const [vendorPage, setVendorPage] = useState(1);
  const [name, setName] = useState(params.get('name') ?? '');
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])));
  const vendors = useVendors(brand ? { brand, pageNo: vendorPage, pageSize: PAGE_SIZE } : null);
  const games = useGames(brand ? { brand, pageNo, pageSize: PAGE_SIZE, ...filters } : null);
  const change = useGameChange();

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParam('name', name.trim());
  };
  const select = (key: (typeof FILTERS)[number], values: readonly string[], label: string, allLabel = t('all')) => (
    <label className="field">
      <span className="field__label">{t(`games_${key}`)}</span>
      <select className="input" value={params.get(key) ?? ''} onChange={(e) => setParam(key, e.target.value)}>
        {allLabel && <option value="">{allLabel}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {label ? t(`${label}${v}`) : v}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader title={t('nav_games')} />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={vendors.error ?? change.vendor.error} />
      {brand && vendors.data && (
        <section className="panel" aria-label={t('games_vendors')}>
          <h2 className="panel__title">{t('games_vendors')}</h2>
          <VendorsTable
            rows={vendors.data.content}
            pending={change.vendor.isPending}
            onChange={(code, patch) => change.vendor.mutate({ brand, code, ...patch })}
          />
          {vendors.data.totalPages > 1 && (
            <Pager
              pageNum={vendors.data.pageNum}
              totalPages={vendors.data.totalPages}
              total={vendors.data.total}
              onPage={setVendorPage}
            />
          )}
        </section>
      )}
      <h2 className="section-title">{t('games_games')}</h2>
      <form className="filters" onSubmit={search} aria-label={t('games_search')}>
        <label className="field">
          <span className="field__label">{t('games_name')}</span>
          <input className="input" name="name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        {select(
          'vendor',
          (vendors.data?.content ?? []).map((v) => v.code),
          '',
        )}
        {select('enabled', ['true', 'false'], 'games_enabled_')}
        {select('flag', ['top', 'hot', 'popular'], 'games_flag_')}
        {select('orderBy', GAME_SORTS, 'games_order_', '')}
        <div className="filters__actions">
          <button type="submit" className="button button--primary" disabled={!brand}>
            {t('search')}
          </button>
        </div>
      </form>
      <ErrorNotice error={games.error ?? change.game.error} />
      {brand && games.data && (
        <>
          <GamesTable
            rows={games.data.content}
            pending={change.game.isPending}
            onChange={(id, patch) => change.game.mutate({ brand, id, ...patch })}
          />
          <Pager
            pageNum={games.data.pageNum}
            totalPages={games.data.totalPages}
            total={games.data.total}
            onPage={(page) => setParam('page', String(page))}
          />
        </>
      )}
    </>
  );
}
