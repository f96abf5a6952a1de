import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../lib/session';
import { ok, stubApi } from '../test/api-stub';
import { renderRoute } from '../test/render-app';
import { gameListCenterPath } from './routes';

function stubMemberInfo() {
  stubApi({ memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }) });
}

describe('routes', () => {
  // A logged-in member gets no /login or /register popup: no test leaves its session to the next.
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('renders the home page with header, footer and both side bars', async () => {
    await renderRoute('/');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(screen.getByTestId('side-menu-left')).toBeTruthy();
    expect(screen.getByTestId('side-menu-right')).toBeTruthy();
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it.each(['/index', '/index.html', '/home'])('%s is the home page', async (path) => {
    await renderRoute(path);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery', '/pointMall'])(
    'redirects %s to /login without a session token',
    async (path) => {
      const { router } = await renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByTestId('login-dialog')).toBeTruthy();
      expect(screen.getByTestId('home-page')).toBeTruthy();
    },
  );

  it('opens a login-required page when a token exists', async () => {
    stubMemberInfo();
    setToken('tok');
    const { router } = await renderRoute('/lottery');
    expect(await screen.findByTestId('lottery-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lottery');
    // header only (spec 2)
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('side-menu-left')).toBeNull();
    expect(await screen.findByText('player9')).toBeTruthy();
  });

  it('/verify (the in-house fairness check) sits in the site frame, with the header and its way back', async () => {
    await renderRoute('/verify');
    expect(await screen.findByTestId('verify-form')).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('/register opens the register popup and keeps the referral code', async () => {
    await renderRoute('/register?referralCode=ABC123');
    expect(await screen.findByTestId('register-dialog')).toBeTruthy();
    expect((screen.getByTestId('referral-code') as HTMLInputElement).value).toBe('ABC123');
  });

  it('shows only the tabs the whitelabel flags enable', async () => {
    await renderRoute('/register');
    const dialog = await screen.findByTestId('register-dialog');
    expect(dialog.querySelectorAll('[role="tab"]')).toHaveLength(2);
  });

  it('game centres have header and footer only', async () => {
    await renderRoute('/sports');
    expect(await screen.findByRole('heading', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(screen.queryByTestId('side-menu-left')).toBeNull();
  });

  it('game list centres have the side menu and are marked as game pages', async () => {
    const { container } = await renderRoute('/rng?vassalage=PG');
    expect(await screen.findByRole('heading', { name: 'PG games' })).toBeTruthy();
    expect(screen.getByTestId('side-menu-left')).toBeTruthy();
    expect(container.querySelector('[data-game-page="true"]')).toBeTruthy();
  });

  it('serves the named route gameListCenter with lowercased params', async () => {
    expect(gameListCenterPath('PG', 'RNG')).toBe('/gameList/pg/rng');
    await renderRoute(gameListCenterPath('PG', 'RNG'));
    expect(await screen.findByRole('heading', { name: 'PG games' })).toBeTruthy();
  });

  it('shows a not-found page for unknown paths', async () => {
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows social links only for configured resources', async () => {
    await renderRoute('/');
    await screen.findByTestId('site-footer');
    expect(screen.getByTestId('social-facebook')).toBeTruthy();
    expect(screen.getByTestId('social-youtube')).toBeTruthy();
    expect(screen.queryByTestId('social-tiktok')).toBeNull();
  });
});
