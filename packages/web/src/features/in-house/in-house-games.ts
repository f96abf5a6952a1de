import type { InHouseGameCode } from '@wl/rules/in-house/in-house-game';

/** The params the verify form starts with (the server's defaults; mines needs at least one pick of its own). */
export const DEFAULT_PARAMS: Record<InHouseGameCode, Record<string, unknown>> = {
  dice: { target: 50, over: true },
  mines: { mines: 3, picks: [0] },
  plinko: { rows: 16, risk: 'medium' },
  slot: {},
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
