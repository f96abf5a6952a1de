import type { jobInfo, jobRunRow } from '@wl/contract/operator-routes/jobs';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { latestRuns } from '../../jobs/job-runs-repo.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { createJobsDeskRepo, type JobRunFilter, type JobRunRow } from './jobs-desk-repo.js';

export type JobsDeskDeps = { database: Pick<AppDeps['database'], 'db'> };

function runOf(row: JobRunRow): z.input<typeof jobRunRow> {
  return {
    id: row.id,
    job: row.job,
    periodKey: row.periodKey,
    status: row.status,
    attempts: row.attempts,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    error: row.error,
    result: row.result,
  };
}

function scheduleOf(job: JobDefinition): z.input<typeof jobInfo>['schedule'] {
  const s = job.schedule;
  return {
    kind: s.kind,
    seconds: s.kind === 'every' ? s.seconds : null,
    hour: s.kind === 'daily' ? s.hour : null,
    minute: s.kind === 'every' ? null : s.minute,
    timeZone: s.kind === 'daily' ? s.timeZone : null,
  };
}

/**
 * The jobs desk (issue 12): the jobs every instance schedules (jobs/app-jobs.ts) and their recorded runs
 * (`job_runs`). Jobs are the system's, not a brand's: any operator with jobs.read sees them. It only reads; running a
 * job by hand stays with the command line (`npm run admin -- jobs run`).
 */
export function createJobsDeskService(deps: JobsDeskDeps, jobs: readonly JobDefinition[]) {
  const repo = createJobsDeskRepo(deps.database.db);
  return {
    async list(_actor: OperatorActor) {
      const latest = await latestRuns(
        deps.database.db,
        jobs.map((j) => j.name),
        1,
      );
      return {
        jobs: jobs.map((job) => {
          const last = latest.find((r) => r.job === job.name);
          return {
            name: job.name,
            schedule: scheduleOf(job),
            catchUp: job.catchUp,
            maxAttempts: job.maxAttempts,
            lastRun: last ? runOf(last) : null,
          };
        }),
      };
    },

    async runs(_actor: OperatorActor, input: JobRunFilter & { pageNo: number; pageSize?: number | undefined }) {
      const size = input.pageSize ?? 50;
      const { rows, total } = await repo.runs(
        { job: input.job, status: input.status },
        { offset: (input.pageNo - 1) * size, limit: size },
      );
      return {
        content: rows.map(runOf),
        pageNum: input.pageNo,
        totalPages: Math.max(1, Math.ceil(total / size)),
        total,
      };
    },
  };
}
