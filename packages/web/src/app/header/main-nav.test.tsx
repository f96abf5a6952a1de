import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { jsonBody, menuFixture } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

const menus = [
  menuFixture('ELOTT', [{ vassalage: 'TCG_SEA', name: 'SEA Lottery' }]),
  menuFixture('RNG', [
    { vassalage: 'BGS', name: 'In-house' },
    { vassalage: 'PG', name: 'PG Soft' },
  ]),
  menuFixture('SPORTS', [{ vassalage: 'U9W', name: 'U9W Sports' }]),
  menuFixture('COCKFIGHT', [{ vassalage: 'DS88', name: 'DS88' }]),
];

describe('top navigation (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has one entry per category from the game menus, with the spec click rules', async () => {
    stubApi({ gameMenus: ok(menus) });
    const { router } = await renderRoute('/promotions');
    const nav = await screen.findByTestId('main-nav');
    await within(nav).findByTestId('nav-category-RNG');
    // What shows: the entries, not the vendors inside the closed drop menus.
    const ids = [...nav.querySelectorAll('[data-testid^="nav-"]')]
      .filter((el) => !el.closest('[hidden]'))
      .map((el) => el.getAttribute('data-testid'));
    expect(ids.filter((id) => !id?.startsWith('nav-menu-'))).toEqual([
      'nav-home',
      'nav-vendor-U9W',
      'nav-category-ELOTT',
      'nav-category-RNG',
      'nav-category-SPORTS',
      'nav-category-COCKFIGHT',
      'nav-promotions',
      'nav-point-mall',
    ]);
    expect(screen.getByTestId('nav-category-ELOTT').getAttribute('href')).toBe('/seaLottery');
    expect(screen.getByTestId('nav-category-RNG').getAttribute('href')).toBe('/rng');
    expect(screen.getByTestId('nav-category-SPORTS').getAttribute('href')).toBe('/sports');
    // Cockfight launches directly: a button, not a link.
    expect(screen.getByTestId('nav-category-COCKFIGHT').tagName).toBe('BUTTON');

    // Point Mall needs login.
    fireEvent.click(screen.getByTestId('nav-point-mall'));
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it("lists a category's vendors in its drop menu, linking to the list filtered by vendor", async () => {
    stubApi({ gameMenus: ok(menus) });
    const { router } = await renderRoute('/');
    const trigger = await screen.findByTestId('nav-menu-RNG');
    const menu = screen.getByTestId('nav-menu-content-RNG');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    // Escape closes it and hands focus back to its button.
    fireEvent.keyDown(within(menu).getByTestId('nav-vendor-RNG-BGS'), { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    expect(within(menu).getByTestId('nav-vendor-RNG-PG').getAttribute('href')).toBe('/rng?vassalage=PG');
    expect(within(menu).getByTestId('nav-vendor-RNG-BGS').getAttribute('href')).toBe('/inHouse');
    fireEvent.click(within(menu).getByTestId('nav-vendor-RNG-PG'));
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=PG'));
    // Choosing a vendor closes the menu.
    expect(screen.getByTestId('nav-menu-content-RNG').hidden).toBe(true);
  });

  it('keeps a menu the mouse opened open when its chevron is pressed, and closes it on a second press', async () => {
    stubApi({ gameMenus: ok(menus) });
    await renderRoute('/');
    const trigger = await screen.findByTestId('nav-menu-RNG');
    const menu = screen.getByTestId('nav-menu-content-RNG');
    fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
    expect(menu.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(menu.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(menu.hidden).toBe(true);
  });

  it('launches the cockfight vendor from its entry for a member', async () => {
    const api = stubApi({
      gameMenus: ok(menus),
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      launchGame: ok({ url: 'https://ds88.example/lobby' }),
    });
    setToken('tok');
    await renderRoute('/');
    fireEvent.click(await screen.findByTestId('nav-category-COCKFIGHT'));
    const frame = (await screen.findByTestId('game-popup-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://ds88.example/lobby');
    expect(callsTo(api, 'launchGame')).toBe(1);
    expect(jsonBody(api.mock.calls.find(([u]) => String(u) === '/wps/game/launchGame')?.[1])).toEqual({
      vassalage: 'DS88',
      demo: false,
    });
  });

  it('keeps Home, Promotions and Point Mall when the menus cannot be read', async () => {
    stubApi({});
    await renderRoute('/');
    const nav = await screen.findByTestId('main-nav');
    expect(within(nav).getByTestId('nav-home')).toBeTruthy();
    expect(within(nav).getByTestId('nav-promotions')).toBeTruthy();
    expect(within(nav).queryByTestId('nav-category-RNG')).toBeNull();
  });
});
