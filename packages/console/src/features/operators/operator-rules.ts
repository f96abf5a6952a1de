import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { OPERATOR_ROLES } from '@wl/contract/operator-capabilities';

/** The signed-in operator, as the rules need them. */
export interface Me {
  id: number;
  role: OperatorRole;
  allBrands: boolean;
  brands: string[];
}
/** An operator of the list. */
export interface Target {
  id: number;
  role: OperatorRole;
  allBrands: boolean;
  brands: string[];
}

/**
 * The operators desk's rules as the console shows them (the server enforces them): nobody changes their own role or
 * disables themselves; only an owner makes or changes an owner; an operator scoped to brands grants none beyond.
 */
export function rolesGrantable(me: Me): OperatorRole[] {
  return OPERATOR_ROLES.filter((r) => r !== 'owner' || me.role === 'owner');
}

export function brandsGrantable(me: Me, allBrandCodes: string[]): { allBrands: boolean; brands: string[] } {
  return me.allBrands ? { allBrands: true, brands: allBrandCodes } : { allBrands: false, brands: me.brands };
}

export function mayChange(me: Me, target: Target): boolean {
  if (target.id === me.id) return false;
  if (target.role === 'owner' && me.role !== 'owner') return false;
  if (me.allBrands) return true;
  return !target.allBrands && target.brands.every((b) => me.brands.includes(b));
}

/** A scope to submit: every brand, or at least one. */
export function scopeProblem(scope: { allBrands: boolean; brands: string[] }): 'choose_a_brand' | null {
  return scope.allBrands || scope.brands.length > 0 ? null : 'choose_a_brand';
}
