import { LOTTERY_BET_STATUSES } from '@wl/contract/routes/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { GamePicker } from './game-picker';
import { useLotteryBets, useLotteryGames } from './use-lottery';

type Status = (typeof LOTTERY_BET_STATUSES)[number];
const PAGE_SIZE = 20;
const statusOf = (value: string | null): Status | '' =>
  (LOTTERY_BET_STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : '';

/**
 * The lottery bets search (issue 14 "Console"): a brand's bets, newest first, by member account, game, numero and
 * status, paged by the server; the filters live in the address.
 */
export function LotteryBetsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const { params, setParams, setParam, pageNo } = useAddressParams();
  const games = useLotteryGames(brand);
  const account = params.get('account') ?? '';
  const game = params.get('game') ?? '';
  const numero = params.get('numero') ?? '';
  const status = statusOf(params.get('status'));
  const [typed, setTyped] = useState({ account, numero });
  const list = useLotteryBets(
    brand
      ? {
          brand,
          pageNo,
          pageSize: PAGE_SIZE,
          ...(account ? { account } : {}),
          ...(game ? { game } : {}),
          ...(numero ? { numero } : {}),
          ...(status ? { status } : {}),
        }
      : null,
  );
  const apply = (over: Record<string, string>) => {
    const next = new URLSearchParams({
      account: typed.account.trim(),
      game,
      numero: typed.numero.trim(),
      status,
      ...over,
    });
    for (const [key, value] of [...next.entries()]) if (!value) next.delete(key);
    setParams(next);
  };
  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_lottery_bets')} />
      <form
        className="filters"
        aria-label={t('lottery_filters')}
        onSubmit={(e) => {
          e.preventDefault();
          apply({});
        }}
      >
        <label className="field">
          <span className="field__label">{t('account')}</span>
          <input
            className="input"
            name="account"
            value={typed.account}
            onChange={(e) => setTyped({ ...typed, account: e.target.value })}
          />
        </label>
        <GamePicker games={games.data?.games ?? []} value={game} allowAll onChange={(code) => apply({ game: code })} />
        <label className="field">
          <span className="field__label">{t('lottery_numero')}</span>
          <input
            className="input"
            name="numero"
            value={typed.numero}
            onChange={(e) => setTyped({ ...typed, numero: e.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('status')}</span>
          <select className="input" value={status} onChange={(e) => setParam('status', e.target.value)}>
            <option value="">{t('lottery_status_all')}</option>
            {LOTTERY_BET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery_bet_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="button">
            {t('search')}
          </button>
        </div>
      </form>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('lottery_bet_id') },
          { label: t('lottery_placed_at') },
          { label: t('account') },
          { label: t('lottery_numero') },
          { label: t('lottery_play') },
          { label: t('lottery_stake'), num: true },
          { label: t('status') },
          { label: t('lottery_payout'), num: true },
        ]}
        rows={data?.content}
        empty={t('lottery_no_bets')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(b) => (
          <tr key={b.id}>
            <td className="mono">{b.id}</td>
            <td className="nowrap">{formatDateTime(b.placedAt)}</td>
            <td>
              <Link className="table__link" to={`/members/${b.memberId}`}>
                {b.account}
              </Link>
            </td>
            <td className="mono">
              {b.gameCode} {b.numero}
            </td>
            <td>
              <span className="mono">{b.playCode}</span>
              <div className="muted mono wrap">{b.selection.map((row) => row.join(' ')).join(' | ')}</div>
            </td>
            <td className="num">{formatAmount(b.stake, locale)}</td>
            <td>{t(`lottery_bet_${b.status}`)}</td>
            <td className="num">{formatAmount(b.payout, locale)}</td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
