import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { fail, ok, sentTo, stubApi } from '../../test/api-stub';
import { memoryRouter } from '../../test/memory-router';
import { EmailConfirm } from './email-confirm';

const TOKEN = 'y'.repeat(43);

/** The site opened at `path`, as from the e-mail's link. */
async function openLink(path: string) {
  await initI18n('EN');
  const { router, element } = memoryRouter(path, [{ path: '*', element: <EmailConfirm /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('e-mail verification link (/?verifyEmail=<token>)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the address, says so, and takes the token out of the address bar', async () => {
    const api = stubApi({ confirmEmail: ok({ email: 'new@example.com' }) });
    const router = await openLink(`/rng?x=1&verifyEmail=${TOKEN}`);
    expect((await screen.findByTestId('email-confirm-result')).textContent).toBe(
      'Your e-mail address new@example.com is confirmed.',
    );
    expect(sentTo(api, 'confirmEmail')).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('says when the link is spent or expired', async () => {
    stubApi({ confirmEmail: fail(400, 'email_link_invalid', 'This verification link is invalid or has expired') });
    await openLink(`/?verifyEmail=${TOKEN}`);
    expect((await screen.findByTestId('email-confirm-result')).textContent).toBe(
      'This verification link is invalid or has expired',
    );
  });

  it('does nothing on any other address', async () => {
    const api = stubApi({});
    await openLink('/?mc=securityCenter');
    expect(screen.queryByTestId('email-confirm-result')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
