import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest encrypted (operators' TOTP secrets; later payment-channel keys): AES-256-GCM with a key
 * that never lives in the database, so a dump or backup of the database alone does not reveal them.
 * A sealed value reads `v1:<iv>:<ciphertext and tag>` (base64url).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value stored before sealing existed is answered as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

const PREFIX = 'v1:';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key is 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${iv.toString('base64url')}:${body.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [ivText, bodyText] = stored.slice(PREFIX.length).split(':');
      const iv = Buffer.from(ivText ?? '', 'base64url');
      const body = Buffer.from(bodyText ?? '', 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}

/**
 * The key: `SECRET_KEY` (32 bytes, base64) when set: every instance of a scaled-out install must share it. Else a
 * key file `secret.key` in the data directory, made on first start (one machine: the embedded database, or a
 * single server); a throw-away in-memory database gets a throw-away key.
 */
export function loadSecretKey(options: { secretKey: string | null; dataDir: string; memory: boolean }): Buffer {
  if (options.secretKey) {
    const key = Buffer.from(options.secretKey, 'base64');
    if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
    return key;
  }
  if (options.memory) return randomBytes(32);
  const file = path.join(options.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process made it first: read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return loadSecretKey({ secretKey: readFileSync(file, 'utf8').trim(), dataDir: options.dataDir, memory: false });
}
