import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('seals to a value that hides the secret and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open('PLAINLEGACY')).toBe('PLAINLEGACY');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });

  it('keeps the key in SECRET_KEY or in a private file of the data directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-key-'));
    const first = loadSecretKey({ secretKey: null, dataDir: dir, memory: false });
    expect(loadSecretKey({ secretKey: null, dataDir: dir, memory: false }).equals(first)).toBe(true);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(first.toString('base64'));
    const given = Buffer.alloc(32, 1).toString('base64');
    expect(loadSecretKey({ secretKey: given, dataDir: dir, memory: false }).toString('base64')).toBe(given);
    expect(() => loadSecretKey({ secretKey: 'c2hvcnQ=', dataDir: dir, memory: false })).toThrow('32 bytes');
  });
});
