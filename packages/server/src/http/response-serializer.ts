import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites the unions zod emits for nullable and literal-union fields into the plain `type` arrays and `enum`s
 * fast-json-stringify writes directly: an `anyOf` would be decided by running a validator on every value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Validation-only keywords: the serializer ignores them, and the contract already holds them.
    if (key === '$schema' || key === 'propertyNames' || key === 'pattern') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf) || !anyOf.every(isObject)) return out;
  const { anyOf: _, ...rest } = out;
  const options = anyOf as JsonSchema[];
  const nonNull = options.filter((o) => o.type !== 'null');
  // X | null, X having one plain type: { ...X, type: [X.type, 'null'] }.
  const single = nonNull[0];
  if (
    nonNull.length === 1 &&
    options.length === 2 &&
    single &&
    typeof single.type === 'string' &&
    !('anyOf' in single) &&
    !('const' in single)
  ) {
    return { ...rest, ...single, type: [single.type, 'null'] };
  }
  // 0 | 1 | 2: one enum of the literals' values.
  const types = new Set(options.map((o) => o.type));
  if (options.every((o) => 'const' in o) && types.size === 1) {
    return { ...rest, type: options[0]?.type, enum: options.map((o) => o.const) };
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a zod schema: its output shape, unions flattened. */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })) as JsonSchema;
}

/**
 * A compiled serializer of the contract's response schema (design.md "The contract"): the answer is written by
 * fast-json-stringify from the schema instead of being parsed by zod and then stringified. Like zod's parse, it writes
 * only the fields the schema names, so a field a handler adds by mistake never leaves the server. With `check`, the
 * value is first checked against the zod schema (the tests run so, to catch a handler that drifted from its contract).
 */
export function compileSerializer(schema: z.ZodType, check = false): (value: unknown) => string {
  const write = fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  if (!check) return write;
  return (value) => write(schema.parse(value));
}
