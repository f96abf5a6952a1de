/** The ledger's transfer kinds as members see them (server ledger/postings.ts POSTING_KINDS), each a `tx_type_` key. */
export const TRANSACTION_TYPES = [
  'game',
  'game_rollback',
  'wallet_transfer',
  'wallet_collect',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'p2p_payment',
  'lottery_bet',
  'lottery_payout',
  'lottery_refund',
  'lottery_chase_hold',
  'lottery_chase_release',
  'lottery_correction',
  'transfer_upline',
  'transfer_downline',
  'rebate',
  'salary',
  'dividend',
  'bonus',
  'points_conversion',
  'adjustment',
  'play_money',
] as const;

/** Credits the member received (spec 2 "bonusDetails"): bonuses, rebates and the agent's and points' credits. */
export const BONUS_TYPES = ['bonus', 'rebate', 'salary', 'dividend', 'points_conversion'] as const;

const KNOWN = new Set<string>(TRANSACTION_TYPES);

export const transactionTypeKey = (type: string) => (KNOWN.has(type) ? `tx_type_${type}` : 'tx_type_other');
