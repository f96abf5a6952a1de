import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameVendors } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { fromUnits, hasUnitPrecision, toUnits } from '../../ledger/amounts.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { DomainError } from '../../lib/errors.js';
import { resolveContext } from '../../plugins/request-context.js';

/**
 * The seamless-wallet protocol for third-party vendors (design.md "Games and vendors"): the vendor's server calls
 * ours to read a player's balance and to debit, credit or roll back money for its rounds. Every call is signed
 * and idempotent by the vendor's transaction id, and moves money only through the ledger.
 *
 *   POST /vendor/<CODE>/wallet/<balance|debit|credit|rollback>
 *   headers: x-timestamp: <unix ms>, x-signature: hex(HMAC-SHA256(vendorSecret, `${timestamp}.${rawBody}`))
 *   body: { "player": <member id>, "txId": "<vendor transaction id>", "roundId": "<round id>", "amount": 12.5 }
 *   answer: the usual envelope, value { "balance": <number>, "txId": ... }
 *
 * debit takes `amount` from the player (refused with insufficient_balance), credit pays it, rollback gives back
 * the debit with that txId (a rollback of a debit that never happened succeeds and moves nothing, so the vendor
 * can always retry). Repeating any call with the same txId answers the first result.
 */
export const VENDOR_PREFIX = '/vendor/';
const MAX_SKEW_MS = 5 * 60_000;

export function signVendorRequest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

interface WalletBody {
  player: number;
  txId: string;
  roundId?: string;
  amount?: number;
}

export async function registerSeamlessWallet(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes the vendor sent.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { code: string; action: string }; Body: string }>(
      `${VENDOR_PREFIX}:code/wallet/:action`,
      { schema: { hide: true } },
      async (request) => {
        const ctx = await resolveContext(deps, request);
        const code = request.params.code.toUpperCase();
        const [vendor] = await deps.database.db
          .select()
          .from(gameVendors)
          .where(and(eq(gameVendors.brandId, ctx.brand.id), eq(gameVendors.code, code), eq(gameVendors.enabled, true)));
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
        const member = Number.isInteger(body.player) ? await deps.members.byId(body.player) : null;
        if (!member || member.brandId !== ctx.brand.id) throw new DomainError('not_found');
        const main = { memberId: member.id, code: gameWalletCode(ctx.brand, code) };
        const balance = async () => fromUnits(await deps.ledger.balance(ctx.brand.id, member.id, main.code));
        const action = request.params.action;
        if (action === 'balance') return { success: true, value: { balance: await balance() } };
        if (typeof body.txId !== 'string' || body.txId.length < 1 || body.txId.length > 100)
          throw new DomainError('invalid_input');
        const key = (kind: string, txId: string) => `vendor:${code}:${kind}:${txId}`;
        const metadata = { vendor: code, roundId: body.roundId ?? null, txId: body.txId };
        const units = () => {
          const amount = body.amount ?? 0;
          if (!(amount > 0) || !hasUnitPrecision(amount)) throw new DomainError('invalid_input');
          return toUnits(amount);
        };
        if (action === 'debit') {
          const amount = units();
          await deps.ledger.transfer({
            brandId: ctx.brand.id,
            key: key('debit', body.txId),
            kind: 'game',
            reason: `${vendor?.name} bet`,
            metadata,
            legs: [
              { account: main, amount: -amount },
              { account: { house: 'game' }, amount },
            ],
          });
        } else if (action === 'credit') {
          const amount = units();
          await deps.ledger.transfer({
            brandId: ctx.brand.id,
            key: key('credit', body.txId),
            kind: 'game',
            reason: `${vendor?.name} win`,
            metadata,
            legs: [
              { account: { house: 'game' }, amount: -amount },
              { account: main, amount },
            ],
          });
        } else if (action === 'rollback') {
          // Give back exactly what the debit took, if it took anything.
          const debit = await deps.ledger.findTransfer(ctx.brand.id, key('debit', body.txId));
          const taken = debit?.entries.find((e) => e.memberId === member.id)?.amount ?? 0;
          if (taken < 0) {
            await deps.ledger.transfer({
              brandId: ctx.brand.id,
              key: key('rollback', body.txId),
              kind: 'game_rollback',
              reason: `${vendor?.name} rollback`,
              metadata,
              legs: [
                { account: { house: 'game' }, amount: taken },
                { account: main, amount: -taken },
              ],
            });
          }
        } else {
          throw new DomainError('not_found');
        }
        return { success: true, value: { balance: await balance(), txId: body.txId } };
      },
    );
  });
}
