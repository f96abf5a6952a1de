import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@wl/contract/languages';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const read = (code: string) =>
  JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const en = read('EN');
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('locale files', () => {
  for (const code of LANGUAGE_CODES.filter((c) => c !== 'EN')) {
    it(`${code} translates every English key with the same placeholders`, () => {
      const t = read(code);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(t[key], `${code}.${key}`).toBeTruthy();
        expect(placeholders(t[key] ?? ''), `${code}.${key}`).toEqual(placeholders(value));
      }
    });
  }
});
