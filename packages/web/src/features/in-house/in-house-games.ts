import { type DiceParams, playDice } from './dice-rules';
import { MINES_TILES, type MinesParams, playMines } from './mines-rules';
import { isPlinkoRisk, isPlinkoRows, type PlinkoParams, playPlinko } from './plinko-rules';
import { playSlot } from './slot-rules';

/** The in-house (vendor BGS) games, by the code in the launch URL `/play/bgs/<code>`. */
export const IN_HOUSE_GAME_CODES = ['dice', 'mines', 'plinko', 'slot'] as const;
export type InHouseGameCode = (typeof IN_HOUSE_GAME_CODES)[number];

export function isInHouseGameCode(value: unknown): value is InHouseGameCode {
  return (IN_HOUSE_GAME_CODES as readonly unknown[]).includes(value);
}

export type GameParams =
  | { game: 'dice'; params: DiceParams }
  | { game: 'mines'; params: MinesParams }
  | { game: 'plinko'; params: PlinkoParams }
  | { game: 'slot'; params: Record<string, never> };

/** The params a fresh game starts with (the server's defaults; mines needs at least one pick of its own). */
export const DEFAULT_PARAMS: Record<InHouseGameCode, Record<string, unknown>> = {
  dice: { target: 50, over: true },
  mines: { mines: 3, picks: [0] },
  plinko: { rows: 16, risk: 'medium' },
  slot: {},
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's params schemas, with their defaults, for the browser's own recomputation; null when invalid. */
export function parseParams(game: InHouseGameCode, raw: unknown): GameParams | null {
  if (!isRecord(raw)) return null;
  switch (game) {
    case 'dice': {
      const target = raw.target ?? 50;
      const over = raw.over ?? true;
      if (typeof target !== 'number' || target < 1 || target > 98.99 || typeof over !== 'boolean') return null;
      return { game, params: { target, over } };
    }
    case 'mines': {
      const mines = raw.mines ?? 3;
      const picks = raw.picks;
      if (!Number.isInteger(mines) || (mines as number) < 1 || (mines as number) > 24 || !Array.isArray(picks))
        return null;
      const tiles = picks.filter((p): p is number => Number.isInteger(p) && p >= 0 && p < MINES_TILES);
      if (tiles.length !== picks.length || tiles.length < 1 || new Set(tiles).size !== tiles.length) return null;
      if (tiles.length > MINES_TILES - (mines as number)) return null;
      return { game, params: { mines: mines as number, picks: tiles } };
    }
    case 'plinko': {
      const rows = raw.rows ?? 16;
      const risk = raw.risk ?? 'medium';
      if (!isPlinkoRows(rows) || !isPlinkoRisk(risk)) return null;
      return { game, params: { rows, risk } };
    }
    case 'slot':
      return { game, params: {} };
  }
}

export function floatsNeeded(p: GameParams): number {
  switch (p.game) {
    case 'dice':
      return 1;
    case 'mines':
      return MINES_TILES - 1;
    case 'plinko':
      return p.params.rows;
    case 'slot':
      return 5;
  }
}

export function playLocally(p: GameParams, floats: readonly number[]): { multiplier: number; outcome: unknown } {
  switch (p.game) {
    case 'dice':
      return playDice(floats, p.params);
    case 'mines':
      return playMines(floats, p.params);
    case 'plinko':
      return playPlinko(floats, p.params);
    case 'slot':
      return playSlot(floats);
  }
}

/** JSON with sorted keys, to compare two outcomes whatever order their keys came in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
