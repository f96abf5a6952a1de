import { can } from '@wl/contract/operator-capabilities';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { useBrand, useSession } from '../../lib/use-session';
import { CloseSecondsCell, EnabledCell } from './lottery-games-page';
import { LimitsPanel } from './lottery-limits-panel';
import { OddsPanel } from './lottery-odds-panel';
import { FeedPanel, SchedulePanel } from './lottery-schedule-panel';
import { useLotteryGames } from './use-lottery';

/**
 * A lottery game's page (issue 14 "Console": "games (enable, schedule, close seconds, limits, table odds)"): switch
 * and close seconds, the schedule editor and an official game's results feed (lottery-schedule-panel.tsx), the
 * limits, and the odds tables of its table plays.
 */
export function LotteryGamePage() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const brand = useBrand();
  const session = useSession();
  const mayManage = session ? can(session.operator.role, 'lottery.manage') : false;
  const games = useLotteryGames(brand);
  const game = games.data?.games.find((g) => g.gameCode === gameCode);
  return (
    <>
      <PageHeader title={game ? `${game.gameCode} · ${game.name}` : gameCode} />
      <p>
        <Link className="table__link" to="/lottery/games">
          {t('lottery_back_to_games')}
        </Link>
      </p>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={games.error} />
      {games.data && !game && <p className="notice">{t('not_found')}</p>}
      {brand && game && (
        <>
          <section className="panel" aria-labelledby="game-title">
            <h2 className="panel__title" id="game-title">
              {t('lottery_game_settings')}
            </h2>
            <dl className="facts">
              <div className="facts__row">
                <dt>{t('lottery_family')}</dt>
                <dd>{game.family}</dd>
              </div>
              <div className="facts__row">
                <dt>{t('lottery_source')}</dt>
                <dd>
                  {t(
                    game.source === 'in_house'
                      ? 'lottery_source_in_house'
                      : `lottery_feed_${game.resultsFeed ?? 'offline'}`,
                  )}
                </dd>
              </div>
              <div className="facts__row">
                <dt>{t('lottery_close_seconds')}</dt>
                <dd>
                  <CloseSecondsCell key={game.closeSeconds} game={game} mayManage={mayManage} />
                </dd>
              </div>
              <div className="facts__row">
                <dt>{t('lottery_enabled')}</dt>
                <dd>
                  <EnabledCell game={game} mayManage={mayManage} />
                </dd>
              </div>
            </dl>
          </section>
          <SchedulePanel key={`schedule:${brand}:${game.gameCode}`} game={game} mayManage={mayManage} />
          {game.source === 'official' && (
            <FeedPanel key={`feed:${brand}:${game.gameCode}`} game={game} mayManage={mayManage} />
          )}
          <LimitsPanel
            key={`limits:${brand}:${game.gameCode}`}
            brand={brand}
            game={game.gameCode}
            mayManage={mayManage}
          />
          <OddsPanel key={`odds:${brand}:${game.gameCode}`} brand={brand} game={game.gameCode} mayManage={mayManage} />
        </>
      )}
    </>
  );
}
