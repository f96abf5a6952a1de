import { useQueryClient } from '@tanstack/react-query';
import type { Game, VendorCard } from '@wl/contract/schemas';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTitle } from '../../components/game-card';
import { GamePopup, type OpenGame } from '../../components/game-popup';
import { WarningDialog } from '../../components/warning-dialog';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/use-session';
import { useLaunchGame } from './api/launch-game';
import { vendorName } from './game-menus';
import { VendorGamesDialog, type VendorRef } from './vendor-games-dialog';

/** One thing to launch: a game (by code or node id) or a vendor's lobby (vendor code only). */
export interface LaunchTarget {
  vassalage: string;
  name: string;
  gameCode?: string;
  nodeId?: number;
  isGame?: string | null;
}

export const gameTarget = (game: Game): LaunchTarget => ({
  vassalage: game.vassalage,
  name: gameTitle(game),
  gameCode: game.gameCode,
  nodeId: game.nodeId,
  isGame: game.isGame,
});

export const vendorTarget = (card: VendorCard): LaunchTarget => ({
  vassalage: card.vassalage,
  name: vendorName(card),
  isGame: card.isGame ?? null,
});

/** Spec 3: a vendor whose isGame is VASSALAGE opens its game list in a popup instead of a lobby. */
const VASSALAGE = 'VASSALAGE';

export interface StartGame {
  start: (target: LaunchTarget, options?: { demo?: boolean }) => void;
  /** True while a launch call is on its way. */
  launching: boolean;
  /** The popups the starts open (game popup, vendor game list, warnings): render it once. */
  ui: ReactNode;
}

/**
 * Spec 4 "Game start": not logged in shows the login popup and stops; a trial account asking for real play gets
 * the in_need_true_account warning and stops; otherwise the game launches by vendor code into the game popup.
 * Demo (only offered where supportPlay is 0) is allowed for trial members too.
 */
export function useStartGame(): StartGame {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<OpenGame | null>(null);
  const [vendorList, setVendorList] = useState<VendorRef | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const busy = useRef(false);
  const launch = useLaunchGame();
  const { mutate } = launch;

  const start = useCallback(
    (target: LaunchTarget, options: { demo?: boolean } = {}) => {
      const demo = options.demo === true;
      if (!session.isLogin) {
        openAuthDialog('login');
        return;
      }
      if (session.isTrial && !demo) {
        setWarning(t('in_need_true_account'));
        return;
      }
      const lobby = !target.gameCode && target.nodeId === undefined;
      if (lobby && target.isGame === VASSALAGE) {
        setVendorList({ vassalage: target.vassalage, name: target.name });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      mutate(
        {
          vassalage: target.vassalage,
          ...(target.gameCode ? { gameCode: target.gameCode } : {}),
          ...(target.nodeId !== undefined ? { nodeId: target.nodeId } : {}),
          demo,
        },
        {
          onSuccess: ({ url }) => {
            setVendorList(null);
            setPopup({ url, title: target.name });
          },
          onError: (error) => setWarning(errorText(t, error)),
          onSettled: () => {
            busy.current = false;
          },
        },
      );
    },
    [session.isLogin, session.isTrial, t, mutate],
  );

  const closeGame = () => {
    setPopup(null);
    // The round may have moved the balance; the live socket usually says so first.
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  };

  const ui = (
    <>
      <GamePopup game={popup} onClose={closeGame} />
      <VendorGamesDialog
        vendor={vendorList}
        onClose={() => setVendorList(null)}
        onPlay={(game) => start(gameTarget(game))}
        onDemo={(game) => start(gameTarget(game), { demo: true })}
      />
      <WarningDialog message={warning} onClose={() => setWarning(null)} testId="game-start-warning" />
    </>
  );
  return { start, launching: launch.isPending, ui };
}
