import type { ComponentType } from 'react';
import { LOTTERY_PAGE_TITLES, type LotteryPath } from '../lib/lottery-pages';
import {
  CardsIcon,
  CockfightIcon,
  EsportsIcon,
  FishIcon,
  HotIcon,
  type IconProps,
  InHouseIcon,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SportsIcon,
} from './icon';

export interface CategoryLink {
  id: string;
  labelKey: string;
  to: string;
  Icon: ComponentType<IconProps>;
}

/**
 * One entry per game category, the lottery's as one entry per lottery page with games (spec 2: lottery goes to
 * /vnLottery, /seaLottery or /lottery), so the Vietnamese and SEA lotteries are reached from the home page and the
 * side menu too.
 */
export function categoryLinks(lotteryPages: readonly LotteryPath[]): CategoryLink[] {
  return [
    ...lotteryPages.map((to) => ({
      id: to.slice(1),
      labelKey: to === '/lottery' ? 'nav_lottery' : LOTTERY_PAGE_TITLES[to],
      to,
      Icon: LotteryIcon,
    })),
    { id: 'live', labelKey: 'nav_live', to: '/live', Icon: LiveIcon },
    { id: 'rng', labelKey: 'nav_slots', to: '/rng', Icon: SlotsIcon },
    { id: 'fish', labelKey: 'nav_fish', to: '/fish', Icon: FishIcon },
    { id: 'pvp', labelKey: 'nav_pvp', to: '/pvp', Icon: CardsIcon },
    { id: 'sports', labelKey: 'nav_sports', to: '/sports', Icon: SportsIcon },
    { id: 'esports', labelKey: 'nav_esports', to: '/esports', Icon: EsportsIcon },
    { id: 'cockfight', labelKey: 'nav_cockfight', to: '/cockfight', Icon: CockfightIcon },
  ];
}

/** Extra game areas shown as tiles and side links, not in the top navigation. */
export const EXTRA_GAME_LINKS: CategoryLink[] = [
  { id: 'inHouse', labelKey: 'nav_in_house', to: '/inHouse', Icon: InHouseIcon },
  { id: 'hot', labelKey: 'nav_hot', to: '/hot', Icon: HotIcon },
];
