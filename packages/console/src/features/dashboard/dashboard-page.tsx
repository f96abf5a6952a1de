import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { useBrand } from '../../lib/use-session';
import { useDashboard } from './api/use-dashboard';
import { DailyChart, GameKindChart } from './dashboard-charts';
import { type DashboardView, dashboardQuery, formatFigure, kpisOf } from './dashboard-figures';
import './dashboard.css';

function KpiCards({ view }: { view: DashboardView }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="kpis" aria-label={t('dash_kpis')}>
      {kpisOf(view).map((kpi) => (
        <li key={kpi.key} className="kpi" data-testid={`kpi-${kpi.key}`}>
          <span className="kpi__label">{t(kpi.label)}</span>
          <span className={kpi.today < 0 ? 'kpi__value num--negative' : 'kpi__value'}>
            {formatFigure(kpi.today, kpi.money, i18n.language)}
          </span>
          <span className="kpi__sub">
            {t('dash_last30')}:{' '}
            <span className={kpi.last30 < 0 ? 'num--negative' : undefined}>
              {formatFigure(kpi.last30, kpi.money, i18n.language)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function GameKindTable({ view }: { view: DashboardView }) {
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatFigure(v, true, i18n.language);
  return (
    <DeskTable
      columns={[
        { label: t('dash_game_kind') },
        { label: t('dash_bets'), num: true },
        { label: t('dash_turnover'), num: true },
        { label: t('dash_houseProfit'), num: true },
      ]}
      rows={view.byGameKind}
      empty={t('dash_no_bets')}
      label={t('dash_by_kind')}
      compact
    >
      {(k) => (
        <tr key={k.gameKind}>
          <td>{t(`game_kind_${k.gameKind}`)}</td>
          <td className="num">{formatFigure(k.bets, false, i18n.language)}</td>
          <td className="num">{money(k.turnover)}</td>
          <td className={k.houseProfit < 0 ? 'num num--negative' : 'num'}>{money(k.houseProfit)}</td>
        </tr>
      )}
    </DeskTable>
  );
}

/**
 * The dashboard (issue 12): today's and the last 30 days' figures of the brand chosen in the top bar, or of every
 * brand of the operator's scope. Loaded on demand: its charts stay out of the console's first download.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'all' || !brand ? 'all' : 'brand';
  const dashboard = useDashboard(dashboardQuery(scope, brand));
  const view = dashboard.data;
  const pick = (next: 'brand' | 'all') => setParams(next === 'all' ? { scope: 'all' } : {});

  return (
    <>
      <PageHeader title={t('nav_dashboard')}>
        <fieldset className="segmented" aria-label={t('dash_scope')}>
          <button
            type="button"
            className={scope === 'brand' ? 'segmented__item segmented__item--on' : 'segmented__item'}
            aria-pressed={scope === 'brand'}
            disabled={!brand}
            onClick={() => pick('brand')}
          >
            {brand ? t('dash_this_brand', { brand }) : t('brand')}
          </button>
          <button
            type="button"
            className={scope === 'all' ? 'segmented__item segmented__item--on' : 'segmented__item'}
            aria-pressed={scope === 'all'}
            onClick={() => pick('all')}
          >
            {t('dash_all_brands')}
          </button>
        </fieldset>
      </PageHeader>
      <ErrorNotice error={dashboard.error} />
      {!view && dashboard.isPending && <p className="muted">{t('loading')}</p>}
      {view && (
        <>
          <p className="muted dash__caption">
            {t('dash_caption', { brands: view.brands.join(', '), from: view.last30.from, to: view.last30.to })}{' '}
            {t('dash_zone', { zone: view.timeZone })}
          </p>
          <KpiCards view={view} />
          <section className="panel">
            <h2 className="panel__title">{t('dash_daily_title')}</h2>
            <DailyChart view={view} />
          </section>
          <section className="panel">
            <h2 className="panel__title">{t('dash_by_kind')}</h2>
            <div className="grid dash__kinds">
              <GameKindTable view={view} />
              {view.byGameKind.length > 0 && <GameKindChart view={view} />}
            </div>
          </section>
        </>
      )}
    </>
  );
}
