import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { menuFixture } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

describe('site footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the brand's vendors as badges linking to their games", async () => {
    stubApi({
      gameMenus: ok([
        menuFixture('RNG', [
          { vassalage: 'PG', name: 'PG Soft' },
          { vassalage: 'BGS', name: 'In-house' },
        ]),
        menuFixture('LIVE', [{ vassalage: 'EVO', name: 'Evolution' }, { vassalage: 'PG' }]),
        menuFixture('SPORTS', [{ vassalage: 'SBO', name: 'SBOBET' }]),
      ]),
    });
    await renderRoute('/help');
    const vendors = await screen.findByTestId('footer-vendors');
    const pg = await within(vendors).findByRole('link', { name: 'PG Soft' });
    expect(pg).toBe(within(vendors).getByTestId('footer-vendor-PG'));
    expect(pg.getAttribute('href')).toBe('/rng?vassalage=PG');
    expect(within(vendors).getByTestId('footer-vendor-BGS').getAttribute('href')).toBe('/inHouse');
    expect(within(vendors).getByTestId('footer-vendor-EVO').getAttribute('href')).toBe('/live?vassalage=EVO');
    // A sports vendor's lobby launches from the menu; the footer opens its game list instead.
    expect(within(vendors).getByTestId('footer-vendor-SBO').getAttribute('href')).toBe('/gameList/sbo/sports');
    // Each vendor once.
    expect(within(vendors).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByText('Game providers will be listed here.')).toBeNull();
  });

  it('hides the vendor row when the brand has none', async () => {
    stubApi({ gameMenus: ok([]) });
    await renderRoute('/help');
    await screen.findByTestId('site-footer');
    await vi.waitFor(() => expect(screen.queryByTestId('footer-vendors')).toBeNull());
  });

  it('links the content pages and shows only the configured social networks', async () => {
    stubApi({});
    await renderRoute('/help');
    const footer = await screen.findByTestId('site-footer');
    for (const [name, href] of [
      ['Sponsor', '/sponsor'],
      ['Description', '/description'],
      ['App download', '/download'],
      ['Feedback and complaints', '/feedback'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(footer).getByTestId('social-facebook')).toBeTruthy();
    expect(within(footer).getByTestId('social-youtube')).toBeTruthy();
    expect(within(footer).queryByTestId('social-whatsapp')).toBeNull();
    expect(within(footer).queryByTestId('social-tiktok')).toBeNull();
  });

  it('opens the feedback dialog only when asked', async () => {
    stubApi({});
    await renderRoute('/help');
    const button = await screen.findByTestId('footer-feedback');
    expect(screen.queryByTestId('feedback-dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByTestId('feedback-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByTestId('feedback-dialog')).toBeNull());
  });
});
