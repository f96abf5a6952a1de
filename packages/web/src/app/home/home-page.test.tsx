import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveMember, setToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { gameFixture, menuFixture } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

const slot = gameFixture('slot', { nodeId: 101, isTop: true });
const dice = gameFixture('dice', { nodeId: 102 });
const mahjong = gameFixture('mahjong', { nodeId: 103, vassalage: 'PG', displayName: 'Mahjong Ways' });
const fortune = gameFixture('fortune', { nodeId: 104, vassalage: 'PG', isTop: true });

const bgsOnly = [menuFixture('RNG', [{ vassalage: 'BGS', name: 'In-house' }])];
const withPg = [
  menuFixture('RNG', [
    { vassalage: 'BGS', name: 'In-house' },
    { vassalage: 'PG', name: 'PG Soft' },
  ]),
];

function stubHome(menus = withPg, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    gameMenus: ok(menus),
    hotGames: ok([slot, dice]),
    popularGames: ok([dice, mahjong, fortune]),
    announcements: ok({ banners: [], player: [], popup: [], promotion: [] }),
    winnerBoard: ok([]),
    ...extra,
  });
}

const cardsIn = (sectionId: string) =>
  within(document.querySelector(`[data-section="${sectionId}"]`) as HTMLElement)
    .queryAllByTestId(/^game-card-[a-z]+$/)
    .map((el) => el.dataset.testid?.replace('game-card-', ''));

describe('home page game sections (spec 2, spec 9)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows hot games as whole-card starts, non-top games as recommended and the PG slots, each with "more"', async () => {
    stubHome();
    await renderRoute('/');
    await waitFor(() => expect(cardsIn('home-hot')).toEqual(['slot', 'dice']));
    expect(screen.getByTestId('game-card-start-slot')).toBeTruthy();
    await waitFor(() => expect(cardsIn('home-recommended')).toEqual(['dice', 'mahjong']));
    await waitFor(() => expect(cardsIn('home-pg')).toEqual(['mahjong', 'fortune']));
    expect(screen.getByRole('heading', { name: 'PG Soft games' })).toBeTruthy();
    expect(screen.getByTestId('home-hot-more').getAttribute('href')).toBe('/hot');
    expect(screen.getByTestId('home-pg-more').getAttribute('href')).toBe('/rng?vassalage=PG');
    // Visitors get the public games only.
    expect(screen.queryAllByTestId(/^game-card-start-/).length).toBe(2);
  });

  it('hides the PG list of a brand without the PG vendor', async () => {
    stubHome(bgsOnly);
    await renderRoute('/');
    await waitFor(() => expect(cardsIn('home-recommended')).toEqual(['dice', 'mahjong']));
    expect(document.querySelector('[data-section="home-pg"]')).toBeNull();
  });

  it('asks a visitor to log in when a hot card is clicked', async () => {
    stubHome();
    await renderRoute('/');
    fireEvent.click(await screen.findByTestId('game-card-start-dice'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
  });

  it('gives a logged-in member recommended and PG games from the game list call', async () => {
    const ocean = gameFixture('ocean', { nodeId: 105, gameType: 'FISH', vassalage: 'JDB' });
    const api = stubHome(withPg, {
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      gameList: ({ input }) =>
        ok({
          content: input.vassalage === 'PG' ? [fortune, mahjong] : [slot, ocean],
          pageNum: 1,
          totalPages: 1,
        }),
    });
    setToken('tok');
    saveMember({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }, { agentTypes: [1], trialTypes: [4] });
    await renderRoute('/');
    await waitFor(() => expect(cardsIn('home-recommended')).toEqual(['ocean']));
    await waitFor(() => expect(cardsIn('home-pg')).toEqual(['fortune', 'mahjong']));
    expect(callsTo(api, 'popularGames')).toBe(0);
  });
});
