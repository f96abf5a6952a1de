import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormFooter } from '../components/form-footer';
import { NewPasswordFields } from '../components/new-password-fields';
import { TextField } from '../components/text-field';
import { chooseLanguage, i18n, initI18n } from '../i18n/setup';
import { useContractForm, withConfirmation } from './contract-form';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages(['en', 'zh-CN']);
});
afterAll(() => chooseLanguage('EN'));

/** The operator-create form's account field, on the route's own schema (a pattern the operator must meet). */
function AccountForm({ onSave }: { onSave: (value: unknown) => void }) {
  const form = useContractForm('operatorCreate', {
    refine: (request) => request.pick({ account: true }),
    defaultValues: { account: '' },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <TextField label="Account" error={errors.account} {...form.register('account')} />
      <FormFooter submitLabel="Create" />
    </form>
  );
}

function PasswordForm({ onSave }: { onSave: (value: unknown) => void }) {
  const form = useContractForm('operatorChangePassword', {
    refine: (request) => withConfirmation(request.pick({ newPassword: true })),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <NewPasswordFields
        minLength={12}
        password={{ ...form.register('newPassword'), error: errors.newPassword }}
        confirm={{ ...form.register('confirm'), error: errors.confirm }}
      />
      <FormFooter submitLabel="Change" />
    </form>
  );
}

/** The error shown under a field (its hint may say the rule in the same words). */
const errorOf = (input: HTMLElement) => input.closest('.field')?.querySelector('.field__error')?.textContent ?? null;

const renderIn = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('useContractForm', () => {
  it("shows a field's error in English once the operator leaves it, and clears it as it becomes valid", async () => {
    await chooseLanguage('EN');
    const onSave = vi.fn();
    renderIn(<AccountForm onSave={onSave} />);
    const account = screen.getByRole('textbox', { name: 'Account' });
    fireEvent.change(account, { target: { value: 'a!' } });
    // Nothing is said while the operator is still typing in a field they have not left yet.
    expect(screen.queryByText('Not in the expected format.')).toBeNull();
    fireEvent.blur(account);
    expect(await screen.findByText('Not in the expected format.')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(account.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(account, { target: { value: 'agent.one' } });
    await waitFor(() => expect(screen.queryByText('Not in the expected format.')).toBeNull());
    expect(account.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ account: 'agent.one' }, expect.anything()));
  });

  it('says the same in Chinese, on submit, and clears it the same way', async () => {
    await chooseLanguage('CN');
    const onSave = vi.fn();
    renderIn(<PasswordForm onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('必填。')).toBeTruthy();
    const password = screen.getByLabelText('新密码') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'short' } });
    await waitFor(() => expect(errorOf(password)).toBe('至少 12 个字符。'));
    fireEvent.change(password, { target: { value: 'long enough password' } });
    await waitFor(() => expect(errorOf(password)).toBeNull());
    const confirm = screen.getByLabelText('确认新密码') as HTMLInputElement;
    fireEvent.change(confirm, { target: { value: 'long enough passwork' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(i18n.t('password_mismatch'))).toBeTruthy();
    fireEvent.change(confirm, { target: { value: 'long enough password' } });
    await waitFor(() => expect(screen.queryByText(i18n.t('password_mismatch'))).toBeNull());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('re-words the errors shown when the operator switches language', async () => {
    await chooseLanguage('EN');
    renderIn(<AccountForm onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await chooseLanguage('CN');
    expect(await screen.findByText('必填。')).toBeTruthy();
  });
});
