import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IconProps } from '../../components/icon';
import { GiftIcon, MessageIcon, StarIcon, UserPlusIcon, WalletIcon } from '../../components/icon';
import type { MemberCentrePageId } from '../../lib/member-centre';
import {
  CashOutIcon,
  ChartIcon,
  LedgerIcon,
  RecordsIcon,
  ShieldIcon,
  TransferIcon,
  TrophyIcon,
  UplineIcon,
} from './member-centre-icons';

/** Where a page's count badge comes from (spec 2: rewardCenter, missionLeaderboard and messageV2 have one). */
export type MemberCentreBadge = 'messages' | 'rewards' | 'missions';

export interface MemberCentrePage {
  id: MemberCentrePageId;
  titleKey: string;
  icon: ComponentType<IconProps>;
  /** The page's own feature, loaded when first shown; null: not built yet, the shell shows "not available yet". */
  component: LazyExoticComponent<ComponentType> | null;
  badge?: MemberCentreBadge;
  /** Spec 2: referral is listed only when the brand's REFERRAL promotion is enabled. */
  promotion?: 'REFERRAL';
}

/**
 * The member centre's pages in the spec's order (spec 2 "Member centre"). Each page is a default-exported component
 * with no props in its own feature folder, loaded on demand.
 */
export const MEMBER_CENTRE_PAGES: readonly MemberCentrePage[] = [
  {
    id: 'securityCenter',
    titleKey: 'mc_security_center',
    icon: ShieldIcon,
    component: lazy(() => import('../../features/security-centre/security-centre-page')),
  },
  {
    id: 'transferFund',
    titleKey: 'mc_transfer_fund',
    icon: TransferIcon,
    component: lazy(() => import('../../features/wallet/transfer-fund-page')),
  },
  {
    id: 'depositv2',
    titleKey: 'deposit',
    icon: WalletIcon,
    component: lazy(() => import('../../features/cashier/deposit-page')),
  },
  {
    id: 'withdraw',
    titleKey: 'home_withdraw',
    icon: CashOutIcon,
    component: lazy(() => import('../../features/cashier/withdraw-page')),
  },
  {
    id: 'transferUpline',
    titleKey: 'mc_transfer_upline',
    icon: UplineIcon,
    component: lazy(() => import('../../features/transfers/transfer-upline-page')),
  },
  {
    id: 'personalHistoryCopy',
    titleKey: 'mc_bet_records',
    icon: RecordsIcon,
    component: lazy(() => import('../../features/bets/bet-records-page')),
  },
  {
    id: 'transactionHistory',
    titleKey: 'mc_transaction_history',
    icon: LedgerIcon,
    component: lazy(() => import('../../features/wallet/transaction-history-page')),
  },
  {
    id: 'personalProfit',
    titleKey: 'mc_personal_profit',
    icon: ChartIcon,
    component: lazy(() => import('../../features/bets/profit-page')),
  },
  {
    id: 'bonusDetails',
    titleKey: 'mc_bonus_details',
    icon: GiftIcon,
    component: lazy(() => import('../../features/wallet/bonus-details-page')),
  },
  { id: 'rewardCenter', titleKey: 'mc_reward_center', icon: StarIcon, component: null, badge: 'rewards' },
  { id: 'referral', titleKey: 'mc_referral', icon: UserPlusIcon, component: null, promotion: 'REFERRAL' },
  {
    id: 'missionLeaderboard',
    titleKey: 'mc_mission_leaderboard',
    icon: TrophyIcon,
    component: null,
    badge: 'missions',
  },
  {
    id: 'messageV2',
    titleKey: 'mc_messages',
    icon: MessageIcon,
    component: lazy(() => import('../../features/messages/messages-page')),
    badge: 'messages',
  },
];

export function memberCentrePage(id: MemberCentrePageId): MemberCentrePage {
  const page = MEMBER_CENTRE_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`unknown member centre page ${id}`);
  return page;
}
