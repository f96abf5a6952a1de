import { DomainError } from '../lib/errors.js';
import type { BrandChanger } from '../modules/brands/brand-service.js';
import { type AdminContext, UsageError } from './admin-context.js';

/** The command line changes brands through the console's brand service (design.md "Operators": no second code path). */
export function cliBrandService(ctx: AdminContext) {
  const service = ctx.root.brandDesk;
  const by: BrandChanger = {
    audit: { operatorId: null, actor: `cli:${process.env.USER ?? 'operator'}`, ip: null },
    brandScope: 'all',
  };
  /** Runs one change as the command line's user; a refusal prints as a usage error. */
  return async function change<T>(code: string, run: (s: typeof service, by: BrandChanger) => Promise<T>): Promise<T> {
    try {
      return await run(service, by);
    } catch (err) {
      if (err instanceof DomainError) {
        throw new UsageError(err.code === 'not_found' ? `no brand with code ${code}` : err.message);
      }
      throw err;
    }
  };
}
