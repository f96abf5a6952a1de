import type { withdrawInfo } from '@wl/contract/routes/withdrawals';
import type { z } from 'zod';
import { lockMember } from '../../db/member-lock.js';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { withdrawalHold } from '../../ledger/cashier-postings.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import type { PaymentPasswordService } from '../member-centre/payment-password-service.js';
import type { PayoutAccountService } from '../member-centre/payout-account-service.js';
import { maskNumber } from '../member-centre/security-view.js';
import type { Wagering } from '../turnover/wagering-service.js';
import { createCashierRepo } from './cashier-repo.js';
import { createWithdrawalRepo } from './withdrawal-repo.js';
import { checkWithdrawal, startOfToday, termsOf } from './withdrawal-rules.js';
import type { WithdrawalSettlement } from './withdrawal-settlement.js';
import { withdrawalOrderView } from './withdrawal-view.js';

export type WithdrawalDeps = Pick<AppDeps, 'clock' | 'ledger' | 'brands' | 'members' | 'database'> & {
  paymentPasswords: Pick<PaymentPasswordService, 'verifyPaymentPassword'>;
  payoutAccounts: Pick<PayoutAccountService, 'list' | 'rowsOf'>;
  withdrawalSettlement: Pick<WithdrawalSettlement, 'close'>;
  wagering: Pick<Wagering, 'withdrawableState'>;
};

/**
 * The member's withdrawals (spec 2 withdraw; design.md "Cashier"): what may leave and under which rules, a request
 * behind the payment password (the order and the ledger's hold in ONE transaction, under the member's row lock so the
 * daily limits count settled rows), and cancelling one still processing (the hold released in the same transaction).
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const repo = createWithdrawalRepo(deps.database.db);
  const { paymentPasswords, payoutAccounts, withdrawalSettlement: settlement, wagering } = deps;
  const cashierRepo = createCashierRepo(deps.database.db);

  return {
    async info(actor: MemberActor): Promise<z.input<typeof withdrawInfo>> {
      const memberId = actor.member.id;
      const terms = termsOf(await repo.settings(actor.brand.id));
      const [balance, turnover, used, accounts, member] = await Promise.all([
        deps.ledger.balance(actor.brand.id, memberId),
        wagering.withdrawableState(memberId),
        repo.usedSince(memberId, startOfToday(deps.clock.now(), actor.brand.timeZone)),
        payoutAccounts.list(actor),
        deps.members.byId(memberId),
      ]);
      return {
        currencySymbol: actor.brand.currencySymbol,
        balance: fromUnits(balance),
        withdrawable: turnover.remaining > 0 ? 0 : fromUnits(balance),
        limits: {
          minAmount: fromUnits(terms.minAmount),
          maxAmount: fromUnits(terms.maxAmount),
          dailyCount: terms.dailyCount,
          dailyAmount: fromUnits(terms.dailyAmount),
        },
        fee: { percent: terms.feeBps / 100, fixed: fromUnits(terms.feeFixed) },
        today: { count: used.count, amount: fromUnits(used.amount) },
        turnover: {
          required: fromUnits(turnover.required),
          wagered: fromUnits(turnover.wagered),
          remaining: fromUnits(turnover.remaining),
        },
        accounts,
        paymentPasswordSet: Boolean(member?.paymentPasswordHash),
      };
    },

    async withdraw(actor: MemberActor, input: RouteInput<'cashierWithdraw'>) {
      const memberId = actor.member.id;
      // Counted before anything else (and outside the transaction, so a wrong answer stays counted).
      await paymentPasswords.verifyPaymentPassword(memberId, input.paymentPassword);
      const accounts = await payoutAccounts.rowsOf(memberId);
      if (accounts.length === 0) throw new DomainError('payout_account_required');
      const account = accounts.find((a) => a.id === input.payoutAccountId);
      if (!account) throw new DomainError('not_found');
      const amount = toUnits(input.amount);
      const terms = termsOf(await repo.settings(actor.brand.id));
      if (amount < terms.minAmount) throw new DomainError('withdrawal_amount_below_min');
      if (amount > terms.maxAmount) throw new DomainError('withdrawal_amount_above_max');
      if ((await wagering.withdrawableState(memberId)).remaining > 0) {
        throw new DomainError('withdrawal_turnover_required');
      }
      const now = deps.clock.now();
      // Where the brand has a peer-to-peer channel, depositors may pay the withdrawal (spec 4): all of its net
      // amount is open to them until the finance desk pays the rest itself.
      const p2p = (await cashierRepo.channels(actor.brand.id)).some((c) => c.kind === 'p2p' && c.enabled);
      const order = await deps.database.transaction(async (tx) => {
        await lockMember(memberId, tx);
        const used = await repo.usedSince(memberId, startOfToday(now, actor.brand.timeZone), tx);
        const { fee, net } = checkWithdrawal(terms, amount, used);
        const created = await repo.insert(
          {
            brandId: actor.brand.id,
            memberId,
            payoutAccountId: account.id,
            payoutKind: account.kind,
            payoutProvider: account.provider,
            payoutHolder: account.holderName,
            payoutMasked: maskNumber(account.number),
            amount,
            fee,
            netAmount: net,
            p2p,
            p2pOpen: p2p ? net : 0,
            ip: actor.visitor.ip,
            createdAt: now,
          },
          tx,
        );
        // Refused (insufficient_balance) when the main wallet lacks it: the order rolls back with it.
        const hold = await deps.ledger.transfer(
          withdrawalHold({ brandId: actor.brand.id, memberId, withdrawalId: created.id, amount }),
          tx,
        );
        // Again under the hold's lock on the wallet: money that came with a requirement (a deposit, a transfer) in
        // the meantime came with it in one transaction, now committed and seen here.
        if ((await wagering.withdrawableState(memberId, tx)).remaining > 0) {
          throw new DomainError('withdrawal_turnover_required');
        }
        return repo.setHoldTransfer(created.id, hold.transferId, tx);
      });
      return { order: withdrawalOrderView(order) };
    },

    async cancel(actor: MemberActor, orderId: number) {
      return deps.database.transaction(async (tx) => {
        const closed = await settlement.close(orderId, 'cancelled', 'member', null, tx, { memberId: actor.member.id });
        if (closed) return withdrawalOrderView(closed.order);
        const order = await repo.byId(orderId, tx);
        if (!order || order.memberId !== actor.member.id) throw new DomainError('not_found');
        throw new DomainError('order_not_pending');
      });
    },
  };
}
