import { fireEvent, screen, waitFor } from '@testing-library/react';
import { amountInput } from '@wl/contract/amount-input';
import { paymentPasswordRule } from '@wl/contract/payment-password';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTextField } from '../components/form-text-field';
import { i18n, showLanguage } from '../i18n/setup';
import { renderSection } from '../test/render-section';
import { useContractForm } from './contract-form';

/** A brand whose payment password is 4 to 8 digits (not the default 6). */
const BRAND_RULES: RegisterFieldRule[] = [
  {
    field: 'paymentPassword',
    enabled: false,
    required: false,
    minLength: 4,
    maxLength: 8,
    patternId: 7,
    acceptedPattern: null,
  },
];

function PaymentPasswordForm({ onSent }: { onSent: (value: unknown) => void }) {
  const form = useContractForm('paymentPassword', {
    defaultValues: { newPassword: '', confirmPassword: '' },
    fieldRules: { newPassword: paymentPasswordRule(BRAND_RULES) },
    matches: { confirmPassword: { field: 'newPassword' } },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSent)(event)} noValidate>
      <FormTextField control={form.control} name="newPassword" label="new" testId="new" />
      <FormTextField control={form.control} name="confirmPassword" label="confirm" testId="confirm" />
      <button type="submit">send</button>
    </form>
  );
}

function AmountForm({ onSent }: { onSent: (value: unknown) => void }) {
  const form = useContractForm('transferUpline', {
    schema: (request) => request.extend({ amount: amountInput({ min: 10, max: 500 }) }),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSent)(event)} noValidate>
      <FormTextField control={form.control} name="amount" label="amount" testId="amount" />
      <FormTextField control={form.control} name="paymentPassword" label="password" testId="password" />
      <button type="submit">send</button>
    </form>
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const errorOf = (testId: string) => document.getElementById(input(testId).getAttribute('aria-describedby') ?? '');

describe('useContractForm', () => {
  afterEach(async () => {
    await showLanguage('EN');
  });

  it('shows an error in English when a field is left, and clears it as soon as the field is valid', async () => {
    await renderSection(<PaymentPasswordForm onSent={() => {}} />);
    type('new', '12');
    fireEvent.blur(input('new'));
    await waitFor(() => expect(errorOf('new')?.textContent).toBe('Please enter 4 - 8 digits'));
    expect(input('new').getAttribute('aria-invalid')).toBe('true');
    type('new', '1234');
    await waitFor(() => expect(input('new').getAttribute('aria-invalid')).toBeNull());
    expect(errorOf('new')).toBeNull();
  });

  it('shows the same error in Arabic for a visitor reading Arabic', async () => {
    await renderSection(<PaymentPasswordForm onSent={() => {}} />);
    await showLanguage('AR');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(errorOf('new')?.textContent).toBe(i18n.t('input_required')));
    expect(errorOf('new')?.textContent).toBe('لا يمكن ترك الحقل فارغاً');
    type('new', '1a');
    await waitFor(() => expect(errorOf('new')?.textContent).toBe('يرجى إدخال 4 - 8 أرقام'));
    type('new', '98765');
    await waitFor(() => expect(errorOf('new')).toBeNull());
  });

  it("applies the brand's payment-password rule, not six digits", async () => {
    const sent: unknown[] = [];
    await renderSection(<PaymentPasswordForm onSent={(value) => sent.push(value)} />);
    type('new', '1234');
    type('confirm', '1235');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(errorOf('confirm')?.textContent).toBe('Confirmation password is not correct.'));
    expect(errorOf('new')).toBeNull();
    type('confirm', '1234');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(sent).toEqual([{ newPassword: '1234', confirmPassword: '1234' }]));
  });

  it('reads a typed amount as the contract says, with its limits in the message', async () => {
    const sent: unknown[] = [];
    await renderSection(<AmountForm onSent={(value) => sent.push(value)} />);
    type('password', 'secret');
    type('amount', '5');
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(errorOf('amount')?.textContent).toBe('The minimum is 10'));
    type('amount', '12.345');
    await waitFor(() => expect(errorOf('amount')?.textContent).toBe('Please enter an amount'));
    type('amount', ' 1,250.5 ');
    await waitFor(() => expect(errorOf('amount')?.textContent).toBe('The maximum is 500'));
    type('amount', '250.50');
    await waitFor(() => expect(errorOf('amount')).toBeNull());
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(sent).toEqual([{ amount: 250.5, paymentPassword: 'secret' }]));
  });
});
