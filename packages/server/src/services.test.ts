import { describe, expect, it } from 'vitest';
import type { AppDeps } from './deps.js';
import { fixedClock } from './lib/clock.js';
import { createServices } from './services.js';

/** Infrastructure that no service built here touches while being built (services are built, not called). */
const deps = {
  database: { db: {}, transaction: async () => undefined },
  clock: fixedClock(new Date('2026-06-01T12:00:00Z')),
  brands: {},
  members: {},
} as unknown as AppDeps;

describe('the composition root', () => {
  it('builds each service once, the first time something asks for it', () => {
    const root = createServices(deps);
    const audit = root.audit;
    expect(root.audit).toBe(audit);
    expect(root.team).toBe(root.team);
    // Another root has its own.
    expect(createServices(deps).audit).not.toBe(audit);
  });

  it('keeps the infrastructure it was given', () => {
    const root = createServices(deps);
    expect(root.database).toBe(deps.database);
    expect(root.clock).toBe(deps.clock);
  });
});
