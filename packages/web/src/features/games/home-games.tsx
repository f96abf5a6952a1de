import type { Game } from '@wl/contract/schemas';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { useGameList } from './api/game-list';
import { useGameMenus } from './api/game-menus';
import { useHotGames } from './api/hot-games';
import { useCatalogueGames } from './game-catalogue';
import { allVendors, vendorName } from './game-menus';
import { hasVendor, PG_FILTER, PG_MORE_HREF, PG_VENDOR, pgGames, recommendedGames } from './game-sections';
import { GameSlider } from './game-slider';
import type { StartGame } from './use-start-game';

const NO_GAMES: readonly Game[] = [];
/** What a list shows, by value: the hooks hand a new array on every render. */
const idsOf = (games: readonly Game[]) => games.map((g) => g.nodeId).join();

/**
 * Spec 2 "hot, recommended and PG games". Hot games come from the hot call (cached for the session, spec 9).
 * Visitors get recommended and PG games from the public hot and popular games; a logged-in session from the game
 * list call (token), the same answers the list pages use. A brand without the PG vendor shows no PG list.
 */
export function HomeGames({ start }: { start: StartGame['start'] }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const menus = useGameMenus();
  const offersPg = hasVendor(menus.data ?? [], PG_VENDOR);
  const hot = useHotGames();
  const catalogue = useCatalogueGames(!isLogin);
  const all = useGameList({}, isLogin);
  const pgList = useGameList(PG_FILTER, isLogin && offersPg);
  const vendorNames = useMemo(
    () => new Map(allVendors(menus.data ?? []).map((c) => [c.vassalage.toUpperCase(), vendorName(c)])),
    [menus.data],
  );

  const memberGames = (list: typeof all) => list.data?.pages[0]?.content ?? NO_GAMES;
  const recommendedFrom = isLogin ? memberGames(all) : catalogue.games;
  const recommendedPending = isLogin ? all.isPending : catalogue.isPending;
  const pgFrom = isLogin ? memberGames(pgList) : catalogue.games;
  const pgPending = isLogin ? pgList.isPending : catalogue.isPending;
  const recommendedIds = idsOf(recommendedFrom);
  const pgIds = idsOf(pgFrom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists change when their games do (ids above).
  const lists = useMemo(
    () => ({
      hot: hot.data ?? NO_GAMES,
      hotPending: hot.isPending,
      recommended: recommendedGames(recommendedFrom),
      recommendedPending,
      pg: pgGames(pgFrom),
      pgPending,
      offersPg,
      vendorNames,
    }),
    [hot.data, hot.isPending, recommendedIds, recommendedPending, pgIds, pgPending, offersPg, vendorNames],
  );
  // An answer arriving re-renders its readers at once, in one task (TanStack Query reads through
  // useSyncExternalStore); the cards it brings are drawn in a render React can interrupt, so the task that takes the
  // answer stays short on a slow phone (the home page's blocking-time budget in bench/README.md). The placeholders hold the place meanwhile.
  const shown = useDeferredValue(lists);

  return (
    <>
      <GameSlider
        id="home-hot"
        title={t('home_hot_games')}
        more="/hot"
        games={shown.hot}
        pending={shown.hotPending}
        start={start}
        vendorNames={shown.vendorNames}
        wholeCardPlays
      />
      {shown.recommendedPending || shown.recommended.length > 0 ? (
        <GameSlider
          id="home-recommended"
          title={t('home_recommended')}
          more="/rng"
          games={shown.recommended}
          pending={shown.recommendedPending}
          start={start}
          vendorNames={shown.vendorNames}
        />
      ) : null}
      {shown.offersPg && (shown.pgPending || shown.pg.length > 0) ? (
        <GameSlider
          id="home-pg"
          title={t('page_game_list_vendor', { vendor: shown.vendorNames.get(PG_VENDOR) ?? PG_VENDOR })}
          more={PG_MORE_HREF}
          games={shown.pg}
          pending={shown.pgPending}
          start={start}
          vendorNames={shown.vendorNames}
        />
      ) : null}
    </>
  );
}
