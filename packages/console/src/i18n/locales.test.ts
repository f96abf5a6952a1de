import { ERROR_CODES } from '@wl/contract/error-codes';
import { CAPABILITIES } from '@wl/contract/operator-capabilities';
import { describe, expect, it } from 'vitest';
import cn from './locales/CN.json';
import en from './locales/EN.json';

const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe("the console's locale files", () => {
  it('EN translates every contract error code (errors are shown by their code)', () => {
    for (const code of [...ERROR_CODES, 'network_error']) expect(en, code).toHaveProperty(code);
  });

  it('EN names every capability (the roles page shows each by its name)', () => {
    for (const capability of CAPABILITIES) expect(en).toHaveProperty(`cap_${capability.replace('.', '_')}`);
  });

  it('CN translates every English key, with the same placeholders', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      const translated = (cn as Record<string, string>)[key] ?? '';
      expect(translated, key).toBeTruthy();
      expect(placeholders(translated), key).toEqual(placeholders(value));
    }
  });
});
