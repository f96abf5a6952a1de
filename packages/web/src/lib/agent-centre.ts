/**
 * Spec 2 "Agent centre": its pages, in the spec's order (default page agentTeamOverview). The agent centre's shell
 * (app/agent-centre) shows them; each is added to its registry (app/agent-centre/agent-centre-pages.ts) as it is
 * built.
 */
export const AGENT_CENTRE_PAGE_IDS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePageId = (typeof AGENT_CENTRE_PAGE_IDS)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePageId = 'agentTeamOverview';

export function isAgentCentrePage(value: string | null): value is AgentCentrePageId {
  return value !== null && (AGENT_CENTRE_PAGE_IDS as readonly string[]).includes(value);
}
