import { CONSTANTS } from '@wl/contract/constants';
import type { GameKind } from '@wl/contract/game-kinds';
import { useTranslation } from 'react-i18next';
import { useLotteryGameName } from '../../lib/lottery-names';

/** The translation key of each game kind (spec 1 categories; the site's page names where it has one). */
export const GAME_KIND_LABEL: Record<GameKind, string> = {
  LOTT: 'page_lottery',
  ELOTT: 'rec_kind_elott',
  RNG: 'page_rng',
  LIVE: 'page_live',
  FISH: 'page_fish',
  PVP: 'page_pvp',
  SPORTS: 'page_sports',
  ESPORTS: 'page_esports',
  COCKFIGHT: 'page_cockfight',
};

/** What a bet record says of its game (contract betRecord). */
export interface BetGame {
  gameKind: GameKind;
  vendor: string;
  gameCode: string;
  gameName: string | null;
}

const isLottery = (bet: BetGame) => bet.gameKind === 'LOTT' || bet.gameKind === 'ELOTT';
const isInHouse = (bet: BetGame) => bet.vendor.toUpperCase() === CONSTANTS.inHouseVendor;

export interface BetLabels {
  /** "In-house" for the site's own games (spec 1 lists them as a category), else the game kind. */
  kind: (bet: BetGame) => string;
  /** The game by name in the page language: in-house `bgs_game_<code>`, lottery `lotteryGameName`, else the catalogue's. */
  game: (bet: BetGame) => string;
  /** A third party's vendor code; null for the site's own games (in-house, the lottery's prize modes). */
  vendor: (bet: BetGame) => string | null;
}

/** How a bet record names its game, never by a code where the site has a name. */
export function useBetLabels(): BetLabels {
  const { t } = useTranslation();
  const lotteryName = useLotteryGameName();
  return {
    kind: (bet) => (isInHouse(bet) ? t('nav_in_house') : t(GAME_KIND_LABEL[bet.gameKind])),
    game: (bet) => {
      if (isLottery(bet))
        return lotteryName({ gameCode: bet.gameCode, ...(bet.gameName ? { gameName: bet.gameName } : {}) });
      const named = bet.gameName ?? bet.gameCode;
      return isInHouse(bet) ? t(`bgs_game_${bet.gameCode}`, { defaultValue: named }) : named;
    },
    vendor: (bet) => (isInHouse(bet) || isLottery(bet) ? null : bet.vendor),
  };
}
