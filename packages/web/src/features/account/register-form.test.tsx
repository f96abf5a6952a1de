import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptionKey } from '../../lib/api-client';
import { clearSession, getToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';
import { statusFixture } from '../../test/status-fixture';

/** The payloads the form encrypted, as JSON (the register call is an E route: its body is a JWE). */
const encrypted = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('jose', () => ({
  importJWK: async () => ({}),
  CompactEncrypt: class {
    constructor(plaintext: Uint8Array) {
      encrypted.push(JSON.parse(new TextDecoder().decode(plaintext)));
    }
    setProtectedHeader() {
      return this;
    }
    async encrypt() {
      return 'h.k.iv.c.t';
    }
  },
}));

const rule = (field: string, over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
  ...over,
});

const RULES = [
  rule('username', { required: true, minLength: 6, maxLength: 16, patternId: 2 }),
  rule('password', { required: true, minLength: 6, maxLength: 20, patternId: 6 }),
  rule('confirmPassword', { required: true, minLength: 6, maxLength: 20, patternId: 6 }),
  rule('email', { maxLength: 100, patternId: 4 }),
  rule('paymentPassword', { required: true, minLength: 6, maxLength: 6, patternId: 7 }),
  rule('qqNum', { enabled: false, patternId: 7 }),
  rule('affiliateCode', { maxLength: 32, patternId: 5 }),
];

function status() {
  const base = statusFixture();
  return statusFixture({
    info: { ...base.info, register: RULES, whitelabelVal: { ...base.info.whitelabelVal, MOBILENUMREG3: false } },
  });
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('div[class*="field"]')?.querySelector('[role="alert"]')?.textContent ?? null;

describe('register popup', () => {
  beforeEach(() => setEncryptionKey(statusFixture().info.publicKey));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('builds the fields from the enabled rules, required ones marked with *', async () => {
    stubApi({});
    await renderRoute('/register', status());
    // The first test of the file loads the popup's code: on a busy machine that takes longer than a find's 4 s.
    const dialog = await screen.findByTestId('register-dialog', {}, { timeout: 15_000 });
    for (const field of ['username', 'password', 'confirmPassword', 'email', 'paymentPassword', 'affiliateCode']) {
      expect(within(dialog).getByTestId(`register-field-${field}`)).toBeTruthy();
    }
    expect(within(dialog).queryByTestId('register-field-qqNum')).toBeNull();
    expect(within(dialog).queryByTestId('register-field-mobileNum')).toBeNull();
    const label = within(dialog).getByText('Username').closest('label');
    expect(label?.textContent).toBe('Username*');
    expect(within(dialog).getByText('E-mail').closest('label')?.textContent).toBe('E-mail');
  }, 20_000);

  it('shows reg_pattern messages with (min) and (max) filled, one number when they are equal', async () => {
    const api = stubApi({});
    await renderRoute('/register', status());
    await screen.findByTestId('register-dialog');
    type('register-field-username', '1abc');
    type('register-field-password', 'abcdefg1');
    type('register-field-confirmPassword', 'abcdefg2');
    type('register-field-paymentPassword', '12a');
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() =>
      expect(errorOf('register-field-username')).toBe('Please use 6 - 16 letters and digits, starting with a letter'),
    );
    expect(errorOf('register-field-paymentPassword')).toBe('Please enter 6 digits');
    expect(errorOf('register-field-confirmPassword')).toBe('Incorrect confirmation input');
    expect(errorOf('register-field-email')).toBeNull();
    expect(screen.getByTestId('register-error').textContent).toBe('Please check the highlighted fields.');
    // No registration or invitation-code call went out (the page's own reads, menus and home content, may).
    expect(
      api.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith('/wps/member') || url.startsWith('/wps/agent')),
    ).toEqual([]);

    type('register-field-username', '');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-field-username')).toBe('Input cannot be empty'));
  });

  it('clears a field error as soon as the field is valid, and the form error with the last one (issue 13)', async () => {
    stubApi({});
    await renderRoute('/register', status());
    await screen.findByTestId('register-dialog');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-field-username')).toBe('Input cannot be empty'));
    expect(errorOf('register-field-password')).toBe('Input cannot be empty');
    // While the field is still wrong, its message says what is wrong now.
    type('register-field-username', 'pl');
    await waitFor(() =>
      expect(errorOf('register-field-username')).toBe('Please use 6 - 16 letters and digits, starting with a letter'),
    );
    type('register-field-username', 'player01');
    await waitFor(() => expect(errorOf('register-field-username')).toBeNull());
    type('register-field-password', 'abc12345');
    await waitFor(() => expect(errorOf('register-field-password')).toBeNull());
    // The confirmation clears once it matches.
    type('register-field-confirmPassword', 'abc1234');
    await waitFor(() => expect(errorOf('register-field-confirmPassword')).toBe('Incorrect confirmation input'));
    type('register-field-confirmPassword', 'abc12345');
    await waitFor(() => expect(errorOf('register-field-confirmPassword')).toBeNull());
    expect(screen.getByTestId('register-error').textContent).toBe('Please check the highlighted fields.');
    type('register-field-paymentPassword', '123456');
    await waitFor(() => expect(errorOf('register-field-paymentPassword')).toBeNull());
    expect(screen.queryByTestId('register-error')).toBeNull();
  });

  it('checks the affiliate code first and stops on an invalid one', async () => {
    const api = stubApi({ affiliate: ok({ valid: false }) });
    await renderRoute('/register?affiliateCode=BAD01', status());
    await screen.findByTestId('register-dialog');
    expect((screen.getByTestId('register-field-affiliateCode') as HTMLInputElement).value).toBe('BAD01');
    type('register-field-username', 'player01');
    type('register-field-password', 'abc12345');
    type('register-field-confirmPassword', 'abc12345');
    type('register-field-paymentPassword', '123456');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('register-error').textContent).toMatch(/18 or older/));
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('invitation-error')).textContent).toBe('Invalid invitation code');
    expect(callsTo(api, 'register')).toBe(0);
  });

  it('maps invalid_input details to fields, then registers, logs in and offers the bonus', async () => {
    let attempt = 0;
    stubApi({
      register: () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                success: false,
                code: 'invalid_input',
                message: 'Input is not valid',
                details: [{ path: 'username', message: 'reg_pattern_2' }],
              },
            }
          : ok({ firstTimeLogin: true, passwordExpired: false, token: 'new-tok' }),
      memberInfo: ok({ id: 5, account: 'player01', nickname: 'P', type: 0 }),
    });
    const { router } = await renderRoute('/register', status());
    await screen.findByTestId('register-dialog');
    type('register-field-username', 'player01');
    type('register-field-password', 'abc12345');
    type('register-field-confirmPassword', 'abc12345');
    type('register-field-paymentPassword', '123456');
    type('register-field-affiliateCode', '');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(errorOf('register-field-username')).toBe('Please use 6 - 16 letters and digits, starting with a letter'),
    );
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('bonus-prompt')).toBeTruthy();
    expect(screen.getByTestId('bonus-prompt').textContent).toContain('131K');
    expect(getToken()).toBe('new-tok');
    // The router moves to home in a transition (React Router wraps its navigations in startTransition).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes the visitor to the first field in error: empty fields, a field the server refused, the terms box', async () => {
    stubApi({
      register: {
        status: 409,
        body: { success: false, code: 'account_taken', message: 'The username is already taken' },
      },
    });
    await renderRoute('/register', status());
    await screen.findByTestId('register-dialog');
    type('register-field-password', 'abc12345');
    fireEvent.click(screen.getByTestId('register-submit'));
    // The first field in error, not the message at the foot of the form, is where the visitor is taken.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('register-field-username')));

    type('register-field-username', 'player01');
    type('register-field-confirmPassword', 'abc12345');
    type('register-field-paymentPassword', '123456');
    type('register-field-affiliateCode', '');
    fireEvent.click(screen.getByTestId('register-submit'));
    const terms = screen.getByTestId('register-terms');
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(terms.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(terms);
    expect(terms.getAttribute('aria-invalid')).toBeNull();
    (screen.getByTestId('register-submit') as HTMLButtonElement).focus();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-field-username')).toBe('This account name is already taken'));
    expect(document.activeElement).toBe(screen.getByTestId('register-field-username'));
  });

  it('shows a bad referral code in its own field, to be corrected or cleared, and forgets it (issue 13)', async () => {
    encrypted.length = 0;
    const api = stubApi({
      register: () =>
        encrypted.at(-1)?.referralCode
          ? { status: 400, body: { success: false, code: 'invitation_code_error', message: 'Invalid invitation code' } }
          : ok({ firstTimeLogin: true, passwordExpired: false, token: 'new-tok' }),
      memberInfo: ok({ id: 5, account: 'player01', nickname: 'P', type: 0 }),
    });
    await renderRoute('/register?referralCode=BAD01', status());
    await screen.findByTestId('register-dialog');
    const code = screen.getByTestId('referral-code') as HTMLInputElement;
    expect(code.value).toBe('BAD01');
    expect(code.readOnly).toBe(false);
    type('register-field-username', 'player01');
    type('register-field-password', 'abc12345');
    type('register-field-confirmPassword', 'abc12345');
    type('register-field-paymentPassword', '123456');
    type('register-field-affiliateCode', '');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(errorOf('referral-code')).toBe(
        'This referral code is not valid. Correct it, or clear it to sign up without one.',
      ),
    );
    expect(screen.queryByTestId('invitation-error')).toBeNull();
    // The field is at the top of the dialog, out of sight from the submit button: the visitor is taken there.
    expect(document.activeElement).toBe(code);
    expect(encrypted[0]?.referralCode).toBe('BAD01');
    expect(window.localStorage.getItem('referralCode')).toBeNull();

    type('referral-code', '');
    expect(errorOf('referral-code')).toBeNull();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('bonus-prompt')).toBeTruthy();
    expect(callsTo(api, 'register')).toBe(2);
    expect(encrypted[1]).not.toHaveProperty('referralCode');
  });
});
