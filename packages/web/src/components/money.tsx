import { formatMoney } from '../lib/format';

/**
 * An amount as spec 9 shows it ("Balance: 2 decimals, thousands separators"), optionally after the brand's currency
 * symbol and with a plus sign on a gain. It is drawn left to right in its own isolate (`<bdi dir="ltr">`): inside
 * right-to-left text (AR, UR) the minus sign would otherwise follow the digits ("2.00-") and the symbol trail them.
 */
export function Money({
  amount,
  currency,
  plus = false,
  className,
  testId,
}: {
  amount: number;
  /** The brand's currency symbol, put before the number ("$ 10.00", "-$ 10.00"). */
  currency?: string;
  /** A gain reads "+1.00" (the ledger's entries); without it only a loss has a sign. */
  plus?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {moneyText(amount, currency, plus)}
    </bdi>
  );
}

/** The text of `<Money>`: the sign first, then the symbol, then the number (truncated toward zero, as formatMoney). */
export function moneyText(amount: number, currency?: string, plus = false): string {
  const sign = amount < 0 ? '-' : plus && amount > 0 ? '+' : '';
  return `${sign}${currency ? `${currency} ` : ''}${formatMoney(Math.abs(amount))}`;
}
