import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import styles from './deposit-page.module.css';
import type { DepositChannel } from './deposit-rules';

type Account = NonNullable<DepositChannel['account']>;

/** The brand's account to transfer to, each line with a copy button (a failed copy says to copy by hand). */
export function ReceivingAccount({ account, title }: { account: Account; title?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (key: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
    } catch {
      setCopied(`${key}:failed`);
    }
  };
  const rows: [string, string, string | null][] = [
    ['bank', t('cashier_bank'), account.bankName],
    ['holder', t('cashier_holder'), account.holderName],
    ['number', t('cashier_account_number'), account.accountNumber],
    ['branch', t('cashier_branch'), account.branch],
  ];
  return (
    <section className={styles.account} aria-label={title ?? t('cashier_transfer_to')} data-testid="receiving-account">
      <p className={styles.label}>{title ?? t('cashier_transfer_to')}</p>
      <dl className={styles.accountList}>
        {rows
          .filter((row): row is [string, string, string] => row[2] !== null && row[2] !== '')
          .map(([key, label, value]) => (
            <div key={key} className={styles.accountRow}>
              <dt className={styles.accountLabel}>{label}</dt>
              <dd className={styles.accountValue} dir="auto">
                {value}
              </dd>
              <button
                type="button"
                className={buttonClass('ghost', { size: 'small' })}
                onClick={() => void copy(key, value)}
                aria-label={`${t('cashier_copy')} ${label}`}
              >
                {copied === key
                  ? t('cashier_copied')
                  : copied === `${key}:failed`
                    ? t('invite_copy_failed')
                    : t('cashier_copy')}
              </button>
            </div>
          ))}
      </dl>
    </section>
  );
}
