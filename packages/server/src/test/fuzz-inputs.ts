import type { RouteDef } from '@wl/contract/route-def';
import { z } from 'zod';

/**
 * Malformed inputs for any route of the contract: built from the route's request schema, so a route added later is
 * covered without a line of test code. Each case is what an attacker or a broken client would send: wrong types,
 * missing and extra fields, huge strings, deep nesting, NUL and lone surrogates, SQL and template injection,
 * prototype-pollution keys, out-of-range numbers and dates, wrong content types.
 */

export interface FuzzCase {
  label: string;
  /** For query routes: the raw query string (without `?`). */
  query?: string;
  /** For body routes: the raw body bytes and their content type. */
  body?: string;
  contentType?: string;
  /** For encrypted routes: a payload to encrypt properly (the schema is then what refuses it). */
  encrypt?: unknown;
}

/** Values that are wrong for almost any field, by type or by content. */
export const BAD_VALUES: ReadonlyArray<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['number', 12345],
  ['negative', -1],
  ['float', 0.5],
  ['huge number', 1e308],
  ['int32 overflow', 2_147_483_648],
  ['unsafe integer', 2 ** 53 + 1],
  ['empty string', ''],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'x\ud800y'],
  ['lone low surrogate', '\udc00'],
  ['SQL injection', "' OR 1=1; DROP TABLE members; --"],
  ['SQL comment', '1/**/UNION/**/SELECT/**/password_hash/**/FROM/**/members'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  ['template', '{{7*7}}${7*7}<%= 7*7 %>#{7*7}'],
  ['html', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['path', '../../../../etc/passwd'],
  ['huge string', 'A'.repeat(200_000)],
  ['date zero', '0000-01-01'],
  ['date far', '9999-12-31'],
  ['date garbage', '2026-13-45T99:99:99Z'],
  ['array', ['a', 1, null]],
  ['object', { $gt: '' }],
  ['proto object', JSON.parse('{"__proto__":{"polluted":true}}')],
  ['deep', nest(200)],
  ['unicode', '\u202e\ufeff\u200b💥'],
  ['numeric string', '99999999999999999999999'],
];

function nest(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** The field names a request schema knows (an object schema's shape), so each can be attacked in turn. */
export function fieldsOf(schema: z.ZodType): string[] {
  let s: z.ZodType = schema;
  // Unwrap pipes, defaults and optionals to reach an object shape when there is one.
  for (let i = 0; i < 5; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    const def = (s as unknown as { _zod?: { def?: { in?: z.ZodType; innerType?: z.ZodType } } })._zod?.def;
    const next = def?.in ?? def?.innerType;
    if (!next) break;
    s = next;
  }
  return [];
}

const encodeQuery = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

/** A string form of a bad value, for query strings (where everything is text). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** Every malformed input for one route: at least 50. */
export function fuzzCases(def: RouteDef): FuzzCase[] {
  const fields = fieldsOf(def.request);
  const cases: FuzzCase[] = [];
  const inQuery = def.method === 'GET' || def.method === 'DELETE';
  // The schema's own fields, and one it does not know (extra input must be ignored or refused, never trusted).
  const targets = [...(fields.length > 0 ? fields : ['id', 'value']), 'unexpectedField'];
  if (inQuery) {
    for (const field of targets) {
      for (const [label, value] of BAD_VALUES) {
        // encodeURIComponent throws on lone surrogates: send the raw percent bytes of a broken UTF-8 sequence.
        const text = asText(value);
        const query = /[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))
          ? `${encodeURIComponent(field)}=%ED%A0%80`
          : encodeQuery({ [field]: text });
        cases.push({ label: `${field}: ${label}`, query });
      }
      cases.push({ label: `${field}: repeated`, query: `${field}=1&${field}=2&${field}[]=3` });
      cases.push({ label: `${field}: bracket object`, query: `${field}[__proto__][x]=1&${field}[a][b][c]=1` });
      cases.push({ label: `${field}: bad percent`, query: `${field}=%zz%` });
    }
    cases.push({ label: 'proto keys', query: '__proto__[polluted]=1&constructor[prototype][polluted]=1' });
    cases.push({ label: 'many params', query: Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&') });
    return cases;
  }
  const bodies: Array<[string, unknown]> = [];
  for (const field of targets) {
    for (const [label, value] of BAD_VALUES) bodies.push([`${field}: ${label}`, { [field]: value }]);
  }
  bodies.push(['missing everything', {}]);
  bodies.push(['extra fields', { ...Object.fromEntries(targets.map((f) => [f, 'x'])), isAdmin: true, role: 'root' }]);
  bodies.push(['array body', [1, 2, 3]]);
  bodies.push(['string body', 'hello']);
  bodies.push(['number body', 42]);
  bodies.push(['null body', null]);
  bodies.push(['deep body', nest(1000)]);
  for (const [label, value] of bodies) {
    if (def.encrypted) {
      cases.push({ label: `encrypted ${label}`, encrypt: value });
    } else {
      cases.push({ label, body: JSON.stringify(value), contentType: 'application/json' });
    }
  }
  // Raw bytes that no JSON parser accepts, and the wrong content types.
  const raw: Array<[string, string, string]> = [
    ['broken JSON', '{"a":', 'application/json'],
    ['proto JSON', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', 'application/json'],
    ['NUL in JSON', '{"a":"\\u0000"}', 'application/json'],
    ['lone surrogate escape', '{"a":"\\ud800"}', 'application/json'],
    ['text/plain', 'username=x', 'text/plain'],
    ['xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', 'application/xml'],
    ['form', 'a=1&a=2&__proto__[x]=1', 'application/x-www-form-urlencoded'],
    [
      'multipart garbage',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--',
      'multipart/form-data; boundary=b',
    ],
    ['charset lie', '{"a":"\u00ff"}', 'application/json; charset=utf-16'],
  ];
  for (const [label, body, contentType] of raw) cases.push({ label, body, contentType });
  if (def.encrypted) {
    const jwe = (parts: string[]) => JSON.stringify({ value: parts.join('.') });
    cases.push({
      label: 'plain payload on E call',
      body: JSON.stringify({ username: 'x' }),
      contentType: 'application/json',
    });
    cases.push({ label: 'bad JWE', body: jwe(['a', 'b', 'c', 'd', 'e']), contentType: 'application/json' });
    cases.push({
      label: 'JWE of garbage base64',
      body: jwe(['eyJhbGciOiJub25lIn0', '', '', '', '']),
      contentType: 'application/json',
    });
    cases.push({
      label: 'JWE huge',
      body: jwe(['A'.repeat(100_000), 'b', 'c', 'd', 'e']),
      contentType: 'application/json',
    });
    cases.push({ label: 'JWE not string', body: JSON.stringify({ value: { a: 1 } }), contentType: 'application/json' });
  }
  return cases;
}

/** What an answer must never show: a stack, SQL, a file path of the server. */
export function leaks(body: string): string | null {
  const checks: Array<[string, RegExp]> = [
    ['stack', /\bat\s+\S+\s+\(|\n\s+at\s/],
    ['source path', /\/(work|home|root|usr|app|src|node_modules)\/|\.(ts|js|mjs):\d+/],
    [
      'SQL',
      /\b(select\s+.+\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from|syntax error at|violates\s+\w+\s+constraint|duplicate key value)\b/i,
    ],
    ['driver', /\b(drizzle|pglite|node-postgres|PostgresError|ZodError|SyntaxError: Unexpected)\b/],
  ];
  for (const [name, re] of checks) if (re.test(body)) return name;
  return null;
}

/** Numbers at the edges of what amounts, multiples, counts and ids may be (for fields deep inside valid input). */
export const EDGE_NUMBERS: ReadonlyArray<[string, unknown]> = [
  ['zero', 0],
  ['below one ledger unit', 1e-11],
  ['smallest number', Number.MIN_VALUE],
  ['five decimals', 1.00001],
  ['a trillion', 1e12],
  ['int32 max', 2_147_483_647],
  ['beyond safe integers', 2 ** 53 + 2],
  ['negative huge', -1e308],
];

type Path = ReadonlyArray<string | number>;

/** Every path inside a value (object fields, and the first two elements of arrays), the root excluded. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) {
    value.slice(0, 2).forEach((v, i) => {
      out.push(...pathsOf(v, [...at, i]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  }
  return out;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);
}

function withValue(example: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/**
 * Valid-looking input with one nested field broken at a time: for each path of `example` (fields, array elements),
 * every bad value and edge number in its place, and for arrays also an empty one, one of 10,001 copies of its first
 * element (huge selections, thousands of items) and one of nulls. Reaches the handler's own checks, which the
 * top-level cases of `fuzzCases` stop short of when a route needs several fields right.
 */
export function nestedCases(example: unknown): Array<[string, unknown]> {
  const cases: Array<[string, unknown]> = [];
  for (const path of pathsOf(example)) {
    const name = path.join('.');
    for (const [label, bad] of [...BAD_VALUES, ...EDGE_NUMBERS])
      cases.push([`${name}: ${label}`, withValue(example, path, bad)]);
    const current = valueAt(example, path);
    if (Array.isArray(current)) {
      cases.push([`${name}: empty array`, withValue(example, path, [])]);
      cases.push([`${name}: 10,001 copies`, withValue(example, path, Array(10_001).fill(current[0] ?? 'x'))]);
      cases.push([`${name}: nulls`, withValue(example, path, [null, null])]);
    }
  }
  return cases;
}
