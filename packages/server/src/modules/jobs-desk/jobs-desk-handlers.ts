import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The jobs desk's handlers: thin, each calls the service (conventions.md "Server"). */
export function jobsDeskHandlers(deps: AppRoot): DeskHandlers<'jobList' | 'jobRuns' | 'jobRun'> {
  const jobsDesk = deps.jobsDesk;
  return {
    jobList: ({ actor }) => jobsDesk.list(actor),
    jobRuns: ({ actor, input }) => jobsDesk.runs(actor, input),
    jobRun: ({ actor, input }) => jobsDesk.run(deskActorOf(actor), input),
  };
}
