import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptionKey } from '../../lib/api-client';
import { clearSession, getToken } from '../../lib/session';
import { callsTo, fail, ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';
import { statusFixture } from '../../test/status-fixture';
import { resetLoginCaptcha } from './login-form-state';

// jsdom's WebCrypto cannot run jose; the encryption itself is tested in lib/api-client-encryption.test.ts.
vi.mock('jose', () => ({
  importJWK: async () => ({}),
  CompactEncrypt: class {
    setProtectedHeader() {
      return this;
    }
    async encrypt() {
      return 'h.k.iv.c.t';
    }
  },
}));

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** The message under a field (its error), as the visitor reads it. */
const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('div[class*="field"]')?.querySelector('[role="alert"]')?.textContent ?? null;

describe('login popup', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    resetLoginCaptcha();
  });

  it('asks for the username and password before calling the server', async () => {
    const api = stubApi({});
    await renderRoute('/login');
    // The first test of the file loads the popup's code: on a busy machine that takes longer than a find's 4 s.
    fireEvent.click(await screen.findByTestId('login-submit', {}, { timeout: 15_000 }));
    await waitFor(() => expect(errorOf('login-username')).toBe('Please enter the username and password'));
    expect(errorOf('login-password')).toBe('Please enter the username and password');
    // Each clears as soon as its field is filled in.
    type('login-username', 'demo01');
    await waitFor(() => expect(errorOf('login-username')).toBeNull());
    expect(errorOf('login-password')).toBe('Please enter the username and password');
    expect(callsTo(api, 'login')).toBe(0);
  }, 20_000);

  it('shows the captcha after a login_failed whose value asks for it, and fetches a new image after each try', async () => {
    let captchas = 0;
    const api = stubApi({
      login: fail(401, 'login_failed', 'Incorrect username or password', { value: { captcha: true } }),
      captcha: () => ok(`PNG${++captchas}`),
    });
    await renderRoute('/login');
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    type('login-username', '  demo01 ');
    type('login-password', 'wrong-pass');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-error')).textContent).toBe('Incorrect username or password');
    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('src')).toMatch(/^data:image\/png;base64,PNG\d$/),
    );

    // The captcha is now required.
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(errorOf('login-captcha')).toBe('Please enter the captcha'));

    const before = callsTo(api, 'captcha');
    type('login-captcha', 'ABCD');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(callsTo(api, 'login')).toBe(2));
    await waitFor(() => expect(callsTo(api, 'captcha')).toBeGreaterThan(before));
    expect(getToken()).toBeNull();
  });

  it('saves the token, loads the member and closes on success', async () => {
    stubApi({
      login: ok({ firstTimeLogin: true, passwordExpired: false, token: 'tok-1' }),
      memberInfo: ok({ id: 1, account: 'demo01', nickname: 'Demo', type: 0 }),
    });
    const { router } = await renderRoute('/login');
    type('login-username', 'demo01');
    type('login-password', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('tok-1');
    expect(window.sessionStorage.getItem('firstLogin')).toBe('true');
    expect(await screen.findByTestId('member-account')).toHaveProperty('textContent', 'demo01');
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).toBeNull(), { timeout: 3000 });
  });

  it('opens the forced change-password modal after a login with an expired password', async () => {
    stubApi({ login: ok({ firstTimeLogin: false, passwordExpired: true, token: 'tok-2' }) });
    await renderRoute('/login');
    type('login-username', 'change01');
    type('login-password', 'change1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    const dialog = await screen.findByTestId('change-password-dialog');
    expect(dialog.querySelector('[aria-label="Close"]')).toBeNull();
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(errorOf('change-password-old')).toBe('Please enter your current password'));
  });

  it('says the password was changed once the change succeeds, after closing the popup and going home', async () => {
    const api = stubApi({
      login: ok({ firstTimeLogin: false, passwordExpired: true, token: 'tok-3' }),
      changePassword: ok(null),
      memberInfo: ok({ id: 3, account: 'change02', nickname: 'Changer', type: 0 }),
    });
    const { router } = await renderRoute('/login');
    await screen.findByTestId('login-username');
    type('login-username', 'change02');
    type('login-password', 'change1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('change-password-dialog');
    type('change-password-old', 'change1234');
    type('change-password-new', 'better5678');
    type('change-password-confirm', 'better5678');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    const said = await screen.findByTestId('password-changed');
    expect(said.textContent).toContain('Your password has been changed');
    expect(screen.queryByTestId('change-password-dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(api, 'changePassword')).toBe(1);
  }, 15_000);

  it("SMS tab: starts on the brand's first dialing code and says a refused login is a wrong code (issue 13)", async () => {
    const base = statusFixture();
    const api = stubApi({
      countryCodes: ok([
        { countryCode: 'US', countryDialingCode: '+1' },
        { countryCode: 'BD', countryDialingCode: '+880' },
      ]),
      login: fail(401, 'login_failed', 'Incorrect username or password'),
    });
    await renderRoute(
      '/login',
      statusFixture({
        location: { ip: '127.0.0.1', country: null },
        info: { ...base.info, whitelabelVal: { ...base.info.whitelabelVal, MOBILEVERCODELOGIN3: true } },
      }),
    );
    fireEvent.click(await screen.findByTestId('login-tab-mobile'));
    await waitFor(() => expect((screen.getByTestId('login-dialing-code') as HTMLSelectElement).value).toBe('+1'));
    type('login-mobile', '2025550123');
    type('login-sms-code', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Wrong code. Check the code and the mobile number.',
    );
    expect(callsTo(api, 'login')).toBe(1);
  });
});
