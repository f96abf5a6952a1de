import { TransactionList } from './transaction-list';
import { TRANSACTION_TYPES } from './transaction-types';

/** The member centre's transaction history (spec 2 "transactionHistory"): every ledger entry by type and days. */
export default function TransactionHistoryPage() {
  return <TransactionList types={TRANSACTION_TYPES.filter((k) => k !== 'play_money')} testId="transaction-history" />;
}
