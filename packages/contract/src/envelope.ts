import { z } from 'zod';

/**
 * Every response uses one envelope (design.md "The contract"):
 * `{ success: true, value }` or `{ success: false, code, message }`.
 */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const failEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Field-level details for invalid_input: which field failed and why. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Extra machine-readable data some errors carry (e.g. captcha: true after a failed login, spec 8). */
  value: z.unknown().optional(),
});

export type Ok<T> = { success: true; value: T };
export type Fail = z.infer<typeof failEnvelope>;
export type Envelope<T> = Ok<T> | Fail;
