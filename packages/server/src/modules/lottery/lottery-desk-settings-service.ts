import type { LotteryLimitName } from '@wl/contract/operator-routes/lottery-settings';
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { defaultTable } from '@wl/rules/lottery/odds';
import { playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createLotteryBetRepo, type LotteryLimitRow } from './lottery-bet-repo.js';
import { createLotteryDeskSettingsRepo, type LimitColumns } from './lottery-desk-settings-repo.js';
import { DEFAULT_LIMITS, limitsOf, type PlayLimits } from './lottery-limits.js';
import { type TablePlay, tablePlaysOf, tableProblem } from './lottery-odds-tables.js';
import { createLotteryRepo } from './lottery-repo.js';

export type LotteryDeskSettingsDeps = Pick<AppDeps, 'clock' | 'brands' | 'database'>;

type NullableLimits = { [K in LotteryLimitName]: number | null };
const MONEY: readonly LotteryLimitName[] = ['unitStakeMin', 'unitStakeMax', 'numeroStakeMax', 'numeroPayoutMax'];
const NAMES: readonly LotteryLimitName[] = [...MONEY, 'unitsMax'];

/** Ledger units to the currency, the limits' amounts only (units per item is a count). */
function shown(limits: PlayLimits): PlayLimits {
  const out = { ...limits };
  for (const key of MONEY) out[key] = fromUnits(limits[key]);
  return out;
}

function setOf(row: LotteryLimitRow | undefined): NullableLimits {
  const out = {} as NullableLimits;
  for (const key of NAMES) {
    const value = row?.[key] ?? null;
    out[key] = value === null ? null : MONEY.includes(key) ? fromUnits(value) : value;
  }
  return out;
}

/**
 * A game's settings on the lottery desk (docs/lottery.md "Running the lottery"): its limits rows and its published odds
 * tables (lottery-plays.md "table" plays). Each change locks the game's row, is checked against the rows as they then
 * stand, and is audited in the same transaction. Bets keep the odds and are checked against the limits of the moment
 * they are placed.
 */
export function createLotteryDeskSettings(deps: LotteryDeskSettingsDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const games = createLotteryRepo(db);
  const bets = createLotteryBetRepo(db);
  const repo = createLotteryDeskSettingsRepo(db);
  const { audit } = deps;

  async function gameOf(actor: DeskActor, brandCode: string, gameCode: string) {
    const brand = await deskBrand(deps, actor, brandCode);
    const game = await games.gameByCode(brand.id, gameCode);
    if (!game || !isLotteryFamily(game.family)) throw new DomainError('not_found');
    return { brand, game: { ...game, family: game.family as LotteryFamily } };
  }

  function limitsView(game: { gameCode: string; family: LotteryFamily }, rows: LotteryLimitRow[]) {
    const playCodes = playsOfFamily(game.family).map((rule) => rule.code as string);
    const own = rows.filter((r) => r.playCode !== '*' && playCodes.includes(r.playCode));
    own.sort((a, b) => playCodes.indexOf(a.playCode) - playCodes.indexOf(b.playCode));
    const gameRow = rows.find((r) => r.playCode === '*');
    return {
      gameCode: game.gameCode,
      family: game.family,
      playCodes,
      defaults: shown(DEFAULT_LIMITS),
      rows: [
        { playCode: '*', set: setOf(gameRow), effective: shown(limitsOf(gameRow ? [gameRow] : [], '*')) },
        ...own.map((r) => ({ playCode: r.playCode, set: setOf(r), effective: shown(limitsOf(rows, r.playCode)) })),
      ],
    };
  }

  async function tablesView(game: { id: number; gameCode: string; family: LotteryFamily }, tx: Db = db) {
    const stored = new Map((await repo.oddsTables(game.id, tx)).map((r) => [r.playCode, r]));
    return {
      gameCode: game.gameCode,
      family: game.family,
      tables: tablePlaysOf(game.family).map(({ playCode, keys }) => {
        const row = stored.get(playCode);
        const defaults = defaultTable(playCode, game.family);
        return {
          playCode,
          keys: [...keys],
          odds4: { ...(row?.odds4 ?? defaults) },
          defaults: { ...defaults },
          custom: row !== undefined,
          updatedBy: row?.updatedBy ?? null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  }

  return {
    async limits(actor: DeskActor, input: { brand: string; game: string }) {
      const { game } = await gameOf(actor, input.brand, input.game);
      return limitsView(game, await bets.limitsOfGame(game.id));
    },

    /**
     * Sets or clears ('*' or a play's) limits row: null inherits, a row of nulls is removed. Every play's effective
     * minimum unit stake must stay at or below its maximum once the row is in place (400 invalid_input naming it).
     */
    async setLimits(
      actor: DeskActor,
      input: { brand: string; game: string; playCode: string; limits: NullableLimits },
    ) {
      const { brand, game } = await gameOf(actor, input.brand, input.game);
      const playCodes = playsOfFamily(game.family).map((rule) => rule.code as string);
      if (input.playCode !== '*' && !playCodes.includes(input.playCode)) {
        throw new DomainError('invalid_input', {
          details: [{ path: 'playCode', message: `not a play of ${game.family}` }],
        });
      }
      const values = {} as LimitColumns;
      for (const key of NAMES) {
        const value = input.limits[key];
        values[key] = value === null ? null : MONEY.includes(key) ? toUnits(value) : value;
      }
      const remove = NAMES.every((key) => values[key] === null);
      return deps.database.transaction(async (tx) => {
        await repo.lockGame(game.id, tx);
        const before = await bets.limitsOfGame(game.id, tx);
        const old = before.find((r) => r.playCode === input.playCode);
        const others = before.filter((r) => r.playCode !== input.playCode);
        const after = remove
          ? others
          : [...others, { ...(old ?? ({} as LotteryLimitRow)), ...values, playCode: input.playCode }];
        for (const playCode of ['*', ...playCodes]) {
          const effective = limitsOf(after, playCode);
          if (effective.unitStakeMin > effective.unitStakeMax) {
            throw new DomainError('invalid_input', {
              details: [
                {
                  path: 'limits.unitStakeMin',
                  message: `the minimum unit stake ${fromUnits(effective.unitStakeMin)} is above the maximum ${fromUnits(effective.unitStakeMax)} for ${playCode}`,
                },
              ],
            });
          }
        }
        if (remove) await repo.deleteLimits(game.id, input.playCode, tx);
        else await repo.setLimits(game.id, input.playCode, values, deps.clock.now(), tx);
        await audit.record(
          actor.audit,
          {
            action: 'lotteryDeskLimitSet',
            targetType: 'lottery_game',
            targetId: game.id,
            brandId: brand.id,
            before: { gameCode: game.gameCode, playCode: input.playCode, limits: old ? setOf(old) : null },
            after: { gameCode: game.gameCode, playCode: input.playCode, limits: remove ? null : input.limits },
          },
          tx,
        );
        return limitsView(game, await bets.limitsOfGame(game.id, tx));
      });
    },

    async oddsTables(actor: DeskActor, input: { brand: string; game: string }) {
      const { game } = await gameOf(actor, input.brand, input.game);
      return tablesView(game);
    },

    /**
     * Publishes a table play's odds for the game, or (null) goes back to the defaults. Bets placed before keep the
     * odds they recorded; settlement pays those (lottery-settlement.ts), never the table of the day.
     */
    async setOddsTable(
      actor: DeskActor,
      input: { brand: string; game: string; playCode: TablePlay; odds4: Record<string, number> | null },
    ) {
      const { brand, game } = await gameOf(actor, input.brand, input.game);
      const play = tablePlaysOf(game.family).find((p) => p.playCode === input.playCode);
      if (!play) {
        throw new DomainError('invalid_input', {
          details: [{ path: 'playCode', message: `not a table play of ${game.family}` }],
        });
      }
      const problem = input.odds4 === null ? null : tableProblem(play.keys, input.odds4);
      if (problem) throw new DomainError('invalid_input', { details: [problem] });
      return deps.database.transaction(async (tx) => {
        await repo.lockGame(game.id, tx);
        const old = (await repo.oddsTables(game.id, tx)).find((r) => r.playCode === input.playCode);
        if (input.odds4 === null) await repo.deleteOddsTable(game.id, input.playCode, tx);
        else {
          const odds4 = Object.fromEntries(play.keys.map((key) => [key, input.odds4?.[key] as number]));
          await repo.setOddsTable(
            {
              gameId: game.id,
              playCode: input.playCode,
              odds4,
              updatedBy: actor.audit.actor,
              updatedAt: deps.clock.now(),
            },
            tx,
          );
        }
        await audit.record(
          actor.audit,
          {
            action: 'lotteryDeskOddsTableSet',
            targetType: 'lottery_game',
            targetId: game.id,
            brandId: brand.id,
            before: { gameCode: game.gameCode, playCode: input.playCode, odds4: old?.odds4 ?? null },
            after: { gameCode: game.gameCode, playCode: input.playCode, odds4: input.odds4 },
          },
          tx,
        );
        return tablesView(game, tx);
      });
    },
  };
}
