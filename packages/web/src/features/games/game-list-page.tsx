import { CONSTANTS } from '@wl/contract/constants';
import type { Game, GameMenu, VendorCard } from '@wl/contract/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { HotIcon, InHouseIcon, SlotsIcon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/use-session';
import { type GameFilter, useGameList } from './api/game-list';
import { useGameMenus } from './api/game-menus';
import { useHotGames } from './api/hot-games';
import { filterGames, useCatalogueGames } from './game-catalogue';
import { GameFilters } from './game-filters';
import { GameCards } from './game-grid-section';
import { gameListCenterHref, type ListScope, listScope } from './game-list-scope';
import { allVendors, vendorName, vendorTypes } from './game-menus';
import styles from './games.module.css';
import { GamesEmpty } from './games-empty';
import { MemberGameSections } from './member-game-sections';
import { useDebouncedValue } from './use-debounced-value';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useStartGame } from './use-start-game';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec 2 game list centre (/rng, /live, /fish, /pvp, /inHouse, /hot), the named route gameListCenter
 * (/gameList/:vassalage/:gameType) and vendor filters such as /rng?vassalage=PG. Visitors browse the public hot
 * and popular games; a logged-in session gets the full list (game list call) with its favourite marks.
 */
export function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const menus = useGameMenus();
  const scope = listScope(pathname, params, search);
  const [query, setQuery] = useState('');
  const name = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const start = useStartGame();
  const favourites = useFavouriteToggle();
  const hot = useHotGames();

  const menuList = menus.data ?? [];
  const vendorNames = useMemo(
    () => new Map(allVendors(menus.data ?? []).map((c) => [c.vassalage.toUpperCase(), vendorName(c)])),
    [menus.data],
  );
  const vendors = scope.vendorLocked ? null : vendorTabs(scope, menuList, hot.data ?? []);
  const types = scope.category ? [] : typeOptions(scope, menuList, hot.data ?? []);
  const vendorLabel = scope.vendor ? (vendorNames.get(scope.vendor) ?? scope.vendor) : null;
  const title =
    vendorLabel && !scope.ownTitle ? t('page_game_list_vendor', { vendor: vendorLabel }) : t(scope.titleKey);
  const Icon = scope.kind === 'hot' ? HotIcon : scope.ownTitle ? InHouseIcon : SlotsIcon;

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  const onType = (type: string | null) => {
    // On the named route the type is part of the path.
    if (params.vassalage && type) void navigate(gameListCenterHref(params.vassalage, type));
    else setParam('gameType', type);
  };
  const filter: GameFilter = {
    gameType: scope.gameType ?? undefined,
    vassalage: scope.vendor ?? undefined,
    name: name || undefined,
  };

  return (
    <div data-category={scope.category ?? undefined} data-vendor={scope.vendor ?? undefined}>
      <PageFrame title={title} icon={<Icon />}>
        <GameFilters
          vendors={vendors}
          vendor={scope.vendor}
          onVendor={(code) => setParam('vassalage', code)}
          types={types}
          gameType={scope.gameType}
          onType={onType}
          query={query}
          onQuery={setQuery}
        />
        {session.isLogin && scope.kind === 'list' ? (
          <ServerResults filter={filter} start={start.start} favourites={favourites} vendorNames={vendorNames} />
        ) : (
          <ClientResults
            key={JSON.stringify(filter)}
            filter={filter}
            hot={scope.kind === 'hot'}
            start={start.start}
            favourites={favourites}
            vendorNames={vendorNames}
          />
        )}
        {session.isLogin && scope.kind === 'hot' ? (
          <MemberGameSections start={start.start} favourites={favourites} vendorNames={vendorNames} />
        ) : null}
      </PageFrame>
      {start.ui}
      {favourites.ui}
    </div>
  );
}

/** Vendor tabs: the category's vendors (its cards), or on /hot the vendors of the hot games. */
function vendorTabs(scope: ListScope, menus: GameMenu[], hot: Game[]) {
  if (scope.category) return menus.find((m) => m.gameClassify.toUpperCase() === scope.category)?.cards ?? [];
  const known = allVendors(menus);
  const codes = [...new Set(hot.map((g) => g.vassalage.toUpperCase()))];
  // A vendor of the hot games that no menu lists is known only by its code.
  return codes.map(
    (code): VendorCard =>
      known.find((c) => c.vassalage.toUpperCase() === code) ?? {
        vassalage: code,
        accountTypeName: code,
        gameType: '',
        name: code,
        isGame: null,
      },
  );
}

/** The type filter: the types of the chosen vendor (or of every hot game). */
function typeOptions(scope: ListScope, menus: GameMenu[], hot: Game[]): string[] {
  if (scope.vendor) return vendorTypes(menus, scope.vendor);
  if (scope.kind === 'hot') return [...new Set(hot.map((g) => g.gameType.toUpperCase()))];
  return menus.map((m) => m.gameClassify.toUpperCase());
}

interface ResultsProps {
  filter: GameFilter;
  start: ReturnType<typeof useStartGame>['start'];
  favourites: ReturnType<typeof useFavouriteToggle>;
  vendorNames: ReadonlyMap<string, string>;
}

/** A logged-in session: the game list call, 50 per page, "load more" for the next page. */
function ServerResults({ filter, start, favourites, vendorNames }: ResultsProps) {
  const { t } = useTranslation();
  const list = useGameList(filter, true);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed error={list.error} retry={() => void list.refetch()} />;
  const games = list.data.pages.flatMap((p) => p.content);
  if (games.length === 0) return <GamesEmpty searching={Boolean(filter.name)} />;
  return (
    <>
      <GameCards games={games} start={start} favourites={favourites} vendorNames={vendorNames} />
      {list.hasNextPage ? (
        <LoadMore
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          label={t('game_load_more')}
        />
      ) : null}
    </>
  );
}

/** Visitors (and /hot): the public games filtered here, shown 50 at a time. */
function ClientResults({ filter, hot, start, favourites, vendorNames }: ResultsProps & { hot: boolean }) {
  const { t } = useTranslation();
  const catalogue = useCatalogueGames(!hot);
  const hotGames = useHotGames();
  const [shown, setShown] = useState<number>(CONSTANTS.gameListPageSize);
  const source = hot
    ? { games: hotGames.data ?? [], isPending: hotGames.isPending, isError: hotGames.isError, error: hotGames.error }
    : catalogue;
  if (source.isPending) return <Loading />;
  if (source.isError) {
    const retry = () => void (hot ? hotGames.refetch() : catalogue.refetch());
    return <Failed error={source.error} retry={retry} />;
  }
  const games = filterGames(source.games, filter);
  if (games.length === 0) return <GamesEmpty searching={Boolean(filter.name)} />;
  return (
    <>
      <GameCards
        games={games.slice(0, shown)}
        start={start}
        favourites={favourites}
        vendorNames={vendorNames}
        wholeCardPlays={hot}
      />
      {games.length > shown ? (
        <LoadMore onClick={() => setShown((n) => n + CONSTANTS.gameListPageSize)} label={t('game_load_more')} />
      ) : null}
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} role="status" data-testid="games-loading">
      {t('app_loading')}
    </p>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className={buttonClass('secondary')} onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}

function LoadMore({ onClick, loading = false, label }: { onClick: () => void; loading?: boolean; label: string }) {
  return (
    <div className={styles.more}>
      <button
        type="button"
        className={buttonClass('secondary', { size: 'large' })}
        onClick={onClick}
        disabled={loading}
        data-testid="games-load-more"
      >
        {label}
      </button>
    </div>
  );
}
