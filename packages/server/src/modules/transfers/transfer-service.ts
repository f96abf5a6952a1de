import type { MemberTransfer } from '@wl/contract/routes/transfers';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { dayRange } from '../../domain/day-range.js';
import type { Member } from '../../domain/member.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { isAgent, isTrial } from '../../domain/roles.js';
import { fromUnits, unitsOf } from '../../ledger/amounts.js';
import { transferToDownline, transferToUpline } from '../../ledger/postings.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { zonedDay, zonedMidnight } from '../../lib/zoned-days.js';
import type { PaymentPasswordService } from '../member-centre/payment-password-service.js';
import type { SystemMessages } from '../messages/system-messages.js';
import type { TeamService } from '../team/team-service.js';
import type { Wagering } from '../turnover/wagering-service.js';
import type { TransferRepo } from './transfer-repo.js';

/** The amount as a system message shows it: the brand's symbol and two decimals ('$ 1,250.00'). */
function shown(brand: Brand, units: number): string {
  const value = fromUnits(units).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${brand.currencySymbol} ${value}`;
}

/**
 * Transfers between members (spec 2 transferUpline; spec 6: agents transfer to the upline and to downlines). The
 * brand's limits apply per transfer and to what one member sends in a day of the brand's time zone; the payment
 * password is checked first, outside the transaction (a wrong one stays counted). Then ONE transaction locks the
 * sender's member row (their transfers run one at a time, so the day's sum cannot be read by two at once), writes the
 * record, moves the money with the ledger's named posting (which refuses an uncovered balance), and tells both sides
 * with a system message; both balances reach their open tabs by the ledger's NOTIFY at commit. The money carries its
 * share of the sender's deposit turnover to the receiver (modules/turnover `carryWithTransfer`).
 */
export function createTransferService(
  deps: Pick<AppDeps, 'database' | 'ledger' | 'members' | 'clock'> & {
    transferRepo: TransferRepo;
    paymentPasswords: Pick<PaymentPasswordService, 'verifyPaymentPassword'>;
    systemMessages: Pick<SystemMessages, 'sendSystemMessage'>;
    wagering: Pick<Wagering, 'carryWithTransfer'>;
    /** Who is whose direct downline: the team tree's (AG-TREE), not a second reading of members.upline_id. */
    team: Pick<TeamService, 'directDownlineByAccount'>;
  },
) {
  const { transferRepo: repo, paymentPasswords: payment, systemMessages: messages, wagering } = deps;

  const dayStart = (brand: Brand) => zonedMidnight(zonedDay(deps.clock.now(), brand.timeZone), brand.timeZone);

  const limitsOf = (brand: Brand) => ({
    min: fromUnits(brand.transferMinAmount),
    max: fromUnits(brand.transferMaxAmount),
    daily: fromUnits(brand.transferDailyAmount),
  });

  async function uplineOf(actor: MemberActor): Promise<Member | null> {
    const uplineId = actor.member.uplineId;
    if (!uplineId) return null;
    const upline = await deps.members.byId(uplineId);
    return upline && upline.brandId === actor.brand.id ? upline : null;
  }

  async function send(
    actor: MemberActor,
    direction: 'upline' | 'downline',
    to: Member,
    amount: number,
    paymentPassword: string,
  ) {
    const brand = actor.brand;
    const from = actor.member;
    const units = unitsOf(amount);
    if (units === null) {
      throw new DomainError('invalid_input', { details: [{ path: 'amount', message: 'a positive amount' }] });
    }
    if (units < brand.transferMinAmount) throw new DomainError('transfer_amount_below_min');
    if (units > brand.transferMaxAmount) throw new DomainError('transfer_amount_above_max');
    await payment.verifyPaymentPassword(from.id, paymentPassword);
    const record = await deps.database.transaction(async (tx) => {
      await repo.lockSender(from.id, tx);
      const now = deps.clock.now();
      const sent = await repo.sentSince(from.id, dayStart(brand), tx);
      if (sent + units > brand.transferDailyAmount) throw new DomainError('transfer_daily_limit');
      const row = await repo.insert(
        { brandId: brand.id, direction, fromMemberId: from.id, toMemberId: to.id, amount: units, createdAt: now },
        tx,
      );
      const posting = direction === 'upline' ? transferToUpline : transferToDownline;
      const result = await deps.ledger.transfer(
        posting({ brandId: brand.id, fromMemberId: from.id, toMemberId: to.id, ref: row.id, amount: units }),
        tx,
      );
      await repo.setTransfer(row.id, result.transferId, tx);
      const balance = result.entries.find((e) => e.memberId === from.id && e.code === 'main')?.balanceAfter ?? 0;
      // The money keeps its deposit turnover (docs/money.md "Transfers between members"): after the posting, whose
      // locks on both wallets order it against their deposits and withdrawals.
      await wagering.carryWithTransfer(tx, {
        brandId: brand.id,
        fromMemberId: from.id,
        toMemberId: to.id,
        amount: units,
        balanceBefore: balance + units,
        at: now,
      });
      const text = shown(brand, units);
      await messages.sendSystemMessage(from.id, 'transfer_sent', { amount: text, account: to.account }, tx);
      await messages.sendSystemMessage(to.id, 'transfer_received', { amount: text, account: from.account }, tx);
      return { row, balance };
    });
    const transfer: MemberTransfer = {
      id: record.row.id,
      direction,
      outgoing: true,
      counterparty: to.account,
      amount: fromUnits(units),
      createdAt: record.row.createdAt.toISOString(),
    };
    return { transfer, balance: fromUnits(record.balance) };
  }

  return {
    async info(actor: MemberActor) {
      const brand = actor.brand;
      const upline = await uplineOf(actor);
      return {
        upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
        isAgent: isAgent(brand, actor.member.type),
        limits: limitsOf(brand),
        sentToday: fromUnits(await repo.sentSince(actor.member.id, dayStart(brand))),
        balance: fromUnits(await deps.ledger.balance(brand.id, actor.member.id)),
        currencySymbol: brand.currencySymbol,
      };
    },

    /** To the direct upline (members.upline_id): refused without one. */
    async toUpline(actor: MemberActor, input: RouteInput<'transferUpline'>) {
      const upline = await uplineOf(actor);
      if (!upline) throw new DomainError('transfer_no_upline');
      return send(actor, 'upline', upline, input.amount, input.paymentPassword);
    },

    /**
     * An agent to one of their OWN direct downlines: any other account (someone else's downline, a downline's
     * downline, a trial member, no such account) answers the same transfer_not_downline.
     */
    async toDownline(actor: MemberActor, input: RouteInput<'transferDownline'>) {
      if (!isAgent(actor.brand, actor.member.type)) throw new DomainError('forbidden');
      const downlineId = await deps.team.directDownlineByAccount(actor.member.id, input.downlineAccount);
      const downline = downlineId === null ? null : await deps.members.byId(downlineId);
      if (!downline || downline.brandId !== actor.brand.id || isTrial(actor.brand, downline.type)) {
        throw new DomainError('transfer_not_downline');
      }
      return send(actor, 'downline', downline, input.amount, input.paymentPassword);
    },

    async list(actor: MemberActor, input: RouteInput<'memberTransfers'>) {
      const page = pageOf(input);
      // The brand's days, the end day included.
      const days = dayRange(actor.brand, input);
      const filter = { memberId: actor.member.id, from: days.start, before: days.end };
      const rows = await repo.list(filter, page.limit, page.offset);
      const total = await repo.count(filter);
      return pagedOf(
        rows.map((r): MemberTransfer => {
          const outgoing = r.fromMemberId === actor.member.id;
          return {
            id: r.id,
            direction: r.direction,
            outgoing,
            counterparty: outgoing ? r.toAccount : r.fromAccount,
            amount: fromUnits(r.amount),
            createdAt: r.createdAt.toISOString(),
          };
        }),
        total,
        page,
        { minPages: 1 },
      );
    },
  };
}
