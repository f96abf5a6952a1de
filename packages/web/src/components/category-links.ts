import type { ComponentType } from 'react';
import type { SiteInfo } from '../lib/site-status';
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
 * Spec 2 "Top navigation": lottery goes to /vnLottery, /seaLottery or /lottery by the first lottery vendor.
 * Until vendor data exists (a later issue) the brand's configured lottery type decides.
 */
export function lotteryPath(info: Pick<SiteInfo, 'lotteryType'>): string {
  const type = info.lotteryType.toUpperCase();
  if (type === 'SEA') return '/seaLottery';
  if (type === 'VN') return '/vnLottery';
  return '/lottery';
}

/** One entry per game category (static for now; a later issue derives it from the brand's vendors). */
export function categoryLinks(info: Pick<SiteInfo, 'lotteryType'>): CategoryLink[] {
  return [
    { id: 'lottery', labelKey: 'nav_lottery', to: lotteryPath(info), Icon: LotteryIcon },
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
