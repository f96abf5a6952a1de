import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@wl/contract/routes/cashier';
import { P2P_STATES } from '@wl/contract/routes/p2p';
import { cliDeskActor } from '../domain/desk-actor.js';
import { DomainError } from '../lib/errors.js';
import { type AdminContext, UsageError } from './admin-context.js';

export const CASHIER_USAGE = `  cashier deposits <code> [--status pending|approved|...] [--limit <n>]
                                          the brand's deposit orders with their risk flags, newest first
  cashier approve <id>                    approve a deposit (above the brand's threshold: a second approver credits)
  cashier reject <id> <reason>            reject a pending deposit with a reason
  cashier channels <code>                 the brand's payment channels and receiving accounts
  cashier withdrawals <code> [--status processing|approved|rejected|cancelled] [--limit <n>]
                                          the brand's withdrawals with their risk flags, newest first
  cashier approve-withdrawal <id>         pay out a withdrawal (above the brand's threshold: a second approver pays)
  cashier reject-withdrawal <id> --reason <text>
                                          reject a processing withdrawal: the held amount returns to the member
  cashier p2p <code> [--state disputed|paid|...] [--limit <n>]
                                          the brand's peer-to-peer payments, newest first
  cashier resolve-p2p <id> paid|unpaid --reason <text>
                                          decide a disputed P2P payment: paid credits the payer the rest,
                                          unpaid gives it back to the withdrawal`;

type Values = Record<string, string | boolean | undefined>;

function limitOf(values: Values): number {
  const limit = typeof values.limit === 'string' ? Number(values.limit) : 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit is 1 to 100');
  return limit;
}

/**
 * The finance desk on the command line: the console's desk service with the DeskActor `cli:<user>`, so the same rules
 * (maker-checker, conditional updates) and the same audit rows apply.
 */
export async function runCashierCommand(ctx: AdminContext, args: string[], values: Values): Promise<unknown> {
  const [sub, target, ...rest] = args;
  const { cashierDesk: desk, withdrawalDesk: withdrawals, p2pDesk: p2p } = ctx.root;
  const by = cliDeskActor();
  const idOf = (raw: string | undefined) => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1) throw new UsageError(`an order id, not ${raw ?? '(missing)'}`);
    return id;
  };
  try {
    switch (sub) {
      case 'withdrawals': {
        if (!target) throw new UsageError('missing brand code');
        const status = typeof values.status === 'string' ? values.status : undefined;
        if (status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
          throw new UsageError(`--status is one of ${WITHDRAWAL_STATUSES.join(', ')}`);
        }
        const page = await withdrawals.list(by, {
          brand: target,
          status: status as (typeof WITHDRAWAL_STATUSES)[number] | undefined,
          sortBy: 'createdAt',
          order: 'desc',
          pageNo: 1,
          pageSize: limitOf(values),
        });
        return page.content;
      }
      case 'approve-withdrawal':
        return await withdrawals.approve(by, idOf(target));
      case 'reject-withdrawal': {
        const reason = (typeof values.reason === 'string' ? values.reason : rest.join(' ')).trim();
        if (!reason) throw new UsageError('a reason is required: cashier reject-withdrawal <id> --reason <text>');
        return await withdrawals.reject(by, idOf(target), reason.slice(0, 500));
      }
      case 'deposits': {
        if (!target) throw new UsageError('missing brand code');
        const status = typeof values.status === 'string' ? values.status : undefined;
        if (status !== undefined && !(DEPOSIT_STATUSES as readonly string[]).includes(status)) {
          throw new UsageError(`--status is one of ${DEPOSIT_STATUSES.join(', ')}`);
        }
        const page = await desk.list(by, {
          brand: target,
          status: status as (typeof DEPOSIT_STATUSES)[number] | undefined,
          sortBy: 'createdAt',
          order: 'desc',
          pageNo: 1,
          pageSize: limitOf(values),
        });
        return page.content;
      }
      case 'approve':
        return await desk.approve(by, idOf(target));
      case 'reject': {
        const reason = rest.join(' ').trim();
        if (!reason) throw new UsageError('a reason is required: cashier reject <id> <reason>');
        return await desk.reject(by, idOf(target), reason.slice(0, 500));
      }
      case 'p2p': {
        if (!target) throw new UsageError('missing brand code');
        const state = typeof values.state === 'string' ? values.state : undefined;
        if (state !== undefined && !(P2P_STATES as readonly string[]).includes(state)) {
          throw new UsageError(`--state is one of ${P2P_STATES.join(', ')}`);
        }
        const page = await p2p.list(by, {
          brand: target,
          state: state as (typeof P2P_STATES)[number] | undefined,
          pageNo: 1,
          pageSize: limitOf(values),
        });
        return page.content;
      }
      case 'resolve-p2p': {
        const [result, ...words] = rest;
        if (result !== 'paid' && result !== 'unpaid') throw new UsageError('cashier resolve-p2p <id> paid|unpaid');
        const reason = (typeof values.reason === 'string' ? values.reason : words.join(' ')).trim();
        if (!reason) throw new UsageError('a reason is required: cashier resolve-p2p <id> paid|unpaid --reason <text>');
        return await p2p.resolve(by, idOf(target), result, reason.slice(0, 500));
      }
      case 'channels':
        if (!target) throw new UsageError('missing brand code');
        return (await ctx.root.cashierSettings.channels(by, target)).channels;
      default:
        throw new UsageError(
          `cashier deposits|approve|reject|channels|withdrawals|approve-withdrawal|reject-withdrawal|p2p|resolve-p2p, not ${sub ?? '(nothing)'}`,
        );
    }
  } catch (err) {
    if (err instanceof DomainError) throw new UsageError(`${err.code}: ${err.message}`);
    throw err;
  }
}
