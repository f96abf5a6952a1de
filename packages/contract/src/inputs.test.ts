import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_AMOUNT } from './constants.js';
import { dateText, id, int, isStorableText, MAX_INT, money, storableText, text } from './inputs.js';
import { OPERATOR_ROUTE_LIST } from './operator-routes.js';
import { ROUTE_LIST } from './routes.js';

describe('shared input rules', () => {
  it('text refuses NUL bytes and lone surrogates, and keeps every other character', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uD800y', 'x\uDC00', '\uDC00\uD800']) {
      expect(isStorableText(bad)).toBe(false);
      expect(text().safeParse(bad).success).toBe(false);
    }
    for (const good of ['', 'player01', 'Nguyễn Văn A', '😀 emoji pair', '\uD83D\uDE00', 'tab\tand\nnewline']) {
      expect(text().safeParse(good).success).toBe(true);
    }
    // The rule survives the usual chaining.
    expect(text().trim().max(10).safeParse(' a\u0000 ').success).toBe(false);
    expect(text().trim().max(10).parse(' ab ')).toBe('ab');
  });

  it('ids and whole numbers stay within PostgreSQL integer', () => {
    expect(id().parse('2147483647')).toBe(MAX_INT);
    for (const bad of ['2147483648', 2147483648, 0, -1, 1.5, '1e20', 'abc'])
      expect(id().safeParse(bad).success).toBe(false);
    expect(int().parse('0')).toBe(0);
    expect(int().safeParse(2 ** 31).success).toBe(false);
    expect(int(1).safeParse(0).success).toBe(false);
  });

  it('dates are real days from 1900 to 2100', () => {
    for (const good of ['1900-01-01', '2026-02-28', '2024-02-29', '2100-12-31']) {
      expect(dateText().safeParse(good).success).toBe(true);
    }
    for (const bad of [
      '0000-01-01',
      '9999-12-31',
      '1899-12-31',
      '2101-01-01',
      '2026-02-30',
      '2026-13-01',
      '2026-1-1',
    ]) {
      expect(dateText().safeParse(bad).success).toBe(false);
    }
  });

  it('amounts are positive, within MAX_AMOUNT and have 4 decimals at most', () => {
    for (const good of [0.0001, 1, 1234.5678, MAX_AMOUNT]) expect(money().safeParse(good).success).toBe(true);
    for (const bad of [0, -1, 1e12, MAX_AMOUNT + 1, 1.00001, Number.NaN, Number.POSITIVE_INFINITY, '5']) {
      expect(money().safeParse(bad).success).toBe(false);
    }
  });

  it('refuses amounts below one ledger unit, which would round to nothing (1e-11 is not "4 decimals at most")', () => {
    for (const bad of [1e-11, 1e-20, 0.00004, Number.MIN_VALUE]) expect(money().safeParse(bad).success).toBe(false);
  });
});

type Leaf = { path: string; schema: z.ZodType };

/** The leaves of a request schema (strings, numbers, enums...), through objects, arrays, records and wrappers. */
function leaves(schema: z.ZodType, path: string): Leaf[] {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string, at = path) => leaves(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        leaves(value, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return [...inner('keyType', `${path}{key}`), ...inner('valueType', `${path}{}`)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => leaves(option, path));
    case 'pipe':
      return inner('in');
    default:
      return [{ path, schema }];
  }
}

describe('every request of the route tables (members and operators) follows the shared input rules', () => {
  const all = [...ROUTE_LIST, ...OPERATOR_ROUTE_LIST].flatMap((route) => leaves(route.request, route.name));

  it('finds the fields it checks', () => {
    expect(all.filter((leaf) => leaf.schema.def.type === 'string').length).toBeGreaterThan(50);
  });

  it('every string is a text() input (no NUL, no lone surrogate)', () => {
    const loose = all
      .filter(({ schema }) => schema.def.type === 'string')
      .filter(({ schema }) => !((schema.def as { checks?: unknown[] }).checks ?? []).includes(storableText))
      .map(({ path }) => path);
    expect(loose).toEqual([]);
  });

  it('every number has a ceiling, and a whole number fits PostgreSQL integer', () => {
    const loose = all
      .filter(({ schema }) => schema.def.type === 'number')
      .filter(({ schema }) => {
        const n = schema as z.ZodNumber;
        const max = n.maxValue ?? Number.POSITIVE_INFINITY;
        return n.isInt ? max > MAX_INT : max > MAX_AMOUNT;
      })
      .map(({ path }) => path);
    expect(loose).toEqual([]);
  });
});
