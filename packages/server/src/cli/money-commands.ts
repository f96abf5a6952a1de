import { MAX_AMOUNT } from '@wl/contract/constants';
import { MONEY_REQUEST_STATUSES } from '@wl/contract/operator-routes/money';
import { cliDeskActor } from '../domain/desk-actor.js';
import { fromUnits, unitsOf } from '../ledger/amounts.js';
import { DomainError } from '../lib/errors.js';
import { type AdminContext, UsageError } from './admin-context.js';

export const MONEY_USAGE = `  credit <code> <account> <amount> --reason <text> [--key <idempotency key>]
  debit <code> <account> <amount> --reason <text> [--key <idempotency key>]
                                          through the console's money desk: audited as cli:<user>; above the
                                          brand's approval threshold it waits for an operator's approval
  money requests <code> [--status pending|executed|rejected]   credit and debit requests, newest first
  money approve <id>                      approve a pending request another operator (or cli user) made
  money reject <id> --reason <text>       reject a pending request; nothing moves`;

/**
 * Manual credits and debits from the command line (design.md "Operators": the command line calls the console's
 * services, so every movement has its request, its maker-checker rule and its audit row, whoever asks).
 */
export async function runMoneyCommand(
  ctx: AdminContext,
  command: 'credit' | 'debit' | 'money',
  args: string[],
  values: { reason?: string | undefined; key?: string | undefined; status?: string | undefined },
): Promise<unknown> {
  const desk = ctx.root.moneyDesk;
  const actor = cliDeskActor(ctx.user);
  try {
    if (command === 'money') {
      const [sub, target] = args;
      if (sub === 'requests' && target) {
        const status = values.status as (typeof MONEY_REQUEST_STATUSES)[number] | undefined;
        if (status && !MONEY_REQUEST_STATUSES.includes(status)) {
          throw new UsageError(`--status is one of ${MONEY_REQUEST_STATUSES.join(', ')}`);
        }
        return (await desk.list(actor, { brand: target, status, pageNo: 1, pageSize: 50 })).content;
      }
      const requestId = Number(target);
      if (!Number.isInteger(requestId) || requestId < 1) throw new UsageError(MONEY_USAGE);
      if (sub === 'approve') return await desk.approve(actor, { requestId });
      if (sub === 'reject') {
        if (!values.reason) throw new UsageError('--reason is required: a rejection says why');
        return await desk.reject(actor, { requestId, reason: values.reason });
      }
      throw new UsageError(MONEY_USAGE);
    }
    const [brandCode, account, amountText] = args;
    if (!brandCode || !account || !amountText) throw new UsageError(MONEY_USAGE);
    const units = unitsOf(Number(amountText));
    if (units === null) {
      throw new UsageError(`the amount is a positive number with at most 4 decimals, up to ${MAX_AMOUNT}`);
    }
    if (!values.reason) throw new UsageError('--reason is required: every manual movement says why');
    const brand = await ctx.root.brands.byCode(brandCode);
    if (!brand) throw new UsageError(`no brand with code ${brandCode}`);
    const member = await ctx.root.members.byAccount(brand.id, account);
    if (!member) throw new UsageError(`no account ${account} on ${brandCode}`);
    const input = { memberId: member.id, amount: fromUnits(units), reason: values.reason, key: values.key };
    return await (command === 'credit' ? desk.credit(actor, input) : desk.debit(actor, input));
  } catch (err) {
    // A refusal of the desk (not found, insufficient funds, decided, own request) prints as its message.
    if (err instanceof DomainError) throw new UsageError(`${err.code}: ${err.message}`, err.code);
    throw err;
  }
}
