import { describe, expect, it } from 'vitest';
import { brandsGrantable, mayChange, rolesGrantable, scopeProblem } from './operator-rules';

const owner = { id: 1, role: 'owner' as const, allBrands: true, brands: [] };
const admin = { id: 2, role: 'admin' as const, allBrands: true, brands: [] };
const scopedAdmin = { id: 3, role: 'admin' as const, allBrands: false, brands: ['aurora'] };

describe('the operators desk rules', () => {
  it('offers the owner role to owners only', () => {
    expect(rolesGrantable(owner)).toContain('owner');
    expect(rolesGrantable(admin)).not.toContain('owner');
    expect(rolesGrantable(admin)).toContain('support');
  });

  it('offers no brand beyond the operator’s own scope', () => {
    expect(brandsGrantable(owner, ['aurora', 'bengal'])).toEqual({ allBrands: true, brands: ['aurora', 'bengal'] });
    expect(brandsGrantable(scopedAdmin, ['aurora', 'bengal'])).toEqual({ allBrands: false, brands: ['aurora'] });
  });

  it('lets nobody change themselves, an owner only by an owner, and a scoped operator only within scope', () => {
    const support = { id: 9, role: 'support' as const, allBrands: false, brands: ['aurora'] };
    expect(mayChange(admin, admin)).toBe(false);
    expect(mayChange(admin, { ...owner, id: 8 })).toBe(false);
    expect(mayChange(owner, { ...owner, id: 8 })).toBe(true);
    expect(mayChange(scopedAdmin, support)).toBe(true);
    expect(mayChange(scopedAdmin, { ...support, brands: ['aurora', 'bengal'] })).toBe(false);
    expect(mayChange(scopedAdmin, { ...support, allBrands: true, brands: [] })).toBe(false);
  });

  it('wants every brand or at least one', () => {
    expect(scopeProblem({ allBrands: false, brands: [] })).toBe('choose_a_brand');
    expect(scopeProblem({ allBrands: true, brands: [] })).toBeNull();
    expect(scopeProblem({ allBrands: false, brands: ['aurora'] })).toBeNull();
  });
});
