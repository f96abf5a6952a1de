import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createOperatorRepo } from './operator-repo.js';

/**
 * Seals every TOTP secret still stored plain (the demo operators' seed, or rows saved before sealing existed);
 * run at start after the seed. Idempotent, and safe from several instances at once.
 */
export async function sealPlainTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  const repo = createOperatorRepo(db);
  const plain = await repo.withPlainTotpSecrets();
  for (const row of plain) await repo.sealTotpSecret(row.id, row.totpSecret, box.seal(row.totpSecret));
  return plain.length;
}
