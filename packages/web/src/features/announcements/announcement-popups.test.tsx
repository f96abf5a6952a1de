import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, closePopup, isPopupClosed, setToken, startSession } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';

const popup = (id: number, execution: 'A' | 'B' | 'F', extra: Partial<{ promotionType: string }> = {}) => ({
  id,
  title: `Popup ${execution}${id}`,
  content: `<p>Body of ${execution}${id}</p><img src="x" onerror="window.hacked=1">`,
  promotionType: extra.promotionType ?? null,
  execution,
});

type Item = Omit<ReturnType<typeof popup>, 'execution'> & { execution: 'A' | 'B' | 'F' | null };

function stub(popups: Item[], player: Item[] = []) {
  return stubApi({
    announcements: ok({ banners: [], player, popup: popups, promotion: [] }),
    memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
  });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('announcement popups (spec 4 "Popups")', () => {
  it('shows execution B to a visitor once per session, and not again after closing', async () => {
    stub([popup(1, 'A'), popup(2, 'B'), popup(3, 'F')]);
    await renderRoute('/help');
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getAllByText('Popup B2').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Popup A1')).toBeNull();
    expect(within(dialog).queryByText('Popup F3')).toBeNull();
    // The HTML is cleaned again in the browser.
    expect(dialog.innerHTML).not.toContain('onerror');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(isPopupClosed('anonymous')).toBe(true);
    cleanup();
    await renderRoute('/help');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('shows execution A to a logged-in member, and F only after a first login', async () => {
    stub([popup(1, 'A'), popup(2, 'B'), popup(3, 'F')]);
    // The visitor closed theirs; the member's popups are a separate state.
    closePopup('anonymous');
    setToken('tok');
    await renderRoute('/help');
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getAllByText('Popup A1').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Popup B2')).toBeNull();
    expect(within(dialog).queryByText('Popup F3')).toBeNull();
    cleanup();
    clearSession();
    startSession('tok2', { firstLogin: true });
    await renderRoute('/help');
    const again = await screen.findByTestId('announcement-popup');
    expect(within(again).getByRole('button', { name: /Popup F3/ })).toBeTruthy();
    expect(within(again).getByRole('button', { name: /Popup A1/ })).toBeTruthy();
  });

  it('lists 6 a page, shows the selected one, and goes to the promotion', async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      popup(i + 1, 'B', i === 6 ? { promotionType: 'DEPOSIT_BONUS' } : {}),
    );
    stub(many);
    const { router } = await renderRoute('/help');
    const dialog = await screen.findByTestId('announcement-popup');
    const list = within(dialog).getByRole('navigation');
    expect(within(list).getAllByRole('button', { name: /^Popup/ })).toHaveLength(6);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    const second = within(list).getAllByRole('button', { name: /^Popup/ });
    expect(second.map((b) => b.textContent)).toEqual(['Popup B7', 'Popup B8']);
    expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull();
    fireEvent.click(second[0] as HTMLElement);
    expect(within(dialog).getByText('Body of B7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to promotion' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(isPopupClosed('anonymous')).toBe(true);
  });

  it('opens the notice list at the notice picked in the marquee', async () => {
    const notices = Array.from({ length: 7 }, (_, i) => ({ ...popup(i + 10, 'A'), execution: null }));
    stub([], notices);
    closePopup('anonymous');
    await renderRoute('/');
    const marquee = await screen.findByTestId('notice-marquee');
    fireEvent.click(within(marquee).getByTestId('notice-16'));
    const dialog = await screen.findByTestId('notice-dialog');
    // The seventh notice is on the second page, shown and marked as the current one.
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Popup A16' }).getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByText('Body of A16')).toBeTruthy();
  });
});
