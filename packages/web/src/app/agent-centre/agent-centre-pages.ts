import type { ComponentType, LazyExoticComponent } from 'react';
import { AGENT_CENTRE_PAGE_IDS, type AgentCentrePageId } from '../../lib/agent-centre';

type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * One page of the agent centre. Built: its title and its feature's default-exported component without props, loaded
 * when first shown. Not built yet (`component: null`): the shell shows "not available yet".
 */
export type AgentCentrePage =
  | { id: AgentCentrePageId; titleKey: string; component: PageComponent }
  | { id: AgentCentrePageId; titleKey?: undefined; component: null };

type Registry = { readonly [Id in AgentCentrePageId]: Omit<AgentCentrePage, 'id'> };

const notBuilt = { component: null } as const;

/**
 * The agent centre's pages (spec 2 "Agent centre"), keyed by the spec's ids so that every page has an entry: adding
 * one is replacing its `notBuilt` with its title and `lazy(() => import('../../features/agent/<page>'))`.
 */
const PAGES: Registry = {
  agentAnnouncement: notBuilt,
  agentTeamOverview: notBuilt,
  registerCenter: notBuilt,
  downlineManagmentView: notBuilt,
  personalHistoryCopy: notBuilt,
  palStatementsAgentCopy: notBuilt,
  agentRevenueReport: notBuilt,
  agentDownlineTransactionDetailsCopy: notBuilt,
  agentDividendRecordCopy2: notBuilt,
  agentDailyWages2: notBuilt,
  agentHourSalary: notBuilt,
  agentRealtimeSalary: notBuilt,
};

/** The centre's pages in the spec's order. */
export const AGENT_CENTRE_PAGES: readonly AgentCentrePage[] = AGENT_CENTRE_PAGE_IDS.map(
  (id) => ({ id, ...PAGES[id] }) as AgentCentrePage,
);

export function agentCentrePage(id: AgentCentrePageId): AgentCentrePage {
  return { id, ...PAGES[id] } as AgentCentrePage;
}

/** Spec 2 /agentHome: the agents' landing page after login on agent pages, the centre's way in. */
export const AGENT_HOME_PAGE = {
  path: 'agentHome',
  titleKey: 'page_agent_home',
  load: () => import('../../features/agent/agent-home-page'),
} as const;
