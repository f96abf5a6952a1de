import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';

describe('/login and /register for a member who is logged in (issue 13)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  for (const path of ['/login', '/register']) {
    it(`${path} opens no popup and leads home`, async () => {
      stubApi({ memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }) });
      setToken('tok');
      const { router } = await renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByTestId('member-account')).toBeTruthy();
      expect(screen.queryByTestId('login-dialog')).toBeNull();
      expect(screen.queryByTestId('register-dialog')).toBeNull();
    });
  }

  it('still opens the login popup for a visitor', async () => {
    stubApi({});
    await renderRoute('/login');
    expect(await screen.findByTestId('login-dialog')).toBeTruthy();
  });
});
