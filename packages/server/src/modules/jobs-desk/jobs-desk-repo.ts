import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobRuns } from '../../db/schema.js';

export type JobRunRow = typeof jobRuns.$inferSelect;

export interface JobRunFilter {
  job?: string | undefined;
  status?: JobRunRow['status'] | undefined;
}

/** What the jobs desk reads of `job_runs`: SQL only. */
export function createJobsDeskRepo(db: Db) {
  return {
    /** Runs newest first (by start), filtered and paged here, in the database. */
    async runs(filter: JobRunFilter, page: { offset: number; limit: number }) {
      const where: SQL[] = [];
      if (filter.job) where.push(eq(jobRuns.job, filter.job));
      if (filter.status) where.push(eq(jobRuns.status, filter.status));
      const condition = where.length > 0 ? and(...where) : undefined;
      const rows = await db
        .select()
        .from(jobRuns)
        .where(condition)
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(jobRuns).where(condition);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** The run of one period of a job, if it ran. */
    async runOf(job: string, periodKey: string): Promise<JobRunRow | null> {
      const [row] = await db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)))
        .limit(1);
      return row ?? null;
    },
  };
}
