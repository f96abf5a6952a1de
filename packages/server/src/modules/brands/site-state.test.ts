import { describe, expect, it } from 'vitest';
import { ipMatches, parseIpRule, siteState } from './site-state.js';

const brand = {
  maintenanceFrom: null as Date | null,
  maintenanceUntil: null as Date | null,
  blockedIps: [] as string[],
  blockedCountries: [] as string[],
};
const now = new Date('2026-01-01T00:00:00Z');
const visitor = { ip: '203.0.113.5', country: 'BD' };

describe('site state (spec 4)', () => {
  it('is normal without a window or block', () => {
    expect(siteState(brand, visitor, now)).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
    });
  });

  it('is in maintenance only inside the window', () => {
    const w = {
      ...brand,
      maintenanceFrom: new Date('2026-01-01T01:00:00Z'),
      maintenanceUntil: new Date('2026-01-01T02:00:00Z'),
    };
    expect(siteState(w, visitor, now).status).toBe(0);
    expect(siteState(w, visitor, new Date('2026-01-01T01:00:00Z'))).toMatchObject({
      status: 1,
      maintenanceEnd: w.maintenanceUntil,
    });
    expect(siteState(w, visitor, new Date('2026-01-01T02:00:00Z')).status).toBe(0);
  });

  it('blocks by country case-insensitively, and maintenance wins', () => {
    expect(siteState({ ...brand, blockedCountries: ['BD'] }, { ...visitor, country: 'bd' }, now).status).toBe(2);
    expect(siteState({ ...brand, blockedCountries: ['BD'] }, { ...visitor, country: null }, now).status).toBe(0);
    expect(siteState({ ...brand, blockedCountries: ['BD'], maintenanceFrom: now }, visitor, now)).toMatchObject({
      status: 1,
      regionRestriction: true,
    });
  });

  it('matches addresses and CIDR ranges of both families', () => {
    expect(ipMatches('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipMatches('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(ipMatches('2001:db9::5', ['2001:db8::/32'])).toBe(false);
    expect(ipMatches('192.0.2.1', ['192.0.2.1'])).toBe(true);
    expect(ipMatches('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });

  it('rejects malformed rules', () => {
    expect(parseIpRule('10.0.0.0/33')).toBeNull();
    expect(parseIpRule('10.0.0/8')).toBeNull();
    expect(parseIpRule('abc')).toBeNull();
    expect(parseIpRule('10.0.0.0/x')).toBeNull();
    expect(parseIpRule('::1/128')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });
});
