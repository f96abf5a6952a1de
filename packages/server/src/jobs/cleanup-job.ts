import { DAY_MS } from '../lib/clock.js';
import { deleteExpiredRows } from './cleanup-repo.js';
import { defineJob } from './job-definition.js';
import { deleteRunsBefore } from './job-runs-repo.js';
import { daily } from './period.js';

/** Finished job runs are kept this long for operators to read. */
const JOB_RUNS_KEPT_MS = 90 * DAY_MS;

/**
 * Once a day, deletes what expired and nothing reads any more (cleanup-repo.ts says how long each kind is kept).
 * A missed day is not caught up: the next run deletes the same rows and more.
 */
export const cleanupJob = defineJob({
  name: 'expired-rows-cleanup',
  schedule: daily('03:30', 'UTC'),
  catchUp: 'skip',
  async run({ database, clock }) {
    const now = clock.now();
    const deleted = await deleteExpiredRows(database.db, now);
    const jobRuns = await deleteRunsBefore(database.db, new Date(now.getTime() - JOB_RUNS_KEPT_MS));
    return { ...deleted, jobRuns };
  },
});
