/**
 * Operator roles and what each may do (design.md "Operators": roles grant capabilities, a table in the contract).
 * The server checks `can(role, capability)` on every operator route; the console hides what a role cannot do.
 */
export const OPERATOR_ROLES = ['owner', 'admin', 'finance', 'risk', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const CAPABILITIES = [
  'dashboard.read',
  'members.read',
  /** Lock and unlock a member, end their sessions, force a password change. */
  'members.manage',
  /** Request a credit or debit of a member's wallet (the maker of maker-checker). */
  'money.adjust',
  /** Approve or reject another operator's credit or debit above the brand's threshold (the checker). */
  'money.approve',
  /** The finance desk's deposit (later withdrawal) queues and proofs. */
  'cashier.read',
  /** Approve or reject a deposit order (a second operator above the brand's threshold). */
  'cashier.decide',
  /** Payment channels, receiving accounts and their limits. */
  'cashier.settings',
  'brands.read',
  'brands.manage',
  'content.manage',
  'games.manage',
  'feedback.read',
  'chat.manage',
  /** Send personal messages and broadcasts to members' inboxes, list and withdraw broadcasts. */
  'messages.send',
  'ledger.check',
  'jobs.read',
  /** Run a job's period now (a failed one again): the jobs desk's "run now". */
  'jobs.run',
  'audit.read',
  'operators.manage',
  /** The lottery desk's games, numeros, exposure and bets (design.md "Lottery"). */
  'lottery.read',
  /** Switch lottery games on or off, change close seconds, cancel a numero (its bets refunded). */
  'lottery.manage',
  /** Enter an official result, or confirm another operator's entry (design.md "Lottery"). */
  'lottery.results',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Every role but the owner lacks something, so each capability has a role the permission test can refuse. */
export const ROLE_CAPABILITIES: Readonly<Record<OperatorRole, readonly Capability[]>> = {
  owner: CAPABILITIES,
  admin: [
    'dashboard.read',
    'members.read',
    'members.manage',
    'cashier.read',
    'cashier.decide',
    'cashier.settings',
    'brands.read',
    'brands.manage',
    'content.manage',
    'games.manage',
    'feedback.read',
    'chat.manage',
    'messages.send',
    'jobs.read',
    'jobs.run',
    'audit.read',
    'operators.manage',
    'lottery.read',
    'lottery.manage',
    'lottery.results',
  ],
  finance: [
    'dashboard.read',
    'members.read',
    'money.adjust',
    'money.approve',
    'cashier.read',
    'cashier.decide',
    'cashier.settings',
    'ledger.check',
    'audit.read',
    'lottery.read',
  ],
  risk: ['dashboard.read', 'members.read', 'members.manage', 'audit.read', 'lottery.read'],
  // The dashboard's money figures (deposits, house profit) are for the business roles, not content or support staff.
  content: ['brands.read', 'content.manage', 'games.manage', 'messages.send'],
  support: ['members.read', 'feedback.read', 'chat.manage', 'messages.send'],
};

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function can(role: OperatorRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}
