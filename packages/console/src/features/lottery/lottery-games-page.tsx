import { can } from '@wl/contract/operator-capabilities';
import type { lotteryDeskGame } from '@wl/contract/operator-routes/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { useBrand, useSession } from '../../lib/use-session';
import { useLotteryGames, useLotteryGameUpdate } from './use-lottery';

export type LotteryGame = z.output<typeof lotteryDeskGame>;

/** A game's schedule in words: every N minutes, daily, or on week days, at its local time and zone. */
export function scheduleText(t: (key: string, values?: Record<string, unknown>) => string, g: LotteryGame): string {
  if (g.scheduleKind === 'interval')
    return t('lottery_schedule_interval', { minutes: g.intervalMinutes, zone: g.timeZone });
  if (g.scheduleKind === 'daily') return t('lottery_schedule_daily', { time: g.drawTime, zone: g.timeZone });
  const days = (g.weekDays ?? []).map((d) => t(`lottery_weekday_${d}`)).join(', ');
  return t('lottery_schedule_weekly', { time: g.drawTime, days, zone: g.timeZone });
}

export function CloseSecondsCell({ game, mayManage }: { game: LotteryGame; mayManage: boolean }) {
  const { t } = useTranslation();
  const update = useLotteryGameUpdate();
  const [value, setValue] = useState(String(game.closeSeconds));
  if (!mayManage) return <span>{game.closeSeconds}</span>;
  const changed = value !== String(game.closeSeconds) && /^\d+$/.test(value);
  return (
    <form
      className="rank"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) update.mutate({ brand: game.brand, game: game.gameCode, closeSeconds: Number(value) });
      }}
    >
      <input
        className="input input--rank"
        type="number"
        min={0}
        aria-label={t('lottery_close_seconds_of', { game: game.gameCode })}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button button--small" disabled={!changed || update.isPending}>
        {t('save')}
      </button>
      <ErrorNotice error={update.error} />
    </form>
  );
}

export function EnabledCell({ game, mayManage }: { game: LotteryGame; mayManage: boolean }) {
  const { t } = useTranslation();
  const update = useLotteryGameUpdate();
  return (
    <>
      <span className={game.enabled ? 'badge badge--ok' : 'badge'}>
        {t(game.enabled ? 'lottery_on' : 'lottery_off')}
      </span>{' '}
      {mayManage && (
        <button
          type="button"
          className="button button--small"
          disabled={update.isPending}
          onClick={() => update.mutate({ brand: game.brand, game: game.gameCode, enabled: !game.enabled })}
        >
          {t(game.enabled ? 'lottery_switch_off' : 'lottery_switch_on')}
        </button>
      )}
      <ErrorNotice error={update.error} />
    </>
  );
}

/**
 * The lottery desk's games (issue 14 "Console"): a brand's games, switched off ones too, with family, source,
 * schedule and close seconds; lottery.manage switches a game and changes its close seconds. A game's code opens its
 * page (lottery-game-page.tsx: limits and odds tables).
 */
export function LotteryGamesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useSession();
  const mayManage = session ? can(session.operator.role, 'lottery.manage') : false;
  const games = useLotteryGames(brand);
  return (
    <>
      <PageHeader title={t('nav_lottery_games')} />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('lottery_game') },
          { label: t('lottery_family') },
          { label: t('lottery_source') },
          { label: t('lottery_schedule') },
          { label: t('lottery_close_seconds') },
          { label: t('lottery_enabled') },
        ]}
        rows={games.data?.games}
        empty={t('lottery_no_games')}
        loading={games.isLoading}
        error={games.error}
      >
        {(g) => (
          <tr key={g.id}>
            <td>
              <Link className="table__link" to={`/lottery/games/${g.gameCode}`}>
                <strong>{g.gameCode}</strong>
              </Link>
              <div className="muted">{g.name}</div>
            </td>
            <td>{g.family}</td>
            <td>
              {t(g.source === 'in_house' ? 'lottery_source_in_house' : `lottery_feed_${g.resultsFeed ?? 'offline'}`)}
            </td>
            <td>{scheduleText(t, g)}</td>
            <td>
              <CloseSecondsCell key={g.closeSeconds} game={g} mayManage={mayManage} />
            </td>
            <td>
              <EnabledCell game={g} mayManage={mayManage} />
            </td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
