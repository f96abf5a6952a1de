import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount } from '@wl/contract/routes/member-centre';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { SelectField } from '../../components/form-fields';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { LoadFailed } from '../../components/load-failed';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { useAddPayoutAccount } from './api/add-payout-account';
import { useRemovePayoutAccount } from './api/remove-payout-account';
import styles from './security-centre.module.css';
import { usePayoutAccounts } from './security-queries';

type Kind = 'bank' | 'ewallet';

function AddAccountForm({ realName, onDone }: { realName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm('addPayoutAccount', {
    defaultValues: { kind: 'bank', provider: '', holderName: realName, number: '', branch: '' },
  });
  const [kind, provider, number] = form.watch(['kind', 'provider', 'number']);
  const add = useAddPayoutAccount();
  const submit = form.handleSubmit(({ branch, ...body }) =>
    add.mutate({ ...body, ...(branch ? { branch } : {}) }, { onSuccess: onDone }),
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="sc-payout-form">
      <div className={styles.grid}>
        <SelectField
          label={t('sc_account_kind')}
          value={kind}
          onValueChange={(v) => form.setValue('kind', v as Kind)}
          options={[
            { value: 'bank', label: t('sc_kind_bank') },
            { value: 'ewallet', label: t('sc_kind_ewallet') },
          ]}
          testId="sc-payout-kind"
        />
        <FormTextField
          control={form.control}
          name="provider"
          label={t(kind === 'bank' ? 'sc_bank_name' : 'sc_wallet_provider')}
          maxLength={60}
          required
          testId="sc-payout-provider"
        />
        {/* Spec: the holder is the member's real name, so it is shown, not typed. */}
        <FormTextField control={form.control} name="holderName" label={t('sc_holder_name')} readOnly />
        <FormTextField
          control={form.control}
          name="number"
          label={t('sc_account_number')}
          inputMode={kind === 'bank' ? 'numeric' : 'text'}
          maxLength={40}
          required
          ltr
          testId="sc-payout-number"
        />
        {kind === 'bank' ? (
          <FormTextField control={form.control} name="branch" label={t('sc_branch')} maxLength={100} />
        ) : null}
      </div>
      <FormFooter
        submitLabel={t('sc_add_account')}
        busy={add.isPending}
        disabled={!provider.trim() || !number.trim()}
        error={add.isError ? errorText(t, add.error) : null}
        onCancel={onDone}
        testIds={{ submit: 'sc-payout-add' }}
      />
    </form>
  );
}

function RemoveDialog({ account, onClose }: { account: PayoutAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm('removePayoutAccount', {
    defaultValues: { id: account.id, paymentPassword: '' },
    required: ['paymentPassword'],
  });
  const password = form.watch('paymentPassword');
  const remove = useRemovePayoutAccount();
  const submit = form.handleSubmit((body) => remove.mutate(body, { onSuccess: onClose }));
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('sc_remove_account')}
      description={t('sc_remove_account_intro', { account: `${account.provider} ${account.maskedNumber}` })}
      testId="sc-remove-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="paymentPassword"
          label={t('register_field_paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          ltr
          testId="sc-remove-password"
        />
        <FormFooter
          submitLabel={t('sc_remove')}
          busy={remove.isPending}
          disabled={!password}
          error={remove.isError ? errorText(t, remove.error) : null}
          onCancel={onClose}
          testIds={{ submit: 'sc-remove-confirm', error: 'sc-remove-error' }}
        />
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
