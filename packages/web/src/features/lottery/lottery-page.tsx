import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { PageFrame } from '../../components/page-frame';
import { useLotteryGameName } from '../../lib/lottery-names';
import {
  brandLotteryPath,
  gameHref,
  LOTTERY_BET_PARAM,
  LOTTERY_PAGE_TITLES,
  lotteryBetHref,
  lotteryPagesOf,
  pageOfGame,
} from '../../lib/lottery-pages';
import { useSiteInfo } from '../../lib/site-status';
import { lotteryMenusKey, useLotteryMenus } from './api/lottery-menus';
import { GamePage } from './game-page';
import { LotteryLobby } from './lobby/lottery-lobby';
import { LotteryPageTabs } from './lobby/lottery-page-tabs';
import { gamesOfPage, lotteryPathOf } from './lobby/lottery-routing';
import styles from './lottery.module.css';
import { useLiveDraws } from './results/use-live-draws';

/**
 * Spec 2 lottery pages: /lottery (header only), /seaLottery and /vnLottery (side menu), behind login, with `gameCode`
 * in the query. Without one, the page's lobby; with one, that game's betting page. A game of another lottery page
 * moves there (the routing rule of spec 2, lottery-routing.ts).
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const path = lotteryPathOf(pathname);
  const gameCode = params.get('gameCode');
  const menus = useLotteryMenus();
  const queryClient = useQueryClient();
  const nameOf = useLotteryGameName();
  const info = useSiteInfo();
  useLiveDraws();
  // A close passed: the menus answer the next numero.
  const refreshMenus = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lotteryMenusKey });
  }, [queryClient]);

  const all = menus.data?.gameMenus ?? [];
  const game = gameCode ? all.find((g) => g.gameCode === gameCode) : undefined;
  const bet = params.get(LOTTERY_BET_PARAM);
  if (game && pageOfGame(game) !== path) {
    return <Navigate to={bet ? lotteryBetHref(game, bet) : gameHref(game)} replace />;
  }

  let body: React.ReactNode;
  if (menus.isPending) body = <p className={styles.muted}>{t('app_loading')}</p>;
  else if (menus.isError) body = <LoadFailed error={menus.error} onRetry={() => void menus.refetch()} />;
  else if (game) body = <GamePage key={game.gameCode} game={game} betId={bet} />;
  else {
    body = (
      <>
        {gameCode ? (
          <p className={styles.notice} role="status" data-testid="lottery-unknown-game">
            {t('lot_unknown_game')}
          </p>
        ) : null}
        <LotteryPageTabs pages={lotteryPagesOf(all, brandLotteryPath(info.lotteryType))} />
        <LotteryLobby games={gamesOfPage(path, all)} onElapsed={refreshMenus} />
      </>
    );
  }
  return (
    <div className={styles.page} data-testid="lottery-page" data-path={path}>
      <PageFrame title={game ? nameOf(game) : t(LOTTERY_PAGE_TITLES[path])}>
        {game ? (
          <nav className={styles.crumbs}>
            <Link to={path}>{t(LOTTERY_PAGE_TITLES[path])}</Link>
          </nav>
        ) : null}
        {body}
      </PageFrame>
    </div>
  );
}
