import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameVendors } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { resolveContext } from '../../http/request-context.js';
import { fromUnits, unitsOf } from '../../ledger/amounts.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { DomainError } from '../../lib/errors.js';
import { createVendorWalletService } from './vendor-wallet-service.js';

/**
 * The seamless-wallet protocol for third-party vendors (design.md "Games and vendors"): the vendor's server calls
 * ours to read a player's balance and to debit, credit or roll back money for its rounds. Every call is signed
 * and idempotent by the vendor's transaction id, and moves money only through the ledger.
 *
 *   POST /vendor/<CODE>/wallet/<balance|debit|credit|rollback>
 *   headers: x-timestamp: <unix ms>, x-signature: hex(HMAC-SHA256(vendorSecret, `${timestamp}.${rawBody}`))
 *   body: { "player": <member id>, "txId": "<vendor transaction id>", "roundId": "<round id>", "amount": 12.5,
 *           "gameCode": "<the vendor's game code>" }
 *   answer: the usual envelope, value { "balance": <number>, "txId": ... }
 *
 * debit takes `amount` from the player (refused with insufficient_balance), credit pays it, rollback gives back
 * the debit with that txId. Repeating any call with the same txId answers the first result (other data: 409
 * idempotency_conflict). Ids and codes are printable ASCII of at most 100 characters; amounts are positive, with
 * at most 4 decimals and at most the contract's MAX_AMOUNT (else 400 invalid_input).
 *
 * Since issue 11:
 * - Every debit, credit and rollback is recorded (vendor_transactions) in the transaction of its money, and each
 *   round (`roundId`; the txId when none is sent) is a bet of the player: debits add to its stake, credits settle
 *   it with their payout, rolling back every debit cancels it. `gameCode` (optional) names the game, whose
 *   catalogue type is the bet's game kind; without it the vendor's first game type is.
 * - A rollback of a txId we never debited succeeds and moves nothing, and that txId's debit is then refused with
 *   409 transaction_rolled_back: a debit that arrives after its rollback must not take money the vendor has
 *   already written off.
 */
export const VENDOR_PREFIX = '/vendor/';
const MAX_SKEW_MS = 5 * 60_000;
/** Largest member id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;
const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
const VENDOR_ID = /^[ -~]{1,100}$/;

export function signVendorRequest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

interface WalletBody {
  player?: unknown;
  txId?: unknown;
  roundId?: unknown;
  amount?: unknown;
  gameCode?: unknown;
}

/** An optional id: absent, or printable ASCII (a NUL byte or a megabyte never reaches the database). */
function optionalId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !VENDOR_ID.test(value)) throw new DomainError('invalid_input');
  return value;
}

export async function registerSeamlessWallet(app: FastifyInstance, deps: AppDeps) {
  const service = createVendorWalletService(deps);
  await app.register(async (scope) => {
    // The signature covers the exact bytes the vendor sent.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { code: string; action: string }; Body: string }>(
      `${VENDOR_PREFIX}:code/wallet/:action`,
      { schema: { hide: true } },
      async (request) => {
        const ctx = await resolveContext(deps, request);
        const code = request.params.code.toUpperCase();
        const [vendor] = VENDOR_CODE.test(code)
          ? await deps.database.db
              .select()
              .from(gameVendors)
              .where(
                and(eq(gameVendors.brandId, ctx.brand.id), eq(gameVendors.code, code), eq(gameVendors.enabled, true)),
              )
          : [];
        const secret = vendor?.adapter === 'http' ? String(vendor.adapterConfig.secret ?? '') : '';
        const raw = typeof request.body === 'string' ? request.body : '';
        const timestamp = Number(request.headers['x-timestamp']);
        const given = String(request.headers['x-signature'] ?? '');
        const expected = secret ? signVendorRequest(secret, timestamp, raw) : '';
        const fresh = Number.isFinite(timestamp) && Math.abs(deps.clock.now().getTime() - timestamp) <= MAX_SKEW_MS;
        if (
          !vendor ||
          !secret ||
          !fresh ||
          given.length !== expected.length ||
          !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
        ) {
          throw new DomainError('forbidden');
        }
        let body: WalletBody;
        try {
          body = JSON.parse(raw) as WalletBody;
        } catch {
          throw new DomainError('invalid_input');
        }
        if (typeof body !== 'object' || body === null) throw new DomainError('invalid_input');
        const player = body.player;
        const member =
          typeof player === 'number' && Number.isInteger(player) && player > 0 && player <= MAX_ID
            ? await deps.members.byId(player)
            : null;
        if (!member || member.brandId !== ctx.brand.id) throw new DomainError('not_found');
        const wallet = gameWalletCode(ctx.brand, code);
        const balance = async () => fromUnits(await deps.ledger.balance(ctx.brand.id, member.id, wallet));
        const action = request.params.action;
        if (action === 'balance') return { success: true, value: { balance: await balance() } };
        if (action !== 'debit' && action !== 'credit' && action !== 'rollback') throw new DomainError('not_found');
        const txId = optionalId(body.txId);
        if (txId === null) throw new DomainError('invalid_input');
        const amount = action === 'rollback' ? 0 : unitsOf(body.amount);
        if (amount === null) throw new DomainError('invalid_input');
        await service[action]({
          brand: ctx.brand,
          vendor: { code, name: vendor.name, gameTypes: vendor.gameTypes },
          member,
          wallet,
          txId,
          roundId: optionalId(body.roundId),
          gameCode: optionalId(body.gameCode),
          amount,
        });
        return { success: true, value: { balance: await balance(), txId } };
      },
    );
  });
}
