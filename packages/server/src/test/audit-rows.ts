import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The audit rows of an action, oldest first, as a test reads them. */
export async function auditRows(app: FastifyInstance, action: string) {
  const result = await app.deps.database.db.execute(
    sql`select actor, target_type, target_id, brand_id, before, after from audit_log where action = ${action} order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
