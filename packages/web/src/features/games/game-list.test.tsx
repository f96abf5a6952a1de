import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { gameFixture, jsonBody, menuFixture } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

const slot = gameFixture('slot', { nodeId: 1, displayName: 'Lucky Sevens' });
const dice = gameFixture('dice', { nodeId: 2 });
const mahjong = gameFixture('mahjong', { nodeId: 3, vassalage: 'PG', displayName: 'Mahjong Ways' });
const ocean = gameFixture('ocean', { nodeId: 4, gameType: 'FISH', vassalage: 'JDB' });
const menus = [
  menuFixture('RNG', [
    { vassalage: 'BGS', name: 'In-house' },
    { vassalage: 'PG', name: 'PG Soft' },
  ]),
  menuFixture('FISH', [{ vassalage: 'JDB' }]),
];
const LIST = '/wps/relay/GCSGAME_gameList';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

const shownCards = () =>
  screen
    .queryAllByTestId(/^game-card-[a-z]+$/)
    .map((el) => el.dataset.testid?.replace('game-card-', ''))
    .sort();

const pressed = (code: string) => screen.getByTestId(`game-favorite-${code}`).getAttribute('aria-pressed');

function stubPublic() {
  return stubApi({
    gameMenus: ok(menus),
    hotGames: ok([slot, ocean]),
    popularGames: ok([dice, mahjong, slot]),
  });
}

describe('game list centre: visitors browse the public games', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('filters by category, vendor tab and a debounced name search, with an empty state', async () => {
    stubPublic();
    const { router } = await renderRoute('/rng');
    await screen.findByTestId('game-card-slot');
    expect(shownCards()).toEqual(['dice', 'mahjong', 'slot']);
    expect(screen.getByTestId('vendor-tab-ALL').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('vendor-tab-PG'));
    await waitFor(() => expect(shownCards()).toEqual(['mahjong']));
    expect(router.state.location.search).toBe('?vassalage=PG');
    expect(screen.getByTestId('vendor-tab-PG').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PG Soft games');

    fireEvent.click(screen.getByTestId('vendor-tab-ALL'));
    await waitFor(() => expect(shownCards()).toHaveLength(3));
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'SEVEN' } });
    // Debounced: still the whole list right after typing.
    expect(shownCards()).toHaveLength(3);
    await waitFor(() => expect(shownCards()).toEqual(['slot']));

    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'no such game' } });
    expect(await screen.findByTestId('games-empty')).toBeTruthy();
  });

  it('shows the empty state for a category without games', async () => {
    stubPublic();
    await renderRoute('/pvp');
    expect(await screen.findByTestId('games-empty')).toBeTruthy();
  });

  it('opens the login popup when a visitor marks a favourite', async () => {
    const api = stubPublic();
    await renderRoute('/rng');
    fireEvent.click(await screen.findByTestId('game-favorite-dice'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(pressed('dice')).toBe('false');
    expect(callsTo(api, 'addFavorite')).toBe(0);
  });
});

describe('game list centre: members', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function stubMember() {
    let release: () => void = () => {};
    const addGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubApi({
      gameMenus: ok(menus),
      hotGames: ok([slot]),
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      gameList: ({ input }) => {
        const vendor = input.vassalage;
        const name = input.name?.toLowerCase();
        const games = [slot, dice, mahjong].filter(
          (g) => (!vendor || g.vassalage === vendor) && (!name || g.displayName.toLowerCase().includes(name)),
        );
        return ok({ content: games, pageNum: 1, totalPages: 1 });
      },
      favoriteGames: ok([2]),
      addFavorite: ok(null),
      removeFavorite: ok(null),
    });
    // The add call waits until the test lets it answer, so the mark is seen before the server confirms.
    const answer = api.getMockImplementation();
    api.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === ADD) await addGate;
      return answer ? answer(input, init) : new Response('{}');
    });
    setToken('tok');
    return { api, release };
  }

  it('asks the server for the vendor tab and the searched name (game list call, page size 50)', async () => {
    const { api } = stubMember();
    await renderRoute('/rng');
    await screen.findByTestId('game-card-slot');
    const lastList = () => {
      const calls = api.mock.calls.filter(([u]) => String(u).startsWith(LIST));
      return new URL(String(calls.at(-1)?.[0]), 'http://localhost').searchParams;
    };
    expect(lastList().get('pageSize')).toBe('50');
    expect(lastList().get('gameType')).toBe('RNG');

    fireEvent.click(screen.getByTestId('vendor-tab-PG'));
    await waitFor(() => expect(shownCards()).toEqual(['mahjong']));
    expect(lastList().get('vassalage')).toBe('PG');

    fireEvent.click(screen.getByTestId('vendor-tab-ALL'));
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'dice' } });
    await waitFor(() => expect(shownCards()).toEqual(['dice']));
    expect(lastList().get('name')).toBe('dice');
    expect(lastList().get('vassalage')).toBeNull();
  });

  it('marks favourites optimistically, one toggle per second (leading edge), removal before the server answers', async () => {
    const { api, release } = stubMember();
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await renderRoute('/rng');
    await waitFor(() => expect(pressed('dice')).toBe('true'));
    expect(pressed('slot')).toBe('false');

    // Add: marked at once, while the server has not answered yet.
    fireEvent.click(screen.getByTestId('game-favorite-slot'));
    await waitFor(() => expect(pressed('slot')).toBe('true'));
    expect(callsTo(api, 'addFavorite')).toBe(1);
    expect(jsonBody(api.mock.calls.find(([u]) => String(u) === ADD)?.[1])).toEqual({
      nodeId: 1,
      vendor: 'BGS',
      gameType: 'RNG',
    });

    // Within the same second: dropped.
    now += 400;
    fireEvent.click(screen.getByTestId('game-favorite-dice'));
    fireEvent.click(screen.getByTestId('game-favorite-slot'));
    expect(pressed('dice')).toBe('true');
    expect(callsTo(api, 'removeFavorite')).toBe(0);
    expect(callsTo(api, 'addFavorite')).toBe(1);

    // A second later: removal filters locally, then calls the server.
    now += 1000;
    fireEvent.click(screen.getByTestId('game-favorite-dice'));
    await waitFor(() => expect(pressed('dice')).toBe('false'));
    await waitFor(() => expect(callsTo(api, 'removeFavorite')).toBe(1));
    const removeUrl = api.mock.calls.find(([u]) => String(u).startsWith(REMOVE))?.[0];
    expect(new URL(String(removeUrl), 'http://localhost').searchParams.get('nodeId')).toBe('2');

    await act(async () => release());
    expect(pressed('slot')).toBe('true');
  });

  it('shows "My favourites" and "Recently played" on /hot', async () => {
    stubApi({
      gameMenus: ok(menus),
      hotGames: ok([slot, dice]),
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      favoriteGames: ok([3]),
      favoriteGamesList: ({ input }) => ok({ content: [mahjong], pageNum: input.pageNo, totalPages: 2 }),
      recentGames: ok([dice]),
    });
    setToken('tok');
    const api = vi.mocked(fetch);
    await renderRoute('/hot');
    const favourites = await screen.findByTestId('favorites-section');
    await waitFor(() => expect(favourites.querySelector('[data-testid="game-card-mahjong"]')).toBeTruthy());
    const listCall = api.mock.calls.find(([u]) => String(u).startsWith('/wps/relay/MCSFE_getFavoriteGamesList'));
    expect(new URL(String(listCall?.[0]), 'http://localhost').searchParams.get('pageSize')).toBe('13');
    fireEvent.click(screen.getByTestId('favorites-next'));
    await waitFor(() =>
      expect(api.mock.calls.some(([u]) => String(u).includes('MCSFE_getFavoriteGamesList?pageNo=2'))).toBe(true),
    );
    const recent = screen.getByTestId('recent-section');
    await waitFor(() => expect(recent.querySelector('[data-testid="game-card-dice"]')).toBeTruthy());
  });
});
