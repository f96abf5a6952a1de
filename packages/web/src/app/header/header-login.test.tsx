import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDialogsGate } from '../../features/account/account-dialogs-gate';
import { resetLoginCaptcha } from '../../features/account/login-form-state';
import { setEncryptionKey } from '../../lib/api-client';
import { closeAuthDialog } from '../../lib/auth-dialog';
import { clearSession } from '../../lib/session';
import { callsTo, fail, ok, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { statusFixture } from '../../test/status-fixture';
import { HeaderLogin } from './header-login';

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

async function renderHeader() {
  return renderSection(
    <>
      <HeaderLogin />
      <AccountDialogsGate />
    </>,
  );
}

describe('header login (spec 5 and 8: a failed login shows a warning dialog)', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));
  afterEach(() => {
    clearSession();
    closeAuthDialog();
    resetLoginCaptcha();
    vi.unstubAllGlobals();
  });

  it("shows the server's incorrect-password message, then the captcha in the login popup with the username kept", async () => {
    const api = stubApi({
      login: fail(401, 'login_failed', 'Incorrect username or password', { value: { captcha: true } }),
      captcha: ok('PNG1'),
    });
    await renderHeader();
    type('header-username', 'demo01');
    type('header-password', 'wrong-pass');
    fireEvent.click(screen.getByTestId('header-login'));

    expect((await screen.findByTestId('header-login-warning')).textContent).toBe('Incorrect username or password');
    expect(callsTo(api, 'login')).toBe(1);
    // The popup waits until the message has been read.
    expect(screen.queryByTestId('login-captcha')).toBeNull();

    fireEvent.click(screen.getByTestId('warning-submit'));
    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('demo01');
    // The message is not lost: the popup says it again beside the captcha.
    expect(screen.getByTestId('login-error').textContent).toBe('Incorrect username or password');
    await waitFor(() => expect(screen.queryByTestId('header-login-warning')).toBeNull());
  });

  it('shows the message alone when the answer asks for no captcha', async () => {
    stubApi({ login: fail(403, 'member_no_enter', 'Non-member account unable to login') });
    await renderHeader();
    type('header-username', 'staff01');
    type('header-password', 'secret-pass');
    fireEvent.click(screen.getByTestId('header-login'));

    expect((await screen.findByTestId('header-login-warning')).textContent).toBe('Non-member account unable to login');
    fireEvent.click(screen.getByTestId('warning-submit'));
    await waitFor(() => expect(screen.queryByTestId('header-login-warning')).toBeNull());
    expect(screen.queryByTestId('login-username')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubApi({});
    await renderHeader();
    type('header-username', 'demo01');
    fireEvent.click(screen.getByTestId('header-login'));
    expect((await screen.findByTestId('header-login-warning')).textContent).toBe(
      'Please enter the username and password',
    );
    expect(callsTo(api, 'login')).toBe(0);
  });
});
