import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { DomainError } from '../../lib/errors.js';
import { type MakerChecker, operatorIdOf } from '../approvals/maker-checker.js';
import { createLotteryRepo, type LotteryGameRow, type LotteryNumeroRow } from './lottery-repo.js';
import { checkedDraw } from './results-adapter.js';

export interface ResultEntry {
  brandCode: string;
  gameCode: string;
  numero: string;
  /** The draw in the family's order (lottery-plays.md "Families and their draws"). */
  result: string[];
}

const invalid = (message: string, path = 'result') =>
  new DomainError('invalid_input', { details: [{ path, message }] });

/**
 * Official results entered by hand (design.md "Lottery": "an operator-entered result confirmed by a second
 * operator"), through the maker-checker of modules/approvals. One operator enters the result of a numero whose
 * draw time has passed; a different operator confirms it by entering the same result again, and only then is the
 * numero drawn, by the repo's one guarded UPDATE (a numero already drawn or cancelled is refused, and the database refuses any change of a drawn result).
 * A wrong entry is replaced by entering again before it is confirmed. Each step is audited in its transaction.
 * Only a game whose results feed is manual takes entries (`lottery_feed_not_manual`).
 * The console's lottery desk and its routes come with the console slice; they call these functions.
 */
export function createLotteryResults(
  deps: Pick<AppDeps, 'database' | 'clock' | 'brands'> & { makerChecker: MakerChecker },
) {
  const repo = createLotteryRepo(deps.database.db);
  const { makerChecker } = deps;

  /** The official numero of the entry, in the actor's brand scope, with the result checked against its family. */
  async function target(actor: DeskActor, entry: ResultEntry) {
    const brand = await deskBrand(deps, actor, entry.brandCode);
    const game = await repo.gameByCode(brand.id, entry.gameCode);
    if (!game) throw new DomainError('not_found');
    if (game.source !== 'official') throw invalid('in-house games are drawn by the server, never by hand', 'gameCode');
    const numero = await repo.numeroOf(game.id, entry.numero);
    if (!numero) throw new DomainError('not_found');
    const result = checkedDraw(game.family, entry.result);
    if (!result) throw invalid(`not a ${game.family} draw`);
    return { game, numero, result };
  }

  /** Why a guarded UPDATE refused: the numero is final (409), or its draw time has not come (400). */
  function refusal(numero: LotteryNumeroRow, now: Date): DomainError {
    if (numero.state === 'drawn' || numero.state === 'cancelled') return new DomainError('request_decided');
    if (numero.drawAt > now) return invalid('the numero is not drawn yet', 'numero');
    return new DomainError('request_decided');
  }

  /**
   * Only a game on manual entry takes results by hand: a feed draws the others, and an entry there would wait for a
   * confirmation the feed overtakes. Read under the game's share lock, so a feed switch waits for the entry (and
   * then refuses, lottery-desk-schedule.ts) or the entry waits for the switch (and is refused here).
   */
  async function lockManual(game: LotteryGameRow, tx: Db) {
    const locked = await repo.gameShared(game.id, tx);
    if (!locked) throw new DomainError('not_found');
    if (locked.resultsFeed !== 'manual') throw new DomainError('lottery_feed_not_manual');
  }

  const auditTarget = (game: LotteryGameRow, numero: LotteryNumeroRow) => ({
    targetType: 'lottery_numero',
    targetId: numero.id,
    brandId: game.brandId,
  });

  return {
    /** The first operator's entry (or a replacement of an unconfirmed one). */
    async enter(actor: DeskActor, entry: ResultEntry): Promise<LotteryNumeroRow> {
      const operatorId = operatorIdOf(actor.audit);
      const { game, numero, result } = await target(actor, entry);
      const now = deps.clock.now();
      return deps.database.transaction((tx) =>
        makerChecker.approve(
          actor.audit,
          {
            maker: null,
            rule: { always: true },
            write: async () => {
              await lockManual(game, tx);
              return repo.enterResult(numero.id, { result, operatorId, now }, tx);
            },
            refused: () => refusal(numero, now),
            audit: () => ({
              action: 'lotteryResultEnter',
              ...auditTarget(game, numero),
              before: { enteredResult: numero.enteredResult, enteredBy: numero.enteredBy },
              after: { gameCode: game.gameCode, numero: numero.numero, enteredResult: result },
            }),
          },
          tx,
        ),
      );
    },

    /** A second operator's confirmation: the same result again; the numero is drawn. */
    async confirm(actor: DeskActor, entry: ResultEntry): Promise<LotteryNumeroRow> {
      const operatorId = operatorIdOf(actor.audit);
      const { game, numero, result } = await target(actor, entry);
      const now = deps.clock.now();
      if (numero.state === 'drawn' || numero.state === 'cancelled') throw new DomainError('request_decided');
      const { enteredResult: entered, enteredBy } = numero;
      if (!entered || enteredBy === null) throw new DomainError('not_found');
      return deps.database.transaction((tx) =>
        makerChecker.approve(
          actor.audit,
          {
            maker: { operatorId: enteredBy },
            write: async () => {
              if (entered.join(',') !== result.join(',')) {
                throw invalid('the result differs from the one entered: check it, and enter it again if it was wrong');
              }
              await lockManual(game, tx);
              // Guarded again inside the UPDATE: still pending, entered by someone else, and that very result.
              return repo.markDrawn(
                numero.id,
                { result, source: 'operators', now, confirmedBy: operatorId },
                { brandId: game.brandId, gameCode: game.gameCode, numero: numero.numero },
                tx,
              );
            },
            audit: () => ({
              action: 'lotteryResultConfirm',
              ...auditTarget(game, numero),
              before: { state: numero.state, enteredBy: numero.enteredBy },
              after: { gameCode: game.gameCode, numero: numero.numero, result, state: 'drawn' },
            }),
          },
          tx,
        ),
      );
    },
  };
}

export type LotteryResults = ReturnType<typeof createLotteryResults>;
