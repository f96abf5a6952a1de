import { z } from 'zod';
import { text } from '../inputs.js';
import { readRoute } from '../route-def.js';

/** Spec 7 "Lottery". */
export const lotteryRoutes = {
  lotteryMenus: readRoute(
    'lottery',
    '/lgw/vn/games/game_menu',
    'Lottery menus (gameMenus)',
    'public',
    z.object({
      device: z.literal('WEB').default('WEB'),
    }),
  ),
  lotteryRecent: readRoute('lottery', '/lgw/vn/games/game_menu/recent', 'Lotteries the member played lately', 'token'),
  openedNumeros: readRoute(
    'lottery',
    '/lgw/vn/numeros/opened/game',
    'Open numeros (issues) per lottery',
    'public',
    z.object({
      gameCode: text().optional(),
    }),
  ),
  openedNumero: readRoute(
    'lottery',
    '/lotto/lgw/games/opened/numero',
    'The open numero of one lottery',
    'token',
    z.object({
      gameCode: text().optional(),
    }),
  ),
};
