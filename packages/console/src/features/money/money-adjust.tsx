import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import type { CallOutput } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { formatAmount } from '../../lib/format';
import { type AdjustKind, useMoneyAdjust } from './api/use-money-adjust';

/**
 * Credit or debit a member's main wallet with a reason (issue 12). Up to the brand's threshold the money moves at
 * once; above it the request waits for a second operator (maker-checker), which the result says.
 */
export function MoneyAdjust({ memberId, account }: { memberId: number; account: string }) {
  const { t, i18n } = useTranslation();
  const adjust = useMoneyAdjust();
  const [kind, setKind] = useState<AdjustKind | null>(null);
  // Credit and debit take the same request; the key is the opened dialog's, not a field.
  const form = useContractForm('moneyCredit', {
    refine: (request) => request.omit({ memberId: true, key: true }),
    messages: { reason: 'reason_required' },
  });
  const { errors } = form.formState;
  const [result, setResult] = useState<CallOutput<'moneyCredit'> | null>(null);
  // One idempotency key per opened form: a retry after a lost answer (a second press, a flaky network) answers
  // the first request instead of moving the money twice.
  const [key, setKey] = useState('');

  const start = (next: AdjustKind) => {
    adjust.reset();
    form.reset({ reason: '' });
    setResult(null);
    setKey(`console-${crypto.randomUUID()}`);
    setKind(next);
  };
  const confirm = form.handleSubmit((values) => {
    if (!kind) return;
    adjust.mutate(
      { kind, memberId, key, ...values },
      {
        onSuccess: (value) => {
          setKind(null);
          setResult(value);
        },
      },
    );
  });

  return (
    <>
      <button type="button" className="button" onClick={() => start('moneyCredit')}>
        {t('credit')}
      </button>
      <button type="button" className="button" onClick={() => start('moneyDebit')}>
        {t('debit')}
      </button>
      {result && (
        <span className="inline-status" role="status">
          {result.status === 'pending'
            ? t('money_pending_approval', { id: result.id })
            : t('money_moved', { balance: formatAmount(result.balanceAfter ?? 0, i18n.language) })}
        </span>
      )}
      <ConfirmDialog
        open={kind !== null}
        title={kind === 'moneyDebit' ? t('debit_title', { account }) : t('credit_title', { account })}
        message={t('adjust_message')}
        confirmLabel={kind === 'moneyDebit' ? t('debit') : t('credit')}
        danger={kind === 'moneyDebit'}
        pending={adjust.isPending}
        error={adjust.error}
        onConfirm={confirm}
        onCancel={() => setKind(null)}
      >
        <TextField
          label={t('amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          error={errors.amount}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <TextField label={t('reason')} rows={3} maxLength={500} error={errors.reason} {...form.register('reason')} />
      </ConfirmDialog>
    </>
  );
}
