import { createHmac, randomBytes } from 'node:crypto';
import { isStorableText } from '@wl/contract/inputs';
import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../lib/errors.js';
import { sameDigest } from '../../lib/secrets.js';
import { createLotteryRepo } from './lottery-repo.js';
import type { LotterySettlement } from './lottery-settlement.js';
import { checkedDraw } from './results-adapter.js';

/** How far a push's timestamp may be from our clock: an older push is a replay and is refused. */
export const FEED_MAX_SKEW_MS = 5 * 60_000;

/**
 * hex(HMAC-SHA256(feedKey, `${timestamp}.${rawBody}`)): how a results provider signs a push (docs/api.md "Lottery
 * results feed").
 */
export function signFeedPush(feedKey: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', feedKey).update(`${timestamp}.${rawBody}`).digest('hex');
}

export interface FeedPush {
  rawBody: string;
  /** The `x-wl-timestamp` header: unix milliseconds. */
  timestamp: number;
  /** The `x-wl-signature` header ('' when absent). */
  signature: string;
}

const invalid = (path: string, message: string) => new DomainError('invalid_input', { details: [{ path, message }] });
const refused = (path: string, message: string) => new DomainError('forbidden', { details: [{ path, message }] });

/**
 * The signed HTTP results feed (design.md "Lottery": official results from an operator's entry confirmed by a second
 * operator, or a signed feed; docs/api.md "Lottery results feed"). An official-results provider pushes `{ brand,
 * gameCode, numero, result }` for a game whose `results_feed` is 'http', signed with the game's feed key. Refused: a
 * timestamp more than five minutes off (403, a replay), a push not signed with the feed key of its brand and game (403,
 * also for an unknown brand or game, an in-house game or one that takes no pushes), then an unknown numero (404), a
 * result that is not a draw of the family or a numero whose draw time has not come (400), a different result for a
 * numero already drawn (409: corrections go through two operators, lottery-correction-service.ts). The same result
 * again is answered 200 without change, so a provider may retry. The result is stored by the repo's one guarded UPDATE
 * (two identical pushes racing store it once), then the numero's bets settle.
 */
export function createLotteryFeed(
  deps: Pick<AppDeps, 'database' | 'clock' | 'brands' | 'ledger'> & { lotterySettlement: LotterySettlement },
) {
  const repo = createLotteryRepo(deps.database.db);
  const settlement = deps.lotterySettlement;

  function parse(rawBody: string) {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw invalid('body', 'not JSON');
    }
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const text = (key: string) => {
      const v = b[key];
      // Read before the signature is checked: text PostgreSQL cannot store (a NUL byte) never reaches a query.
      if (typeof v !== 'string' || v.length === 0 || v.length > 64 || !isStorableText(v)) {
        throw invalid(key, 'text of 1 to 64 characters');
      }
      return v;
    };
    return { brand: text('brand'), gameCode: text('gameCode'), numero: text('numero'), result: b.result };
  }

  return {
    async push(input: FeedPush) {
      const body = parse(input.rawBody);
      const now = deps.clock.now();
      if (!Number.isFinite(input.timestamp) || Math.abs(now.getTime() - input.timestamp) > FEED_MAX_SKEW_MS) {
        throw refused('x-wl-timestamp', 'stale or missing timestamp');
      }
      const brand = await deps.brands.byCode(body.brand);
      const game = brand ? await repo.gameByCode(brand.id, body.gameCode) : null;
      const key = game?.source === 'official' && game.resultsFeed === 'http' ? game.feedSecret : null;
      // A push is checked against its brand and game's feed key. One that cannot be (an unknown brand or game, an
      // in-house game, a game that takes no pushes) is refused as a bad signature, after the same work: an
      // unsigned caller learns nothing of which brands and games exist.
      // Compared as hex bytes: header bytes arrive as latin1, so 'é' is one character but two UTF-8 bytes, and
      // buffers of unequal length make timingSafeEqual throw (a 500 where a bad signature is a 403).
      const expected = signFeedPush(key ?? randomBytes(32).toString('hex'), input.timestamp, input.rawBody);
      if (
        !brand ||
        !game ||
        !key ||
        input.signature.length !== expected.length ||
        !sameDigest(input.signature, expected)
      ) {
        throw refused('x-wl-signature', 'not signed with the feed key of this brand and game');
      }
      const numero = await repo.numeroOf(game.id, body.numero);
      if (!numero) throw new DomainError('not_found');
      const result = checkedDraw(game.family, body.result);
      if (!result) throw invalid('result', `not a ${game.family} draw`);
      const answer = { brand: brand.code, gameCode: game.gameCode, numero: numero.numero, result };
      const same = (drawn: string[] | null) => drawn !== null && drawn.join(',') === result.join(',');
      if (numero.state === 'drawn') {
        if (same(numero.result)) return { ...answer, stored: false };
        throw new DomainError('request_decided');
      }
      if (numero.state === 'cancelled') throw new DomainError('request_decided');
      if (numero.drawAt > now) throw invalid('numero', 'the numero is not drawn yet');
      const row = await deps.database.transaction((tx) =>
        repo.markDrawn(
          numero.id,
          { result, source: 'feed', now },
          { brandId: brand.id, gameCode: game.gameCode, numero: numero.numero },
          tx,
        ),
      );
      if (!row) {
        // Another push (or an operator) drew it first: the same result is a repeat, another one a conflict.
        const now2 = await repo.numeroOf(game.id, body.numero);
        if (now2?.state === 'drawn' && same(now2.result)) return { ...answer, stored: false };
        throw new DomainError('request_decided');
      }
      await settlement.settleNumero(numero.id);
      return { ...answer, stored: true };
    },
  };
}
