import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { MemberSecurity } from './member-security';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

const FACTS = {
  mobile: { bound: true, verified: true, verifiedAt: '2026-06-01T08:00:00.000Z' },
  email: { bound: true, verified: false, verifiedAt: null },
  paymentPassword: { set: true, failures: 5, lockedUntil: '2999-01-01T00:00:00.000Z' },
  lockedAt: null,
  payoutAccounts: [
    {
      id: 1,
      kind: 'bank',
      provider: 'First Demo Bank',
      holderName: 'Sec Desk',
      maskedNumber: '**** 9010',
      branch: null,
      createdAt: '2026-06-01T08:00:00.000Z',
      sharedWith: [{ memberId: 12, account: 'other02' }],
    },
  ],
};

describe("the member page's security panel", () => {
  it('shows verified contacts, the payment password lock and the masked accounts, flagging a shared one', async () => {
    saveSession({
      token: 't',
      expiresAt: '2030-01-01T00:00:00Z',
      operator: {
        id: 1,
        account: 'support01',
        role: 'support',
        allBrands: true,
        brands: [],
        mustChangePassword: false,
        capabilities: [],
      },
    });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: FACTS })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <MemberSecurity memberId={7} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const row = await screen.findByTestId('payout-account');
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe(
      '/console/api/members/security?memberId=7',
    );
    const panel = screen.getByTestId('member-security');
    expect(within(panel).getByText('Verified')).toBeTruthy();
    expect(within(panel).getByText('Not verified')).toBeTruthy();
    expect(within(panel).getByText(/^Locked until/)).toBeTruthy();
    expect(row.textContent).toContain('**** 9010');
    expect(row.textContent).toContain('Shared with 1');
    expect(within(row).getByRole('link', { name: 'other02' }).getAttribute('href')).toBe('/members/12');
  });
});
