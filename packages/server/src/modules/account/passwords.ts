import { hash, verify } from '@node-rs/argon2';

/** OWASP ASVS argon2id parameters (design.md "Stack"): 19 MiB, 2 passes, 1 lane. */
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** Hashed once at start: checking an unknown account against it costs what checking a real one does. */
let dummy: Promise<string> | null = null;

/**
 * Verifies `password` against `stored`; with no stored hash (unknown account, account without a password) it
 * still does the full argon2 work, so the answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
