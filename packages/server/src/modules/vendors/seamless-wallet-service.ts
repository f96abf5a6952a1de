import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { fromUnits, unitsOf } from '../../ledger/amounts.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { DomainError } from '../../lib/errors.js';
import { enabledVendor } from './vendor-repo.js';
import { validVendorSignature } from './vendor-signature.js';
import type { VendorWalletService } from './vendor-wallet-service.js';

/**
 * The seamless-wallet protocol for third-party vendors (design.md "Games and vendors"; its route is
 * src/http/seamless-wallet.ts): the vendor's server calls ours to read a player's balance and to debit, credit or
 * roll back money for its rounds. Every call is signed and idempotent by the vendor's transaction id, and moves
 * money only through the ledger.
 *
 *   POST /vendor/<CODE>/wallet/<balance|debit|credit|rollback>
 *   headers: x-timestamp: <unix ms>,
 *            x-signature: hex(HMAC-SHA256(vendorSecret, `${timestamp}.POST.${path}.${rawBody}`))
 *            (path as sent, e.g. /vendor/EVO/wallet/debit: a signature is good for one action of one vendor)
 *   body: { "player": <member id>, "txId": "<vendor transaction id>", "roundId": "<round id>", "amount": 12.5,
 *           "gameCode": "<the vendor's game code>" }
 *   answer: the usual envelope, value { "balance": <number>, "txId": ... }
 *
 * debit takes `amount` from the player (refused with insufficient_balance), credit pays it, rollback gives back
 * the debit with that txId. Repeating any call with the same txId answers the first result (other data: 409
 * idempotency_conflict). Ids and codes are printable ASCII of at most 100 characters; amounts are positive, with
 * at most 4 decimals and at most the contract's MAX_AMOUNT (else 400 invalid_input).
 *
 * Records (design.md "Bets and turnover"):
 * - Every debit, credit and rollback is recorded (vendor_transactions) in the transaction of its money, and each
 *   round (`roundId`; the txId when none is sent) is a bet of the player: debits add to its stake, credits settle
 *   it with their payout, rolling back every debit cancels it. `gameCode` (optional) names the game, whose
 *   catalogue type is the bet's game kind; without it the vendor's first game type is.
 * - A rollback of a txId we never debited succeeds and moves nothing, and that txId's debit is then refused with
 *   409 transaction_rolled_back: a debit that arrives after its rollback must not take money the vendor has
 *   already written off.
 */
/** Largest member id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;
const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
const VENDOR_ID = /^[ -~]{1,100}$/;

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

/** One call of a vendor's server, as it arrived: the brand it called, the path's parts and the signed bytes. */
export interface SeamlessWalletCall {
  brand: Brand;
  /** The vendor code of the path, any case. */
  code: string;
  action: string;
  /** The method and the request target (path and any query) as sent: both are signed. */
  method: string;
  path: string;
  /** The exact body the vendor sent. */
  rawBody: string;
  /** The x-timestamp header: unix ms (NaN when absent). */
  timestamp: number;
  /** The x-signature header ('' when absent). */
  signature: string;
}

export function createSeamlessWalletService(
  deps: Pick<AppDeps, 'database' | 'ledger' | 'clock' | 'members'> & { vendorWallet: VendorWalletService },
) {
  const service = deps.vendorWallet;
  return {
    /** Checks and answers a call: the envelope's value. */
    async call({ brand, code: pathCode, action, method, path, rawBody, timestamp, signature }: SeamlessWalletCall) {
      const code = pathCode.toUpperCase();
      const vendor = VENDOR_CODE.test(code) ? await enabledVendor(deps.database.db, brand.id, code) : null;
      const secret = vendor?.adapter === 'http' ? String(vendor.adapterConfig.secret ?? '') : '';
      const signed = { timestamp, method, path, body: rawBody };
      if (!vendor || !validVendorSignature(secret, signed, signature, deps.clock.now())) {
        throw new DomainError('forbidden');
      }
      let body: WalletBody;
      try {
        body = JSON.parse(rawBody) as WalletBody;
      } catch {
        throw new DomainError('invalid_input');
      }
      if (typeof body !== 'object' || body === null) throw new DomainError('invalid_input');
      const player = body.player;
      const member =
        typeof player === 'number' && Number.isInteger(player) && player > 0 && player <= MAX_ID
          ? await deps.members.byId(player)
          : null;
      if (!member || member.brandId !== brand.id) throw new DomainError('not_found');
      const wallet = gameWalletCode(brand, code);
      const balance = async () => fromUnits(await deps.ledger.balance(brand.id, member.id, wallet));
      if (action === 'balance') return { balance: await balance() };
      if (action !== 'debit' && action !== 'credit' && action !== 'rollback') throw new DomainError('not_found');
      const txId = optionalId(body.txId);
      if (txId === null) throw new DomainError('invalid_input');
      const amount = action === 'rollback' ? 0 : unitsOf(body.amount);
      if (amount === null) throw new DomainError('invalid_input');
      await service[action]({
        brand,
        vendor: { code, name: vendor.name, gameTypes: vendor.gameTypes },
        member,
        wallet,
        txId,
        roundId: optionalId(body.roundId),
        gameCode: optionalId(body.gameCode),
        amount,
      });
      return { balance: await balance(), txId };
    },
  };
}
