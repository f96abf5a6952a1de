import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField, SelectField } from '../../components/form-fields';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import styles from '../../components/records.module.css';
import { errorText } from '../../lib/error-text';
import { MAIN_WALLET, useWalletTransfer } from '../../lib/wallet-transfer';
import { useConsolidatedFunds } from './api/consolidated-funds';
import { useMerchantWallet } from './api/merchant-wallet';

type Direction = 'in' | 'out';

/**
 * The member centre's transfers (spec 2 "transferFund"): the main wallet to and from each vendor's wallet, and
 * "collect all" back into the main one. A brand with a single wallet has nothing to move.
 */
export default function TransferFundPage() {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const funds = useConsolidatedFunds();
  const [direction, setDirection] = useState<Direction>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useWalletTransfer();
  if (mode.data?.isSingle === 1) return <p className={styles.empty}>{t('tf_single_wallet')}</p>;
  if (funds.isError) return <LoadFailed error={funds.error} onRetry={() => void funds.refetch()} />;
  if (!funds.data) return <p className={styles.empty}>{t('app_loading')}</p>;
  const wallets = funds.data.wallets;
  const chosen = vendor || wallets[0]?.vendor || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!(value > 0) || !/^\d+(\.\d{1,2})?$/.test(amount.trim())) return setProblem(t('tf_amount_invalid'));
    setProblem(null);
    move.mutate(
      { from: direction === 'in' ? MAIN_WALLET : chosen, to: direction === 'in' ? chosen : MAIN_WALLET, amount: value },
      { onSuccess: () => setAmount('') },
    );
  };
  const collectAll = () => move.mutate({ from: MAIN_WALLET, to: MAIN_WALLET, collectAll: true });
  return (
    <div className={styles.page} data-testid="transfer-fund">
      <dl className={styles.summary}>
        <div>
          <dt>{t('tx_wallet_main')}</dt>
          <dd data-testid="tf-main">
            <Money amount={funds.data.balance} currency={funds.data.currencySymbol} />
          </dd>
        </div>
        <div>
          <dt>{t('tf_total')}</dt>
          <dd>
            <Money amount={funds.data.totalBalance} currency={funds.data.currencySymbol} />
          </dd>
        </div>
      </dl>
      <ul className={styles.list}>
        {wallets.map((w) => (
          <li key={w.vendor} className={styles.item} data-testid="tf-wallet">
            <span className={styles.itemTitle}>{w.vendor}</span>
            <Money amount={w.balance} className={styles.amount} />
          </li>
        ))}
      </ul>
      {wallets.length > 0 ? (
        <form className={styles.page} onSubmit={submit} noValidate>
          <div className={styles.filters}>
            <SelectField
              label={t('tf_direction')}
              value={direction}
              onValueChange={(v) => setDirection(v as Direction)}
              options={[
                { value: 'in', label: t('tf_to_vendor') },
                { value: 'out', label: t('tf_to_main') },
              ]}
              testId="tf-direction"
            />
            <SelectField
              label={t('tf_vendor_wallet')}
              value={chosen}
              onValueChange={setVendor}
              options={wallets.map((w) => ({ value: w.vendor, label: w.vendor }))}
              testId="tf-vendor"
            />
            <InputField
              label={t('tf_amount')}
              value={amount}
              onValueChange={setAmount}
              inputMode="decimal"
              ltr
              testId="tf-amount"
            />
          </div>
          {problem || move.isError ? (
            <p className={styles.negative} role="alert" data-testid="tf-error">
              {problem ?? errorText(t, move.error)}
            </p>
          ) : null}
          {move.isSuccess ? (
            <p className={styles.positive} role="status" data-testid="tf-done">
              {t('tf_done')}
            </p>
          ) : null}
          <div className={styles.filters}>
            <button type="submit" className={buttonClass('primary')} disabled={move.isPending} data-testid="tf-submit">
              {t('tf_transfer')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={collectAll}
              disabled={move.isPending}
              data-testid="tf-collect-all"
            >
              {t('tf_collect_all')}
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.empty}>{t('tf_no_vendor_wallets')}</p>
      )}
    </div>
  );
}
