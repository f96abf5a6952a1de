import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { getSession } from '../../lib/session';
import { LoginPage } from './login-page';

const operator = {
  id: 2,
  account: 'finance01',
  role: 'finance',
  allBrands: true,
  brands: [],
  mustChangePassword: false,
  capabilities: ['members.read'],
};
const session = { token: 'op-token', expiresAt: '2030-01-01T00:00:00.000Z', operator };

type Reply = { status?: number; body: unknown };
/** A fake server answering the login routes in turn, recording what the page sent. */
function serve(replies: Record<string, Reply[]>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ path: url, body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = replies[url]?.shift();
      if (!reply) throw new Error(`unexpected call ${url}`);
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return sent;
}

function renderLogin() {
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LoginPage onSignedIn={onSignedIn} />
    </I18nextProvider>,
  );
  return onSignedIn;
}

async function enterPassword() {
  fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'finance01' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Finance-demo-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the operator login', () => {
  it('signs in with account, password and a TOTP code; a wrong code says so by its code', async () => {
    const sent = serve({
      '/console/api/auth/login': [{ body: { success: true, value: { step: 'totp', challenge: 'ch-1' } } }],
      '/console/api/auth/login/totp': [
        { status: 401, body: { success: false, code: 'totp_invalid', message: 'x' } },
        { body: { success: true, value: session } },
      ],
    });
    const onSignedIn = renderLogin();
    await enterPassword();
    const code = await screen.findByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The authentication code is not correct');
    expect(getSession()).toBeNull();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getSession()?.token).toBe('op-token');
    expect(sent.map((s) => s.body)).toEqual([
      { account: 'finance01', password: 'Finance-demo-1' },
      { challenge: 'ch-1', code: '000000' },
      { challenge: 'ch-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead of a TOTP code', async () => {
    const sent = serve({
      '/console/api/auth/login': [{ body: { success: true, value: { step: 'totp', challenge: 'ch-2' } } }],
      '/console/api/auth/login/totp': [{ body: { success: true, value: session } }],
    });
    const onSignedIn = renderLogin();
    await enterPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent[1]?.body).toEqual({ challenge: 'ch-2', recoveryCode: 'abcd-efgh' });
  });

  it('enrols: the QR code as an image (never markup), a code, then the recovery codes once before signing in', async () => {
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>';
    serve({
      '/console/api/auth/login': [
        {
          body: {
            success: true,
            value: { step: 'enrol', challenge: 'ch-3', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrSvg },
          },
        },
      ],
      '/console/api/auth/login/enrol': [
        { body: { success: true, value: { ...session, recoveryCodes: ['code-one-1', 'code-two-2'] } } },
      ],
    });
    const onSignedIn = renderLogin();
    await enterPassword();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(qrSvg)}`);
    expect(document.querySelector('svg, script')).toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('code-one-1')).toBeTruthy();
    expect(screen.getByText('code-two-2')).toBeTruthy();
    // Not signed in until the operator says the codes are stored.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(getSession()).toBeNull();
    fireEvent.click(screen.getByLabelText('I have stored my recovery codes'));
    fireEvent.click(next);
    expect(onSignedIn).toHaveBeenCalled();
    expect(getSession()?.operator.account).toBe('finance01');
  });

  it('an expired challenge goes back to the password step with its message', async () => {
    serve({
      '/console/api/auth/login': [{ body: { success: true, value: { step: 'totp', challenge: 'ch-4' } } }],
      '/console/api/auth/login/totp': [
        { status: 401, body: { success: false, code: 'login_challenge_expired', message: 'x' } },
      ],
    });
    renderLogin();
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in has expired, please start again');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
