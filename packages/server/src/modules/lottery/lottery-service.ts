import type { LotteryMenuGame, OpenNumero, PastNumero } from '@wl/contract/routes/lottery';
import type { AppDeps } from '../../deps.js';
import type { Actor } from '../../domain/actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { createLotteryRepo, type LotteryGameRow, type PublicNumero } from './lottery-repo.js';

const iso = (d: Date) => d.toISOString();

function timesOf(n: PublicNumero) {
  return { numero: n.numero, openTime: iso(n.openAt), closeTime: iso(n.closeAt), drawTime: iso(n.drawAt) };
}

function pastOf(n: PublicNumero): PastNumero {
  const drawn = n.state === 'drawn';
  return {
    numero: n.numero,
    drawTime: iso(n.drawAt),
    state: drawn ? 'drawn' : 'cancelled',
    result: drawn ? n.result : null,
    drawnAt: n.drawnAt ? iso(n.drawnAt) : null,
    seedHash: n.seedHash,
    // Selected by the repo only once drawn (lottery-repo.ts `publicNumero`), and dropped here for anything else.
    seed: drawn ? n.revealedSeed : null,
  };
}

/**
 * The lottery's read calls (spec 7 "Lottery"): the brand's menu of games with their current numero, a game's drawn
 * numeros, and the numero open for bets. The server's clock decides which numero is open; answers carry it so the web's
 * countdowns run from it. A game that is disabled or of another brand is not found.
 */
export function createLotteryService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const repo = createLotteryRepo(deps.database.db);

  async function gameOf(actor: Actor, gameCode: string): Promise<LotteryGameRow> {
    const game = await repo.gameByCode(actor.brand.id, gameCode);
    if (!game?.enabled) throw new DomainError('not_found');
    return game;
  }

  return {
    async menus(actor: Actor): Promise<{ gameMenus: LotteryMenuGame[]; now: string }> {
      const now = deps.clock.now();
      const games = await repo.gamesOfBrand(actor.brand.id);
      const current = await repo.currentNumeros(
        games.map((g) => g.id),
        now,
      );
      return {
        now: iso(now),
        gameMenus: games.map((g) => {
          const n = current.get(g.id);
          return {
            gameCode: g.gameCode,
            gameName: g.name,
            family: g.family,
            gameGroupCode: g.family,
            prizeMode: g.prizeMode,
            source: g.source,
            resultDeadlineMinutes: g.source === 'official' ? g.resultDeadlineMinutes : null,
            current: n ? timesOf(n) : null,
          };
        }),
      };
    },

    async pastNumeros(actor: Actor, input: RouteInput<'openedNumeros'>) {
      const game = await gameOf(actor, input.gameCode);
      const page = pageOf(input);
      const { rows, total } = await repo.pastNumeros(game.id, page);
      return pagedOf(rows.map(pastOf), total, page);
    },

    /** The open numero and the next ones, in draw order: the numeros a chase placed now plays. */
    async upcomingNumeros(actor: Actor, input: RouteInput<'lotteryUpcomingNumeros'>) {
      const game = await gameOf(actor, input.gameCode);
      const now = deps.clock.now();
      const rows = await repo.upcomingNumeros(game.id, now, input.count);
      return { gameCode: game.gameCode, now: iso(now), numeros: rows.map(timesOf) };
    },

    async openedNumero(actor: Actor, input: RouteInput<'openedNumero'>) {
      const game = await gameOf(actor, input.gameCode);
      const now = deps.clock.now();
      const n = await repo.openNumero(game.id, now);
      const numero: OpenNumero | null = n ? { ...timesOf(n), seedHash: n.seedHash } : null;
      return { gameCode: game.gameCode, now: iso(now), numero };
    },
  };
}
