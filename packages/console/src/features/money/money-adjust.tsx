import { OPERATOR_ROUTES } from '@wl/contract/operator-routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError, type CallOutput } from '../../lib/api-client';
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
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<ApiError | null>(null);
  const [result, setResult] = useState<CallOutput<'moneyCredit'> | null>(null);
  // One idempotency key per opened form: a retry after a lost answer (a second press, a flaky network) answers
  // the first request instead of moving the money twice.
  const [key, setKey] = useState('');

  const start = (next: AdjustKind) => {
    adjust.reset();
    setInvalid(null);
    setAmount('');
    setReason('');
    setResult(null);
    setKey(`console-${crypto.randomUUID()}`);
    setKind(next);
  };
  const confirm = () => {
    if (!kind) return;
    const parsed = OPERATOR_ROUTES[kind].request.safeParse({ memberId, amount: Number(amount), reason, key });
    if (!parsed.success || !(parsed.data.amount > 0)) {
      setInvalid(new ApiError('invalid_input', 'Input is not valid', 400));
      return;
    }
    setInvalid(null);
    adjust.mutate(
      { kind, ...parsed.data },
      {
        onSuccess: (value) => {
          setKind(null);
          setResult(value);
        },
      },
    );
  };

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
        error={invalid ?? adjust.error}
        onConfirm={confirm}
        onCancel={() => setKind(null)}
      >
        <label className="field">
          <span className="field__label">{t('amount')}</span>
          <input
            className="input"
            name="amount"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">{t('reason')}</span>
          <textarea
            className="input"
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={500}
            rows={3}
          />
        </label>
      </ConfirmDialog>
    </>
  );
}
