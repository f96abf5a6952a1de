import { isOperatorRole, OPERATOR_ROLES } from '@wl/contract/operator-capabilities';
import { DomainError } from '../lib/errors.js';
import { type AdminContext, UsageError } from './admin-context.js';

export const OPERATOR_USAGE = `  operator create <account> --role <${OPERATOR_ROLES.join('|')}> [--brands <code,code>]
                                          a console operator (all brands unless --brands); prints a one-time
                                          password; two-factor (TOTP) is enrolled at the first login
  operator reset-2fa <account>            a lost authenticator: TOTP and recovery codes cleared, sessions ended;
                                          the next login enrols again`;

/**
 * `operator ...` of the command line: the same operator service as the console (design.md "Operators": no second code
 * path), audited as the command line's user.
 */
export async function runOperatorCommand(
  ctx: AdminContext,
  args: string[],
  values: { role?: string | undefined; brands?: string | undefined },
): Promise<unknown> {
  const [sub, account] = args;
  const service = ctx.root.operators;
  const by = { operatorId: null, actor: `cli:${process.env.USER ?? 'operator'}`, ip: null };
  try {
    if (sub === 'create' && account) {
      if (!values.role || !isOperatorRole(values.role)) {
        throw new UsageError(`--role is one of ${OPERATOR_ROLES.join(', ')}`);
      }
      const brandCodes = values.brands
        ? values.brands
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : 'all';
      const { operator, password } = await service.create(by, { account, role: values.role, brandCodes });
      return {
        ...operator,
        oneTimePassword: password,
        next: 'Log in to the console with this password: it must be changed, and TOTP enrolled, at the first login.',
      };
    }
    if (sub === 'reset-2fa' && account) {
      const operator = await service.resetTwoFactor(by, account);
      return { ...operator, twoFactor: 'reset: the next login enrols a new authenticator' };
    }
  } catch (err) {
    if (err instanceof DomainError) {
      throw new UsageError(err.code === 'not_found' ? `no operator ${account}` : `${err.code}: ${err.message}`);
    }
    throw err;
  }
  throw new UsageError(OPERATOR_USAGE);
}
