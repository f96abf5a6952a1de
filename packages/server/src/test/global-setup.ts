import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied (test-database.ts `openTemplateDatabase`). */
    pgliteTemplate: string;
  }
}

/**
 * Once per run of the server tests: an embedded database is created and migrated, and its data directory dumped.
 * Every test database starts from that dump instead of running PGlite's initdb and the migrations again, which
 * cost seconds per test file; what a test sees is the same freshly migrated database, seeded by its own app.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // On PostgreSQL each test database is created and migrated by test-app.ts; no dump is needed.
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database cannot be dumped');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
