import { useTranslation } from 'react-i18next';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { GamePicker } from './game-picker';
import { useLotteryGames, useLotterySettlements } from './use-lottery';

const PAGE_SIZE = 20;

/** What a settlement run reports (lottery-settlement.ts: bets settled, chases advanced), as "key value" pairs. */
const resultText = (result: Record<string, unknown> | null) =>
  result
    ? Object.entries(result)
        .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';

/**
 * The settlement of a brand's drawn numeros (issue 14 "Console": "the settlement job runs"): bets, still open, won,
 * stake, paid, the house's result and when settlement finished, last drawn first; below, the `lottery-settle` job's
 * recent runs (one run settles every brand). Read-only. Filters in the address: game, only draws with bets.
 */
export function LotterySettlementsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const { params, setParam, pageNo } = useAddressParams();
  const games = useLotteryGames(brand);
  const game = params.get('game') ?? '';
  // Most in-house draws take no bet: the page starts with the draws that did.
  const withBets = params.get('all') !== '1';
  const list = useLotterySettlements(
    brand
      ? {
          brand,
          pageNo,
          pageSize: PAGE_SIZE,
          ...(game ? { game } : {}),
          ...(withBets ? { withBets: 'true' as const } : {}),
        }
      : null,
  );
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_lottery_settlements')} />
      <section className="filters" aria-label={t('lottery_filters')}>
        <GamePicker games={games.data?.games ?? []} value={game} onChange={(code) => setParam('game', code)} allowAll />
        <label className="checkbox">
          <input type="checkbox" checked={withBets} onChange={(e) => setParam('all', e.target.checked ? '' : '1')} />
          {t('lottery_with_bets_only')}
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={games.error} />
      <DeskTable
        columns={[
          { label: t('lottery_game') },
          { label: t('lottery_numero') },
          { label: t('lottery_drawn_at') },
          { label: t('lottery_result') },
          { label: t('lottery_bets'), num: true },
          { label: t('lottery_open_bets'), num: true },
          { label: t('lottery_won_bets'), num: true },
          { label: t('lottery_stake'), num: true },
          { label: t('lottery_paid'), num: true },
          { label: t('lottery_house_result'), num: true },
          { label: t('lottery_settled_at') },
        ]}
        rows={data?.content}
        empty={t('lottery_no_settlements')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(s) => (
          <tr key={`${s.gameCode}:${s.numero}`}>
            <td>{s.gameCode}</td>
            <td className="mono">{s.numero}</td>
            <td className="nowrap">{formatDateTime(s.drawnAt)}</td>
            <td className="mono wrap">{s.result?.join(' ') ?? ''}</td>
            <td className="num">{s.bets}</td>
            <td className="num">{s.open > 0 ? <strong>{s.open}</strong> : s.open}</td>
            <td className="num">{s.won}</td>
            <td className="num">{formatAmount(s.stake, locale)}</td>
            <td className="num">{formatAmount(s.paid, locale)}</td>
            <td className="num">{formatAmount(s.houseResult, locale)}</td>
            <td className="nowrap">
              {s.settledAt ? (
                formatDateTime(s.settledAt)
              ) : (
                <span className="muted">{t(s.bets === 0 ? 'lottery_nothing_to_settle' : 'lottery_settling')}</span>
              )}
            </td>
          </tr>
        )}
      </DeskTable>
      {data && (
        <section className="panel" aria-labelledby="runs-title">
          <h2 className="panel__title" id="runs-title">
            {t('lottery_settle_runs')}
          </h2>
          <p className="muted">{t('lottery_settle_runs_hint')}</p>
          <DeskTable
            columns={[
              { label: t('lottery_run_started') },
              { label: t('lottery_run_status') },
              { label: t('lottery_run_result') },
            ]}
            rows={data.runs}
            empty={t('lottery_no_runs')}
          >
            {(run) => (
              <tr key={run.id}>
                <td className="nowrap">{formatDateTime(run.startedAt)}</td>
                <td>
                  <span className={run.status === 'ok' ? 'badge badge--ok' : 'badge'}>
                    {t(`job_status_${run.status}`)}
                  </span>
                </td>
                <td className="mono wrap">{run.error ?? resultText(run.result)}</td>
              </tr>
            )}
          </DeskTable>
        </section>
      )}
    </>
  );
}
