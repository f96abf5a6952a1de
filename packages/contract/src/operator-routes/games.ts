import { z } from 'zod';
import { id, int, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

const brandCode = text().trim().min(1).max(32);
const rank = int(1).max(9999).nullable();

export const vendorRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  code: z.string(),
  name: z.string(),
  gameTypes: z.array(z.string()),
  adapter: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int(),
});

export const gameRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  name: z.string(),
  displayName: z.string(),
  enabled: z.boolean(),
  isTop: z.boolean(),
  hotRank: z.number().int().nullable(),
  popularRank: z.number().int().nullable(),
  sort: z.number().int(),
});

export const GAME_SORTS = ['sort', 'name', 'hot', 'popular', 'newest'] as const;

const base = {
  auth: 'operator',
  capability: 'games.manage',
  brandScoped: true,
  area: 'games',
} as const;
const read = { ...base, method: 'GET', audited: false, tier: 'read' } as const;
const write = { ...base, method: 'POST', audited: true, tier: 'write' } as const;

export const operatorGameRoutes = {
  vendorList: operatorRoute({
    ...read,
    path: '/console/api/games/vendors',
    summary: "A brand's game vendors, switched off ones too, in the order the game menus show them",
    request: pageQuery.extend({ brand: brandCode }),
    response: paged(vendorRow).extend({ total: z.number().int() }),
  }),
  vendorUpdate: operatorRoute({
    ...write,
    path: '/console/api/games/vendors/update',
    summary: 'Switches a vendor on or off (its games leave or return to the menus) or gives it another place',
    request: z
      .object({
        brand: brandCode,
        code: text().trim().min(1).max(32),
        enabled: z.boolean().optional(),
        sort: int().optional(),
      })
      .refine((v) => v.enabled !== undefined || v.sort !== undefined, { message: 'enabled or sort' }),
    response: vendorRow,
  }),
  gameList: operatorRoute({
    ...read,
    path: '/console/api/games',
    summary: "A brand's games by vendor, type, name (part of, any case) and state; sorted as asked",
    request: pageQuery.extend({
      brand: brandCode,
      vendor: text().trim().max(32).optional(),
      gameType: text().trim().max(32).optional(),
      name: text().trim().max(100).optional(),
      enabled: z.enum(['true', 'false']).optional(),
      flag: z.enum(['top', 'hot', 'popular']).optional(),
      orderBy: z.enum(GAME_SORTS).default('sort'),
    }),
    response: paged(gameRow).extend({ total: z.number().int() }),
  }),
  gameUpdate: operatorRoute({
    ...write,
    path: '/console/api/games/update',
    summary: 'Switches a game on or off, marks it top, sets its hot and popular ranks (null: not ranked) or sort',
    request: z.object({
      brand: brandCode,
      id: id(),
      enabled: z.boolean().optional(),
      isTop: z.boolean().optional(),
      hotRank: rank.optional(),
      popularRank: rank.optional(),
      sort: int().optional(),
    }),
    response: gameRow,
  }),
};
