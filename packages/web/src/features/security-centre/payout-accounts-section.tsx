import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount } from '@wl/contract/routes/member-centre';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { InputField, SelectField } from '../../components/form-fields';
import { LoadFailed } from '../../components/load-failed';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { PAYOUT_ACCOUNTS_KEY, usePayoutAccounts } from './security-queries';

type Kind = 'bank' | 'ewallet';

function AddAccountForm({ realName, onDone }: { realName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('bank');
  const [provider, setProvider] = useState('');
  const [number, setNumber] = useState('');
  const [branch, setBranch] = useState('');
  const add = useMutation({
    mutationFn: () =>
      call('addPayoutAccount', {
        kind,
        provider: provider.trim(),
        holderName: realName,
        number: number.trim(),
        ...(branch.trim() ? { branch: branch.trim() } : {}),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNTS_KEY });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="sc-payout-form">
      <div className={styles.grid}>
        <SelectField
          label={t('sc_account_kind')}
          value={kind}
          onValueChange={(v) => setKind(v as Kind)}
          options={[
            { value: 'bank', label: t('sc_kind_bank') },
            { value: 'ewallet', label: t('sc_kind_ewallet') },
          ]}
          testId="sc-payout-kind"
        />
        <InputField
          label={t(kind === 'bank' ? 'sc_bank_name' : 'sc_wallet_provider')}
          value={provider}
          onValueChange={setProvider}
          maxLength={60}
          required
          testId="sc-payout-provider"
        />
        {/* Spec: the holder is the member's real name, so it is shown, not typed. */}
        <InputField label={t('sc_holder_name')} value={realName} onValueChange={() => {}} readOnly />
        <InputField
          label={t('sc_account_number')}
          value={number}
          onValueChange={setNumber}
          inputMode={kind === 'bank' ? 'numeric' : 'text'}
          maxLength={40}
          required
          ltr
          testId="sc-payout-number"
        />
        {kind === 'bank' ? (
          <InputField label={t('sc_branch')} value={branch} onValueChange={setBranch} maxLength={100} />
        ) : null}
      </div>
      {add.isError ? <p className={styles.error}>{errorText(t, add.error)}</p> : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={add.isPending || !provider.trim() || !number.trim()}
          data-testid="sc-payout-add"
        >
          {t('sc_add_account')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function RemoveDialog({ account, onClose }: { account: PayoutAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => call('removePayoutAccount', { id: account.id, paymentPassword: password }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNTS_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate();
  };
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('sc_remove_account')}
      description={t('sc_remove_account_intro', { account: `${account.provider} ${account.maskedNumber}` })}
      testId="sc-remove-dialog"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <InputField
          label={t('register_field_paymentPassword')}
          value={password}
          onValueChange={setPassword}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          ltr
          testId="sc-remove-password"
        />
        {remove.isError ? (
          <p className={styles.error} role="alert" data-testid="sc-remove-error">
            {errorText(t, remove.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={remove.isPending || !password}
            data-testid="sc-remove-confirm"
          >
            {t('sc_remove')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}

/** Bank cards and e-wallet accounts for withdrawals: in the real name, at most five, numbers masked. */
export function PayoutAccountsSection({ realName }: { realName: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const list = accounts.data ?? [];
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sc-payout">
      <div className={styles.sectionHead}>
        <h4 id={titleId} className={styles.sectionTitle}>
          {t('sc_payout_accounts')}
        </h4>
        {realName && !adding && list.length < MAX_PAYOUT_ACCOUNTS ? (
          <button
            type="button"
            className={buttonClass('secondary', { size: 'small' })}
            onClick={() => setAdding(true)}
            data-testid="sc-payout-open"
          >
            {t('sc_add_account')}
          </button>
        ) : null}
      </div>
      <p className={styles.muted}>{t('sc_payout_hint', { max: MAX_PAYOUT_ACCOUNTS })}</p>
      {realName ? null : (
        <p className={styles.error} data-testid="sc-payout-needs-name">
          {t('real_name_required')}
        </p>
      )}
      {accounts.isError ? <LoadFailed error={accounts.error} onRetry={() => void accounts.refetch()} compact /> : null}
      {accounts.isSuccess && list.length === 0 ? <p className={styles.muted}>{t('sc_no_accounts')}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((a) => (
            <li key={a.id} className={styles.row} data-testid="sc-payout-row">
              <div className={styles.rowMain}>
                <span className={styles.value}>
                  {a.provider} · {t(a.kind === 'bank' ? 'sc_kind_bank' : 'sc_kind_ewallet')}
                </span>
                <span className={`${styles.muted} ${styles.number}`}>{a.maskedNumber}</span>
                <span className={styles.muted}>{a.holderName}</span>
              </div>
              <button
                type="button"
                className={buttonClass('ghost', { size: 'small' })}
                onClick={() => setRemoving(a)}
                data-testid="sc-payout-remove"
              >
                {t('sc_remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {adding && realName ? <AddAccountForm realName={realName} onDone={() => setAdding(false)} /> : null}
      {removing ? <RemoveDialog account={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
