import { CONSTANTS } from '@wl/contract/constants';
import type { GameMenu, VendorCard } from '@wl/contract/schemas';

/** The vendor's display name: its own name when it has one, else the account type or code. */
export const vendorName = (card: VendorCard): string => card.name || card.accountTypeName || card.vassalage;

/** Navigation label of each category (spec 1 categories). */
export const CATEGORY_LABELS: Record<string, string> = {
  LOTT: 'nav_lottery',
  ELOTT: 'nav_elottery',
  LIVE: 'nav_live',
  RNG: 'nav_slots',
  FISH: 'nav_fish',
  PVP: 'nav_pvp',
  SPORTS: 'nav_sports',
  ESPORTS: 'nav_esports',
  COCKFIGHT: 'nav_cockfight',
};

/** Category pages (spec 2 "Category pages"); lottery categories are routed by vendor instead. */
export const CATEGORY_ROUTES: Record<string, string> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};

/** Categories whose page is a game centre of vendor lobbies rather than a list of games. */
export const CENTRE_CATEGORIES: readonly string[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

const LOTTERY = CONSTANTS.lotteryRoutingVendors;
const isLottery = (type: string) => type === 'LOTT' || type === 'ELOTT';

/** Spec 2: lottery goes to /vnLottery, /seaLottery or /lottery depending on the first vendor. */
export function lotteryPathOf(cards: readonly VendorCard[]): string {
  const first = cards[0];
  const codes = [first?.vassalage, first?.accountTypeName].map((c) => c?.toUpperCase());
  if (codes.includes(LOTTERY.vn)) return '/vnLottery';
  if (codes.includes(LOTTERY.sea)) return '/seaLottery';
  return '/lottery';
}

/** What a navigation entry does: open a page, or launch a vendor's game directly. */
export type NavAction = { kind: 'link'; to: string } | { kind: 'launch'; card: VendorCard };

/** Spec 2 "Top navigation" click rules for a category entry; null for a category this site has no page for. */
export function categoryAction(menu: GameMenu): NavAction | null {
  const type = menu.gameClassify.toUpperCase();
  if (isLottery(type)) return { kind: 'link', to: lotteryPathOf(menu.cards) };
  const first = menu.cards[0];
  if (type === 'COCKFIGHT' && first) return { kind: 'launch', card: first };
  const to = CATEGORY_ROUTES[type];
  return to ? { kind: 'link', to } : null;
}

/**
 * A vendor of a category's drop menu: game-centre vendors launch their lobby, lottery vendors open their lottery
 * page, the in-house vendor has its own page (/inHouse), the others open the category list filtered by vendor.
 */
export function vendorAction(card: VendorCard, category: string): NavAction {
  const type = category.toUpperCase();
  if (isLottery(type)) return { kind: 'link', to: lotteryPathOf([card]) };
  if (CENTRE_CATEGORIES.includes(type)) return { kind: 'launch', card };
  if (card.vassalage.toUpperCase() === CONSTANTS.inHouseVendor) return { kind: 'link', to: '/inHouse' };
  const base = CATEGORY_ROUTES[type] ?? '/hot';
  return { kind: 'link', to: `${base}?vassalage=${encodeURIComponent(card.vassalage)}` };
}

/** Spec 2: the optional top-level entry of the U9W sports vendor, which launches directly. */
export const U9W_VENDOR = 'U9W';

export function u9wCard(menus: readonly GameMenu[]): VendorCard | null {
  for (const menu of menus) {
    if (menu.gameClassify.toUpperCase() !== 'SPORTS') continue;
    const card = menu.cards.find((c) => c.vassalage.toUpperCase() === U9W_VENDOR);
    if (card) return card;
  }
  return null;
}

/** Every game type a vendor offers, in menu order (a vendor appears once per category it has games in). */
export function vendorTypes(menus: readonly GameMenu[], vassalage: string): string[] {
  const code = vassalage.toUpperCase();
  const types: string[] = [];
  for (const menu of menus) {
    for (const card of menu.cards) {
      if (card.vassalage.toUpperCase() === code && !types.includes(card.gameType)) types.push(card.gameType);
    }
  }
  return types;
}

/** Every vendor card of the menus, once per vendor code. */
export function allVendors(menus: readonly GameMenu[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const menu of menus)
    for (const card of menu.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card);
  return [...seen.values()];
}
