import type { PublicJwk } from '@wl/contract/schemas';
import * as jose from 'jose';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../lib/errors.js';
import { insertServerKey, newestServerKey } from './server-key-repo.js';

const ALG = 'RSA-OAEP-256';
const ENC = 'A256GCM';

export interface PayloadKeys {
  publicJwk: PublicJwk;
  /** Decrypts a compact JWE made with publicJwk; throws decryption_failed on anything else. */
  decrypt(compact: string): Promise<unknown>;
}

/**
 * The RSA key pair for encrypted payloads (design.md "The contract"). It lives in the database so every
 * instance uses the same key; the first instance to start makes it.
 */
export async function loadPayloadKeys(db: Db): Promise<PayloadKeys> {
  let row = await newestServerKey(db);
  if (!row) {
    const { publicKey, privateKey } = await jose.generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
    const publicJwk = await jose.exportJWK(publicKey);
    const privateJwk = await jose.exportJWK(privateKey);
    const kid = await jose.calculateJwkThumbprint(publicJwk);
    await insertServerKey(db, { kid, publicJwk: { ...publicJwk }, privateJwk: { ...privateJwk } });
    row = await newestServerKey(db);
    if (!row) throw new Error('payload key could not be stored');
  }
  const privateKey = await jose.importJWK(row.privateJwk as jose.JWK, ALG);
  const pub = row.publicJwk as { n: string; e: string };
  return {
    publicJwk: { kty: 'RSA', n: pub.n, e: pub.e, kid: row.kid, alg: ALG, use: 'enc' },
    async decrypt(compact) {
      try {
        const { plaintext } = await jose.compactDecrypt(compact, privateKey, {
          keyManagementAlgorithms: [ALG],
          contentEncryptionAlgorithms: [ENC],
        });
        return JSON.parse(new TextDecoder().decode(plaintext));
      } catch {
        throw new DomainError('decryption_failed');
      }
    },
  };
}

/** What a client does: encrypt a JSON payload for the server's public key. Used by tests and tools. */
export async function encryptPayload(publicJwk: PublicJwk, payload: unknown): Promise<string> {
  const key = await jose.importJWK(publicJwk, ALG);
  return new jose.CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: publicJwk.kid })
    .encrypt(key);
}
