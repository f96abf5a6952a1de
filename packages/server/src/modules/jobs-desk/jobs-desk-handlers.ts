import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import { appJobs } from '../../jobs/app-jobs.js';
import { brandSourceOf } from '../../jobs/job-periods.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createJobsDeskService } from './jobs-desk-service.js';

/** The jobs desk's handlers: thin, each calls the service (conventions.md "Server"). */
export function jobsDeskHandlers(deps: AppDeps): DeskHandlers<'jobList' | 'jobRuns' | 'jobRun'> {
  const jobsDesk = createJobsDeskService({ ...deps, brandRefs: brandSourceOf(deps.brands) }, appJobs());
  return {
    jobList: ({ actor }) => jobsDesk.list(actor),
    jobRuns: ({ actor, input }) => jobsDesk.runs(actor, input),
    jobRun: ({ actor, input }) => jobsDesk.run(deskActorOf(actor), input),
  };
}
