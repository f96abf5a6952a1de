import { type Capability, can, type OperatorRole } from '@wl/contract/operator-capabilities';

/**
 * The console's desks: one registry that makes the left nav (in this order, each shown only to a role that may use
 * it), the routes (desk-routes.tsx gives each id its screen: a desk without one does not compile) and the lists the
 * tests expect. Pages are addresses inside a desk with no nav entry of their own.
 */
export interface Desk {
  id: string;
  path: string;
  /** The nav label's translation key; a page inside a desk has none. */
  label?: string;
  capability: Capability;
}

export const DESKS = [
  { id: 'members', path: '/members', label: 'nav_members', capability: 'members.read' },
  { id: 'money', path: '/money', label: 'nav_money', capability: 'money.approve' },
  { id: 'deposits', path: '/cashier/deposits', label: 'nav_deposits', capability: 'cashier.read' },
  { id: 'withdrawals', path: '/cashier/withdrawals', label: 'nav_withdrawals', capability: 'cashier.read' },
  { id: 'p2p', path: '/cashier/p2p', label: 'nav_p2p', capability: 'cashier.read' },
  { id: 'channels', path: '/cashier/channels', label: 'nav_channels', capability: 'cashier.read' },
  { id: 'content', path: '/content', label: 'nav_content', capability: 'content.manage' },
  { id: 'games', path: '/games', label: 'nav_games', capability: 'games.manage' },
  { id: 'lotteryGames', path: '/lottery/games', label: 'nav_lottery_games', capability: 'lottery.read' },
  { id: 'lotteryNumeros', path: '/lottery/numeros', label: 'nav_lottery_numeros', capability: 'lottery.read' },
  { id: 'lotteryExposure', path: '/lottery/exposure', label: 'nav_lottery_exposure', capability: 'lottery.read' },
  { id: 'lotteryBets', path: '/lottery/bets', label: 'nav_lottery_bets', capability: 'lottery.read' },
  {
    id: 'lotterySettlements',
    path: '/lottery/settlements',
    label: 'nav_lottery_settlements',
    capability: 'lottery.read',
  },
  { id: 'feedback', path: '/feedback', label: 'nav_feedback', capability: 'feedback.read' },
  { id: 'chat', path: '/chat', label: 'nav_chat', capability: 'chat.manage' },
  { id: 'messages', path: '/messages', label: 'nav_messages', capability: 'messages.send' },
  { id: 'audit', path: '/audit', label: 'nav_audit', capability: 'audit.read' },
  { id: 'dashboard', path: '/dashboard', label: 'nav_dashboard', capability: 'dashboard.read' },
  { id: 'ledger', path: '/ledger', label: 'nav_ledger', capability: 'ledger.check' },
  { id: 'jobs', path: '/jobs', label: 'nav_jobs', capability: 'jobs.read' },
  { id: 'brands', path: '/brands', label: 'nav_brands', capability: 'brands.read' },
  { id: 'operators', path: '/operators', label: 'nav_operators', capability: 'operators.manage' },
  // Pages inside a desk.
  { id: 'member', path: '/members/:memberId', capability: 'members.read' },
  { id: 'lotteryGame', path: '/lottery/games/:gameCode', capability: 'lottery.read' },
  { id: 'brand', path: '/brands/:code', capability: 'brands.read' },
  { id: 'roles', path: '/operators/roles', capability: 'operators.manage' },
] as const satisfies readonly Desk[];

export type DeskId = (typeof DESKS)[number]['id'];

export interface NavItem {
  path: string;
  label: string;
  capability: Capability;
}

/** The left nav of a role: the desks it may use, in the registry's order. */
export function navFor(role: OperatorRole): NavItem[] {
  return DESKS.flatMap((desk: Desk) =>
    desk.label && can(role, desk.capability)
      ? [{ path: desk.path, label: desk.label, capability: desk.capability }]
      : [],
  );
}
