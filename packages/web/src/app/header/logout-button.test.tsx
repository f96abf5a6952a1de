import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMerchant, setToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';

describe('member box and logout (spec 4 "Logout")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the account and a masked balance, then logs out keeping only merchant and merchantCode', async () => {
    const api = stubApi({
      memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
      logout: ok(null),
    });
    setMerchant('DEMO', 'Demo Casino');
    setToken('tok');
    window.sessionStorage.setItem('hotGames', '[]');
    window.sessionStorage.setItem('firstLogin', 'true');
    const { router } = await renderRoute('/promotions');
    expect((await screen.findByTestId('member-account')).textContent).toBe('player9');

    expect(screen.getByTestId('balance').textContent).toBe('—');
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('balance').textContent).toBe('••••');
    expect(window.sessionStorage.getItem('balanceVisible')).toBe('false');

    fireEvent.click(screen.getByTestId('logout-button'));
    expect(screen.getByText('Are you sure you want to log out?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('logout-confirm'));

    await waitFor(() => expect(window.sessionStorage.length).toBe(2));
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(window.sessionStorage.getItem('merchant')).toBe('Demo Casino');
    expect(callsTo(api, 'logout')).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('member-account')).toBeNull();
  });
});
