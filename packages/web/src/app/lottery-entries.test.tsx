import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../lib/session';
import { ok, stubApi } from '../test/api-stub';
import { menuFixture } from '../test/game-fixtures';
import { renderRoute } from '../test/render-app';
import { renderSection } from '../test/render-section';
import { statusFixture } from '../test/status-fixture';
import { MobileDrawer } from './header/mobile-drawer';

function menuGame(gameCode: string, family: string, prizeMode: LotteryMenuGame['prizeMode']): LotteryMenuGame {
  const official = family.startsWith('VN') || family === 'SEA4D';
  return {
    gameCode,
    gameName: `${gameCode} name`,
    family,
    gameGroupCode: family,
    prizeMode,
    source: official ? 'official' : 'in_house',
    resultDeadlineMinutes: official ? 360 : null,
    current: null,
  };
}

/** The seeded brands' lottery: in-house games on /lottery, the Vietnamese ones on /vnLottery, SEA 4D on /seaLottery. */
const GAMES = [
  menuGame('SSC_1', 'SSC', 'ELOTT'),
  menuGame('VN_NORTH', 'VN_NORTH', 'LOTT'),
  menuGame('VN_HCM', 'VN_SOUTH', 'LOTT'),
  menuGame('SEA_4D', 'SEA4D', 'SEA'),
];

function stubSite(games: LotteryMenuGame[] = GAMES) {
  return stubApi({
    gameMenus: ok([menuFixture('RNG', [{ vassalage: 'PG', name: 'PG Soft' }])]),
    lotteryMenus: ok({ now: new Date().toISOString(), gameMenus: games }),
    openedNumeros: ok({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
    memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
  });
}

/** A brand configured for the classic lottery (the first demo brand), whose page then comes first. */
const lottBrand = () => {
  const base = statusFixture();
  return statusFixture({ info: { ...base.info, lotteryType: 'LOTT' } });
};

const hrefs = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((a) => a.getAttribute('href'));

describe('lottery entry points (spec 2 "Top navigation": lottery routed to /vnLottery, /seaLottery or /lottery)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('has a Lottery entry in the top navigation whose menu reaches every lottery page with games', async () => {
    stubSite();
    await renderRoute('/promotions', lottBrand());
    const entry = await screen.findByTestId('nav-category-LOTTERY');
    // The brand's own lottery page first (spec 2: by the first vendor), then the others in the menus' order.
    expect(entry.getAttribute('href')).toBe('/lottery');
    expect(entry.textContent).toBe('Lottery');
    const menu = await screen.findByTestId('nav-menu-content-LOTTERY');
    expect(hrefs(menu, 'a')).toEqual(['/lottery', '/vnLottery', '/seaLottery']);
    expect(menu.textContent).toContain('Vietnam lottery');
    expect(menu.textContent).toContain('SEA lottery');
    // Its button names what it opens: the lottery's pages, not "providers".
    expect(screen.getByTestId('nav-menu-LOTTERY').getAttribute('aria-label')).toBe('Lottery pages');
  });

  it('leaves the entry out for a brand without lottery games', async () => {
    stubSite([]);
    await renderRoute('/promotions');
    await screen.findByTestId('nav-category-RNG');
    await waitFor(() => expect(screen.queryByTestId('nav-category-LOTTERY')).toBeNull());
  });

  it('has the Lottery entry in the phone drawer, its pages folded out under it', async () => {
    stubSite();
    await renderSection(<MobileDrawer />);
    fireEvent.click(screen.getByTestId('menu-button'));
    const drawer = screen.getByTestId('mobile-drawer');
    const entry = await within(drawer).findByTestId('nav-category-LOTTERY');
    // The test brand is a SEA brand: its page comes first.
    expect(entry.getAttribute('href')).toBe('/seaLottery');
    fireEvent.click(await within(drawer).findByTestId('nav-menu-LOTTERY'));
    const pages = within(drawer).getByTestId('nav-vendor-LOTTERY-vnLottery');
    expect(pages.getAttribute('href')).toBe('/vnLottery');
    expect(pages.closest('[hidden]')).toBeNull();
  });

  it('links every lottery page from the home page and the side menu', async () => {
    stubSite();
    await renderRoute('/', lottBrand());
    const tiles = await screen.findByTestId('home-category-tiles');
    await waitFor(() => expect(hrefs(tiles, 'a').slice(0, 3)).toEqual(['/lottery', '/vnLottery', '/seaLottery']));
    expect(within(tiles).getByText('Vietnam lottery')).toBeTruthy();
    const side = screen.getByTestId('side-menu-left');
    expect(hrefs(side, 'a').slice(0, 3)).toEqual(['/lottery', '/vnLottery', '/seaLottery']);
  });

  it("moves between the lottery pages from a lobby's tabs", async () => {
    stubSite();
    setToken('tok');
    const { router } = await renderRoute('/lottery', lottBrand());
    const tabs = await screen.findByTestId('lottery-pages');
    expect(within(tabs).getByRole('link', { name: 'Lottery' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(tabs).getByRole('link', { name: 'Vietnam lottery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnLottery'));
    expect(await screen.findByTestId('lottery-game-VN_HCM')).toBeTruthy();
    expect(screen.queryByTestId('lottery-game-SSC_1')).toBeNull();
  });

  it.each([
    ['/lott', '/lottery'],
    ['/elott', '/lottery'],
    ['/lott?gameCode=VN_NORTH', '/vnLottery'],
  ])('%s (spec 2 category prefix) opens the lottery: %s', async (path, page) => {
    stubSite();
    setToken('tok');
    const { router } = await renderRoute(path, lottBrand());
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(await screen.findByTestId('lottery-page')).toBeTruthy();
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });
});
