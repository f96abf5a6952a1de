import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { moneyText } from '../../../components/money';
import { errorText } from '../../../lib/error-text';
import { MAIN_WALLET, useWalletTransfer } from '../../../lib/wallet-transfer';
import { type InHouseSession, usePatchSession } from '../api/in-house-session';
import styles from './wallet-move.module.css';

type OwnWallet = NonNullable<InHouseSession['wallet']>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** The main wallet's money down to the cent: what can be moved at most. */
const movable = (main: number) => Math.floor(main * 100) / 100;

/**
 * A multi-wallet brand's game plays from its vendor's wallet (glossary "single / multi wallet"), so the money the
 * site's header shows is not yet the game's: this says so and moves money in from the main wallet with the same
 * call as the member centre's transferFund page.
 */
export function WalletMove({
  session,
  wallet,
  token,
  onMoved,
  onClose,
}: {
  session: InHouseSession;
  wallet: OwnWallet;
  token: string;
  onMoved: () => void;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const move = useWalletTransfer();
  const patchSession = usePatchSession(token);
  const main = movable(wallet.mainBalance);
  const [amount, setAmount] = useState(() => (main > 0 ? String(main) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const money = (value: number) => moneyText(value, session.currencySymbol);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMoved(null);
    const value = Number(amount.trim());
    if (!AMOUNT.test(amount.trim()) || !(value > 0)) return setProblem(t('tf_amount_invalid'));
    if (value > main) return setProblem(t('bgs_wallet_over_main', { amount: money(main) }));
    setProblem(null);
    move.mutate(
      { from: MAIN_WALLET, to: wallet.vendor, amount: value },
      {
        onSuccess: (answer) => {
          const own = answer.wallets.find((w) => w.vendor === wallet.vendor);
          patchSession({
            ...(own ? { balance: own.balance } : {}),
            wallet: { ...wallet, mainBalance: answer.balance },
          });
          setMoved(value);
          setAmount('');
          onMoved();
        },
        onError: (failure) => setProblem(errorText(t, failure)),
      },
    );
  };

  return (
    <section className={styles.move} aria-labelledby={`${id}-title`} data-testid="wallet-move">
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('bgs_wallet_title')}
        </h2>
        {onClose ? (
          <button type="button" className={buttonClass('ghost', { size: 'small' })} onClick={onClose}>
            {t('close')}
          </button>
        ) : null}
      </div>
      <p className={styles.explain}>
        {main > 0
          ? t('bgs_wallet_explain', { amount: money(wallet.mainBalance) })
          : t('bgs_wallet_main_empty', { amount: money(wallet.mainBalance) })}
      </p>
      {main > 0 ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={`${id}-amount`} className={styles.label}>
            {t('bgs_wallet_amount')}
          </label>
          <div className={styles.row}>
            <span className={styles.symbol} aria-hidden="true">
              {session.currencySymbol}
            </span>
            <input
              id={`${id}-amount`}
              className={styles.amount}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setProblem(null);
              }}
              data-testid="wallet-move-amount"
            />
            <button
              type="submit"
              className={buttonClass('primary')}
              disabled={move.isPending}
              aria-busy={move.isPending}
              data-testid="wallet-move-submit"
            >
              {t('bgs_wallet_move')}
            </button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {moved !== null ? (
        <p className={styles.done} role="status" data-testid="wallet-move-done">
          {t('bgs_wallet_moved', { amount: money(moved) })}
        </p>
      ) : null}
    </section>
  );
}
