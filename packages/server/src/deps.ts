import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { type BrandRepo, createBrandRepo } from './modules/brands/brand-repo.js';
import type { PayloadKeys } from './modules/crypto/payload-keys.js';
import { createSessionRepo, type SessionRepo } from './modules/sessions/session-repo.js';

/** What services and plugins receive (conventions.md: services are factories given their dependencies). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  keys: PayloadKeys;
  brands: BrandRepo;
  sessions: SessionRepo;
}

export function createDeps(base: Pick<AppDeps, 'config' | 'database' | 'clock' | 'keys'>): AppDeps {
  return {
    ...base,
    brands: createBrandRepo(base.database.db, { cacheMs: base.config.brandCacheMs }),
    sessions: createSessionRepo(base.database.db),
  };
}
