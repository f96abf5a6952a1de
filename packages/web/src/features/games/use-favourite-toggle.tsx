import { useQueryClient } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import type { Game } from '@wl/contract/schemas';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../components/warning-dialog';
import type { CallOutput } from '../../lib/api-client';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/use-session';
import { useAddFavorite } from './api/add-favorite';
import { favoriteGamesKey, useFavoriteIds } from './api/favorite-games';
import { favoriteGamesListKey } from './api/favorite-games-list';
import { useRemoveFavorite } from './api/remove-favorite';

export interface FavouriteToggle {
  isFavorite: (game: Game) => boolean;
  toggle: (game: Game) => void;
  /** The warning popup of a refused toggle: render it once. */
  ui: ReactNode;
}

/**
 * Spec 4 "Favourites": adding is optimistic and skipped if the id is already there; removing filters locally,
 * then calls the server. Spec 9: one toggle per second, leading edge (later clicks within the second are
 * dropped). Spec 6: favouriting needs login (the login popup) and a real account (in_need_true_account).
 * `now` is injectable for tests.
 */
export function useFavouriteToggle(now: () => number = Date.now): FavouriteToggle {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const ids = useFavoriteIds();
  const { mutateAsync: addFavorite } = useAddFavorite();
  const { mutateAsync: removeFavorite } = useRemoveFavorite();
  const lastAction = useRef(Number.NEGATIVE_INFINITY);
  const [warning, setWarning] = useState<string | null>(null);

  const isFavorite = useCallback(
    (game: Game) => (ids.data ? ids.data.includes(game.nodeId) : game.favorite === true),
    [ids.data],
  );

  const toggle = useCallback(
    (game: Game) => {
      if (!session.isLogin) {
        openAuthDialog('login');
        return;
      }
      if (session.isTrial) {
        setWarning(t('in_need_true_account'));
        return;
      }
      const at = now();
      if (at - lastAction.current < CONSTANTS.favouriteToggleThrottleMs) return;
      lastAction.current = at;

      const idsKey = favoriteGamesKey(session.account);
      const favoritesKey = favoriteGamesListKey(session.account);
      const current = queryClient.getQueryData<number[]>(idsKey) ?? (game.favorite ? [game.nodeId] : []);
      const refresh = () => queryClient.invalidateQueries({ queryKey: favoritesKey });
      const fail = (error: unknown) => {
        setWarning(errorText(t, error));
        void queryClient.invalidateQueries({ queryKey: idsKey });
        void refresh();
      };
      if (!current.includes(game.nodeId)) {
        queryClient.setQueryData<number[]>(idsKey, [...current, game.nodeId]);
        addFavorite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }).then(
          () => void refresh(),
          (error: unknown) => {
            queryClient.setQueryData<number[]>(idsKey, (list) => (list ?? []).filter((id) => id !== game.nodeId));
            fail(error);
          },
        );
        return;
      }
      queryClient.setQueryData<number[]>(idsKey, (list) => (list ?? current).filter((id) => id !== game.nodeId));
      queryClient.setQueriesData<CallOutput<'favoriteGamesList'>>({ queryKey: favoritesKey }, (page) =>
        page ? { ...page, content: page.content.filter((g) => g.nodeId !== game.nodeId) } : page,
      );
      removeFavorite({ nodeId: game.nodeId }).then(() => void refresh(), fail);
    },
    [session.isLogin, session.isTrial, session.account, now, queryClient, t, addFavorite, removeFavorite],
  );

  const ui = <WarningDialog message={warning} onClose={() => setWarning(null)} testId="favorite-warning" />;
  return { isFavorite, toggle, ui };
}
