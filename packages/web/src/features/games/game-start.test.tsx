import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { callsTo, fail, ok, stubApi } from '../../test/api-stub';
import { gameFixture, jsonBody, menuFixture } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

const slot = gameFixture('slot', { displayName: 'Lucky Sevens', nodeId: 101 });
const dice = gameFixture('dice', { nodeId: 102, supportPlay: 1 });
const menus = [menuFixture('RNG', [{ vassalage: 'BGS', name: 'In-house' }])];
const LAUNCH = '/wps/game/launchGame';

function stubSite(memberType: number | null, extra: Parameters<typeof stubApi>[0] = {}) {
  if (memberType !== null) setToken('tok');
  return stubApi({
    gameMenus: ok(menus),
    hotGames: ok([slot]),
    popularGames: ok([dice]),
    memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: memberType ?? 0 }),
    gameList: ok({ content: [slot, dice], pageNum: 1, totalPages: 1 }),
    favoriteGames: ok([]),
    launchGame: ({ input }) => {
      if (memberType === 4 && !input.demo) return fail(403, 'in_need_true_account', 'real account');
      return ok({ url: `/play/bgs/${input.gameCode}?launch=abc${input.demo ? '&demo=1' : ''}` });
    },
    ...extra,
  });
}

describe('game start (spec 4 "Game start")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the login popup to a visitor and launches nothing', async () => {
    const api = stubSite(null);
    await renderRoute('/rng');
    fireEvent.click(await screen.findByTestId('game-play-slot'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('game-demo-slot'));
    expect(callsTo(api, 'launchGame')).toBe(0);
    expect(screen.queryByTestId('game-popup')).toBeNull();
  });

  it('warns a trial member asking for real play (in_need_true_account) and stops; demo is allowed', async () => {
    const api = stubSite(4);
    await renderRoute('/rng');
    await screen.findByTestId('member-account');
    fireEvent.click(await screen.findByTestId('game-play-slot'));
    const warning = await screen.findByTestId('game-start-warning');
    expect(warning.textContent).toBe('Please use a real account for this action');
    expect(callsTo(api, 'launchGame')).toBe(0);
    fireEvent.click(screen.getByTestId('warning-submit'));
    await waitFor(() => expect(screen.queryByTestId('game-start-warning')).toBeNull());

    fireEvent.click(screen.getByTestId('game-demo-slot'));
    const frame = (await screen.findByTestId('game-popup-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/play/bgs/slot?launch=abc&demo=1');
    const launch = api.mock.calls.find(([url]) => String(url) === LAUNCH);
    expect(jsonBody(launch?.[1])).toEqual({ vassalage: 'BGS', gameCode: 'slot', nodeId: 101, demo: true });
  });

  it('opens the game popup with the launch URL for a member, and closes it', async () => {
    const api = stubSite(0);
    await renderRoute('/rng');
    // supportPlay 1: no free demo
    await screen.findByTestId('game-card-dice');
    expect(screen.queryByTestId('game-demo-dice')).toBeNull();

    fireEvent.click(screen.getByTestId('game-play-slot'));
    const popup = await screen.findByTestId('game-popup');
    const frame = within(popup).getByTestId('game-popup-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/play/bgs/slot?launch=abc');
    expect(frame.title).toBe('Lucky Sevens');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(within(popup).getByRole('heading', { name: 'Lucky Sevens' })).toBeTruthy();
    const launch = api.mock.calls.find(([url]) => String(url) === LAUNCH);
    expect(jsonBody(launch?.[1])).toEqual({ vassalage: 'BGS', gameCode: 'slot', nodeId: 101, demo: false });

    fireEvent.click(screen.getByTestId('game-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('game-popup')).toBeNull());
  });

  it('shows the server refusal of a launch as a warning', async () => {
    stubSite(0, { launchGame: fail(404, 'not_found', 'Not found') });
    await renderRoute('/rng');
    fireEvent.click(await screen.findByTestId('game-play-slot'));
    expect((await screen.findByTestId('game-start-warning')).textContent).toBe('Not found');
    expect(screen.queryByTestId('game-popup')).toBeNull();
  });

  it('in the HOT list the whole card starts the game', async () => {
    stubSite(0, { favoriteGamesList: ok({ content: [], pageNum: 1, totalPages: 1 }) });
    await renderRoute('/hot');
    fireEvent.click(await screen.findByTestId('game-card-start-slot'));
    expect(((await screen.findByTestId('game-popup-frame')) as HTMLIFrameElement).getAttribute('src')).toBe(
      '/play/bgs/slot?launch=abc',
    );
  });
});

describe('game centres (/sports, /esports, /cockfight)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the brand has no vendor of the category', async () => {
    stubApi({ gameMenus: ok(menus) });
    await renderRoute('/sports');
    expect(await screen.findByTestId('games-empty')).toBeTruthy();
  });

  it("launches a vendor's lobby, or opens the game list popup of a VASSALAGE vendor", async () => {
    const api = stubApi({
      gameMenus: ok([
        menuFixture('SPORTS', [
          { vassalage: 'SBO', name: 'SBO Sports' },
          { vassalage: 'VS', isGame: 'VASSALAGE' },
        ]),
      ]),
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      gameList: ok({
        content: [gameFixture('virtual', { vassalage: 'VS', gameType: 'SPORTS' })],
        pageNum: 1,
        totalPages: 1,
      }),
      launchGame: ({ input }) => ok({ url: `https://sbo.example/lobby?v=${input.vassalage}` }),
    });
    setToken('tok');
    await renderRoute('/sports');
    fireEvent.click(await screen.findByTestId('vendor-play-SBO'));
    const frame = (await screen.findByTestId('game-popup-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://sbo.example/lobby?v=SBO');
    expect(jsonBody(api.mock.calls.find(([url]) => String(url) === LAUNCH)?.[1])).toEqual({
      vassalage: 'SBO',
      demo: false,
    });
    fireEvent.click(screen.getByTestId('game-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('game-popup')).toBeNull());

    fireEvent.click(screen.getByTestId('vendor-play-VS'));
    const list = await screen.findByTestId('vendor-games-popup');
    expect(await within(list).findByTestId('game-card-virtual')).toBeTruthy();
    expect(callsTo(api, 'launchGame')).toBe(1);
  });
});
