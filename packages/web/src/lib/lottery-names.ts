import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What naming a lottery game needs: its code, and the server's name and family where the caller has them. */
export type NamedLotteryGame = { gameCode: string; gameName?: string; family?: string };

/**
 * The in-house games of the seed (server db/seed-lottery.ts) are coded `<family>_<minutes>` (SSC_1, 11X5_5,
 * LF3D_15): their name is the family's, with the draw interval, in the page language.
 */
const INTERVAL_FAMILIES: readonly string[] = ['SSC', '11X5', 'PK10', 'K3', 'PC28', 'LHC', 'LF3D'];
const INTERVAL_CODE = /^([0-9A-Z]+)_([1-9][0-9]{0,3})$/;

/**
 * The official games of the seed and their family; each has `lottery_game_<code>` in every locale file. The
 * Vietnamese stations' names are place names (kept, with the local spelling where a language has one).
 */
const OFFICIAL: Readonly<Record<string, string>> = {
  VN_NORTH: 'VN_NORTH',
  VN_HCM: 'VN_SOUTH',
  VN_DONG_NAI: 'VN_SOUTH',
  VN_CAN_THO: 'VN_SOUTH',
  VN_TIEN_GIANG: 'VN_SOUTH',
  VN_DA_NANG: 'VN_SOUTH',
  VN_KHANH_HOA: 'VN_SOUTH',
  VN_HUE: 'VN_SOUTH',
  SEA_4D: 'SEA4D',
  DAILY_3D: 'LF3D',
  MARK_SIX: 'LHC',
};

/** "1 minute", "3 minutes", "15 دقيقة": the language's own plural, in Latin digits as the rest of the site. */
function duration(minutes: number, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
      numberingSystem: 'latn',
    }).format(minutes);
  } catch {
    return new Intl.NumberFormat('en', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  }
}

/**
 * A lottery game's name in the page language (`lng`, the i18next language): a seeded in-house game's from its
 * family and interval (`lottery_interval_<family>`), an official game's from `lottery_game_<code>`; any other
 * game (an operator's own, or a family that does not match its code) keeps the server's name, else its code.
 */
export function lotteryGameName(game: NamedLotteryGame, t: TFunction, lng: string): string {
  const code = game.gameCode.toUpperCase();
  const fits = (family: string) => game.family === undefined || game.family.toUpperCase() === family;
  const official = OFFICIAL[code];
  if (official && fits(official)) return t(`lottery_game_${code}`);
  const interval = INTERVAL_CODE.exec(code);
  const family = interval?.[1];
  if (interval && family && INTERVAL_FAMILIES.includes(family) && fits(family)) {
    return t(`lottery_interval_${family}`, { duration: duration(Number(interval[2]), lng) });
  }
  return game.gameName || game.gameCode;
}

/** `lotteryGameName` in the language shown now; re-renders when it changes. */
export function useLotteryGameName(): (game: NamedLotteryGame) => string {
  const { t, i18n } = useTranslation();
  return (game) => lotteryGameName(game, t, i18n.language);
}
