import type { Brand } from './brand.js';

/** Spec 3: a member's type is compared with the brand's agent-type and trial-type lists. */
export function isAgent(brand: Pick<Brand, 'agentTypes'>, type: number): boolean {
  return brand.agentTypes.includes(type);
}

export function isTrial(brand: Pick<Brand, 'trialTypes'>, type: number): boolean {
  return brand.trialTypes.includes(type);
}

/** Types that may log in to the players' site at all (spec 6 member_no_enter for the rest). */
export function mayEnter(brand: Pick<Brand, 'memberTypes' | 'agentTypes' | 'trialTypes'>, type: number): boolean {
  return brand.memberTypes.includes(type) || isAgent(brand, type) || isTrial(brand, type);
}
