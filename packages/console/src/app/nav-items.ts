import { type Capability, can, type OperatorRole } from '@wl/contract/operator-capabilities';

export interface NavItem {
  path: string;
  label: string;
  capability: Capability;
}

/** The console's desks, in the order of the left nav; each shows only to a role that may use it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/members', label: 'nav_members', capability: 'members.read' },
  { path: '/money', label: 'nav_money', capability: 'money.approve' },
  { path: '/cashier/deposits', label: 'nav_deposits', capability: 'cashier.read' },
  { path: '/cashier/withdrawals', label: 'nav_withdrawals', capability: 'cashier.read' },
  { path: '/cashier/p2p', label: 'nav_p2p', capability: 'cashier.read' },
  { path: '/cashier/channels', label: 'nav_channels', capability: 'cashier.read' },
  { path: '/content', label: 'nav_content', capability: 'content.manage' },
  { path: '/games', label: 'nav_games', capability: 'games.manage' },
  { path: '/lottery/games', label: 'nav_lottery_games', capability: 'lottery.read' },
  { path: '/lottery/numeros', label: 'nav_lottery_numeros', capability: 'lottery.read' },
  { path: '/lottery/exposure', label: 'nav_lottery_exposure', capability: 'lottery.read' },
  { path: '/lottery/bets', label: 'nav_lottery_bets', capability: 'lottery.read' },
  { path: '/lottery/settlements', label: 'nav_lottery_settlements', capability: 'lottery.read' },
  { path: '/feedback', label: 'nav_feedback', capability: 'feedback.read' },
  { path: '/chat', label: 'nav_chat', capability: 'chat.manage' },
  { path: '/messages', label: 'nav_messages', capability: 'messages.send' },
  { path: '/audit', label: 'nav_audit', capability: 'audit.read' },
  { path: '/dashboard', label: 'nav_dashboard', capability: 'dashboard.read' },
  { path: '/ledger', label: 'nav_ledger', capability: 'ledger.check' },
  { path: '/jobs', label: 'nav_jobs', capability: 'jobs.read' },
  { path: '/brands', label: 'nav_brands', capability: 'brands.read' },
  { path: '/operators', label: 'nav_operators', capability: 'operators.manage' },
];

export function navFor(role: OperatorRole): NavItem[] {
  return NAV_ITEMS.filter((item) => can(role, item.capability));
}
