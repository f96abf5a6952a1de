import { hashServerSeed } from '@wl/rules/fair';
import { describe, expect, it } from 'vitest';
import { newServerSeed } from './secrets.js';

describe('newServerSeed', () => {
  it('draws fresh 32-byte hex seeds', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
    expect(hashServerSeed(a)).not.toBe(hashServerSeed(newServerSeed()));
  });
});
