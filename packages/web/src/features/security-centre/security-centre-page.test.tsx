import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SecurityProfile } from '@wl/contract/routes/member-centre';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptionKey } from '../../lib/api-client';
import { callsTo, fail, ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { statusFixture } from '../../test/status-fixture';
import SecurityCentrePage from './security-centre-page';

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
/** The message tied to a field (its error or hint), as assistive technology reads it. */
const noteOf = (testId: string) =>
  document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const PROFILE: SecurityProfile = {
  account: 'demo01',
  nickname: 'Demo',
  avatar: null,
  iconUrl: null,
  realName: null,
  profile: { telegram: '@demo' },
  mobile: '+880 ******1111',
  mobileVerified: true,
  email: null,
  emailVerified: false,
  hasPaymentPassword: false,
};

const ACCOUNT = {
  id: 3,
  kind: 'bank' as const,
  provider: 'Vietcombank',
  holderName: 'Tran Thi B',
  maskedNumber: '**** 2222',
  branch: null,
  createdAt: '2026-06-01T00:00:00.000Z',
};

const LOGINS = {
  content: [
    {
      id: 9,
      time: '2026-06-01T10:00:00.000Z',
      lastSeenAt: '2026-06-01T10:00:00.000Z',
      ip: '10.0.0.1',
      loginType: 'username',
      device: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
      active: true,
      current: true,
    },
    {
      id: 8,
      time: '2026-05-31T10:00:00.000Z',
      lastSeenAt: '2026-05-31T10:00:00.000Z',
      ip: '10.0.0.2',
      loginType: 'sms',
      device: null,
      active: true,
      current: false,
    },
  ],
  pageNum: 1,
  totalPages: 1,
};

describe('security centre page (spec 2 "securityCenter")', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile and saves the real name once, with the details', async () => {
    const api = stubApi({
      securityProfile: ok(PROFILE),
      payoutAccounts: ok([]),
      loginHistory: ok(LOGINS),
      countryCodes: ok([{ countryCode: 'BD', countryDialingCode: '+880' }]),
      updateProfile: ({ input }) =>
        ok({ ...PROFILE, realName: input.realName ?? null, profile: { ...PROFILE.profile, ...input } }),
    });
    await renderSection(<SecurityCentrePage />);
    expect((await screen.findByTestId('sc-mobile-value')).textContent).toBe('+880 ******1111');
    expect((screen.getByTestId('sc-field-telegram') as HTMLInputElement).value).toBe('@demo');
    // Without a real name, accounts cannot be added yet.
    expect(await screen.findByTestId('sc-payout-needs-name')).toBeTruthy();
    type('sc-field-birthday', '2015-01-01');
    fireEvent.click(screen.getByTestId('sc-profile-save'));
    await waitFor(() => expect(noteOf('sc-field-birthday')).toBe('You must be 18 or older'));
    expect(callsTo(api, 'updateProfile')).toBe(0);
    type('sc-field-birthday', '1990-01-01');
    type('sc-real-name', 'Tran Thi B');
    fireEvent.click(screen.getByTestId('sc-profile-save'));
    await waitFor(() => expect((screen.getByTestId('sc-real-name') as HTMLInputElement).disabled).toBe(true));
    expect(sentTo(api, 'updateProfile')[0]).toMatchObject({ realName: 'Tran Thi B', birthday: '1990-01-01' });
    expect(screen.getByTestId('sc-payout-open')).toBeTruthy();
  });

  it('adds an account in the real name and removes one with the payment password', async () => {
    let accounts = [ACCOUNT];
    const api = stubApi({
      securityProfile: ok({ ...PROFILE, realName: 'Tran Thi B', hasPaymentPassword: true }),
      payoutAccounts: () => ok(accounts),
      loginHistory: ok(LOGINS),
      countryCodes: ok([]),
      addPayoutAccount: ({ input }) => {
        const added = { ...ACCOUNT, id: 4, provider: input.provider, maskedNumber: '**** 9999' };
        accounts = [...accounts, added];
        return ok(added);
      },
      removePayoutAccount: fail(400, 'payment_password_incorrect', 'The payment password is not correct'),
    });
    await renderSection(<SecurityCentrePage />);
    expect(await screen.findAllByTestId('sc-payout-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('sc-payout-open'));
    type('sc-payout-provider', 'Techcombank');
    type('sc-payout-number', '1234 5678 9999');
    fireEvent.click(screen.getByTestId('sc-payout-add'));
    await waitFor(() => expect(screen.getAllByTestId('sc-payout-row')).toHaveLength(2));
    expect(sentTo(api, 'addPayoutAccount')[0]).toMatchObject({ holderName: 'Tran Thi B', number: '1234 5678 9999' });
    expect(screen.getAllByTestId('sc-payout-row')[1]?.textContent).toContain('**** 9999');

    fireEvent.click(screen.getAllByTestId('sc-payout-remove')[0] as HTMLElement);
    const dialog = await screen.findByTestId('sc-remove-dialog');
    type('sc-remove-password', '000000');
    fireEvent.click(within(dialog).getByTestId('sc-remove-confirm'));
    expect((await screen.findByTestId('sc-remove-error')).textContent).toBe('The payment password is not correct');
    expect(callsTo(api, 'removePayoutAccount')).toBe(1);
  });

  it("sets a payment password under the brand's rule", async () => {
    stubApi({
      securityProfile: ok(PROFILE),
      payoutAccounts: ok([]),
      loginHistory: ok(LOGINS),
      countryCodes: ok([]),
      paymentPassword: ok(null),
    });
    const rule = {
      field: 'paymentPassword',
      enabled: false,
      required: false,
      minLength: 4,
      maxLength: 4,
      patternId: 7,
      acceptedPattern: null,
    };
    const base = statusFixture();
    await renderSection(<SecurityCentrePage />, { ...base, info: { ...base.info, register: [rule] } });
    await screen.findByTestId('sc-payment-new');
    expect(screen.getByText('Please enter 4 digits')).toBeTruthy();
    type('sc-payment-new', '123456');
    fireEvent.blur(screen.getByTestId('sc-payment-new'));
    await waitFor(() => expect(screen.getByTestId('sc-payment-new').getAttribute('aria-invalid')).toBe('true'));
    type('sc-payment-new', '1234');
    await waitFor(() => expect(screen.getByTestId('sc-payment-new').getAttribute('aria-invalid')).toBeNull());
  });

  it('sets a payment password of six digits, and logs out the other devices', async () => {
    const api = stubApi({
      securityProfile: ok(PROFILE),
      payoutAccounts: ok([]),
      loginHistory: ok(LOGINS),
      countryCodes: ok([]),
      paymentPassword: ok(null),
      logoutOtherSessions: ok({ revoked: 1 }),
    });
    await renderSection(<SecurityCentrePage />);
    const rows = await screen.findAllByTestId('sc-login-row');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.textContent).toContain('Chrome · Android');
    expect(rows[1]?.textContent).toContain('SMS code');
    type('sc-payment-new', '12345');
    type('sc-payment-confirm', '12345');
    fireEvent.click(screen.getByTestId('sc-payment-save'));
    // The brand's rule (6 digits by default) is said under the field, and goes once the field is right.
    expect(await screen.findByText('Please enter 6 digits')).toBeTruthy();
    expect(screen.getByTestId('sc-payment-new').getAttribute('aria-invalid')).toBe('true');
    type('sc-payment-new', '123456');
    await waitFor(() => expect(screen.queryByText('Please enter 6 digits')).toBeNull());
    type('sc-payment-confirm', '123456');
    fireEvent.click(screen.getByTestId('sc-payment-save'));
    await waitFor(() => expect(callsTo(api, 'paymentPassword')).toBe(1));
    expect(callsTo(api, 'paymentPassword')).toBe(1);

    fireEvent.click(screen.getByTestId('sc-logout-others'));
    expect((await screen.findByTestId('sc-logout-others-done')).textContent).toBe('Logged out of 1 other devices');
  });
});
