import { TransactionList } from './transaction-list';
import { BONUS_TYPES } from './transaction-types';

/** The member centre's bonus details (spec 2 "bonusDetails"): bonuses, rebates and other credits received. */
export default function BonusDetailsPage() {
  return <TransactionList types={BONUS_TYPES} allOf={BONUS_TYPES} testId="bonus-details" />;
}
