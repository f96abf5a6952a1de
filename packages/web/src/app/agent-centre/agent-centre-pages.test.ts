import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AGENT_CENTRE_PAGE_IDS, type AgentCentrePageId, DEFAULT_AGENT_CENTRE_PAGE } from '../../lib/agent-centre';
import { AGENT_CENTRE_PAGES, AGENT_HOME_PAGE, type AgentCentrePage, agentCentrePage } from './agent-centre-pages';

describe('agent centre pages (spec 2 "Agent centre")', () => {
  it('lists the twelve pages of the spec in its order, the default one among them', () => {
    expect(AGENT_CENTRE_PAGES.map((p) => p.id)).toEqual([...AGENT_CENTRE_PAGE_IDS]);
    expect(AGENT_CENTRE_PAGES).toHaveLength(12);
    expect(agentCentrePage(DEFAULT_AGENT_CENTRE_PAGE).id).toBe('agentTeamOverview');
  });

  it('gives every built page a title', () => {
    for (const page of AGENT_CENTRE_PAGES) if (page.component) expect(page.titleKey).toBeTruthy();
    const component: LazyExoticComponent<ComponentType> = lazy(AGENT_HOME_PAGE.load);
    // @ts-expect-error: a built page without its title does not compile
    const untitled: AgentCentrePage = { id: 'agentTeamOverview', component };
    expectTypeOf(untitled.id).toEqualTypeOf<AgentCentrePageId>();
  });

  it('loads the agent home page from its feature', async () => {
    const page = await AGENT_HOME_PAGE.load();
    expect(typeof page.default).toBe('function');
    expect(AGENT_HOME_PAGE.path).toBe('agentHome');
  });
});
