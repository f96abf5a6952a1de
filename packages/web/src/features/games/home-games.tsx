import { useMemo } from 'react';
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

  const memberGames = (list: typeof all) => list.data?.pages[0]?.content ?? [];
  const recommended = recommendedGames(isLogin ? memberGames(all) : catalogue.games);
  const recommendedPending = isLogin ? all.isPending : catalogue.isPending;
  const pg = pgGames(isLogin ? memberGames(pgList) : catalogue.games);
  const pgPending = isLogin ? pgList.isPending : catalogue.isPending;

  return (
    <>
      <GameSlider
        id="home-hot"
        title={t('home_hot_games')}
        more="/hot"
        games={hot.data ?? []}
        pending={hot.isPending}
        start={start}
        vendorNames={vendorNames}
        wholeCardPlays
      />
      {recommendedPending || recommended.length > 0 ? (
        <GameSlider
          id="home-recommended"
          title={t('home_recommended')}
          more="/rng"
          games={recommended}
          pending={recommendedPending}
          start={start}
          vendorNames={vendorNames}
        />
      ) : null}
      {offersPg && (pgPending || pg.length > 0) ? (
        <GameSlider
          id="home-pg"
          title={t('page_game_list_vendor', { vendor: vendorNames.get(PG_VENDOR) ?? PG_VENDOR })}
          more={PG_MORE_HREF}
          games={pg}
          pending={pgPending}
          start={start}
          vendorNames={vendorNames}
        />
      ) : null}
    </>
  );
}
