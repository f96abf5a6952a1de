import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { JobDefinition, JobServices } from './job-definition.js';
import { brandSourceOf } from './job-periods.js';
import { createScheduler, type Scheduler } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler of periodic work; ticking on its own only when the config's `jobs` is on. */
    jobs: Scheduler;
  }
}

/**
 * Gives the app its scheduler. With `start` the first tick comes when the app is ready; on close the timers stop
 * and runs in flight finish before the database closes (preClose comes before every onClose hook).
 */
export function registerJobs(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'database' | 'clock' | 'brands'> & JobServices,
  options: { jobs: readonly JobDefinition[]; start: boolean },
): void {
  const scheduler = createScheduler({
    database: deps.database,
    clock: deps.clock,
    log: app.log.child({ module: 'jobs' }),
    jobs: options.jobs,
    brands: brandSourceOf(deps.brands),
    // The root: each job gets the services it names from it.
    services: deps,
  });
  app.decorate('jobs', scheduler);
  if (options.start) app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => {
    await scheduler.stop();
  });
}
