import { stdSerializers } from 'pino';

/** Fields of database errors that carry row values: a query's parameters, PostgreSQL's "Failing row contains". */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/** `params: …` as drizzle writes it into a failed query's message (and so into its stack). */
function paramTexts(err: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { params, cause } = current as { params?: unknown; cause?: unknown };
    if (params !== undefined) texts.push(`\nparams: ${String(params)}`);
    current = cause;
  }
  return texts;
}

function scrub(value: unknown, texts: string[]): unknown {
  if (typeof value === 'string') return texts.reduce((s, t) => s.replaceAll(t, ''), value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, texts));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!VALUE_FIELDS.has(key)) out[key] = scrub(v, texts);
  return out;
}

/**
 * The logger's `err` serializer: pino's, minus the values a failed query carried. Parameters hold what members typed
 * and what we derive from it (a password's argon2id hash), and logs are read by more people than the database is.
 */
export function errorForLog(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return scrub(stdSerializers.err(err), paramTexts(err)) as ReturnType<typeof errorForLog>;
}
