import { describe, expect, it } from 'vitest';
import { domainProblem, fromLocalInput, maintenanceWindow, splitList, toLocalInput } from './brand-form';

describe('the brand page form', () => {
  it('splits lists typed by line or comma, upper-casing countries', () => {
    expect(splitList('10.0.0.0/8, 192.0.2.1\n\n192.0.2.1')).toEqual(['10.0.0.0/8', '192.0.2.1']);
    expect(splitList('us, gb\nUS', true)).toEqual(['US', 'GB']);
    expect(splitList('  ')).toEqual([]);
  });

  it('turns datetime-local values into ISO times and back', () => {
    const iso = fromLocalInput('2026-06-01T14:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-06-01T14:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('accepts a window whose end is after its start (now when none), refuses one that is not', () => {
    const now = new Date('2026-06-01T12:00:00');
    expect(maintenanceWindow('', '', now)).toEqual({ until: null });
    expect(maintenanceWindow('', '2026-06-01T13:00', now)).toEqual({ until: fromLocalInput('2026-06-01T13:00') });
    expect(maintenanceWindow('', '2026-06-01T11:00', now)).toBeNull();
    expect(maintenanceWindow('2026-06-02T10:00', '2026-06-02T09:00', now)).toBeNull();
    expect(maintenanceWindow('2026-06-02T10:00', '', now)).toEqual({
      from: fromLocalInput('2026-06-02T10:00'),
      until: null,
    });
  });

  it('wants exactly one main domain, a player site, and no domain twice', () => {
    const main = { domain: 'a.example', siteType: 'member' as const, isMain: true };
    expect(domainProblem([main, { domain: 'agent.a.example', siteType: 'agent', isMain: false }])).toBeNull();
    expect(domainProblem([{ ...main, isMain: false }])).toBe('domain_one_main');
    expect(domainProblem([{ ...main, siteType: 'agent' }])).toBe('domain_one_main');
    expect(domainProblem([main, { ...main, domain: 'A.example', isMain: false }])).toBe('domain_twice');
  });
});
