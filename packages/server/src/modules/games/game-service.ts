import { CONSTANTS } from '@wl/contract/constants';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { pageCount, pageOf } from '../../domain/paging.js';
import { isTrial } from '../../domain/roles.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteActor, RouteInput } from '../../lib/route-handler.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { launchHttpVendor } from '../vendors/http-adapter.js';
import { createGameRepo, type VendorRow } from './game-repo.js';
import { gameView, maskAccount, onCdn } from './game-views.js';

const LAUNCH_TTL_MS = 10 * 60_000;
/** Play money a demo session starts with, in 0.0001 units (1,000.00). */
const DEMO_START = 10_000_000;

/**
 * Spec 2/4 categories: one per game type that has vendors; sports cards whose account type is a cockfight one move
 * to a COCKFIGHT category placed right after SPORTS, and SPORTS goes when it has no cards left.
 */
export function categories(vendors: VendorRow[]) {
  const order: string[] = [];
  const cards = new Map<
    string,
    { vassalage: string; accountTypeName: string; gameType: string; name: string; isGame: string | null }[]
  >();
  const add = (type: string, v: VendorRow) => {
    if (!cards.has(type)) {
      cards.set(type, []);
      order.push(type);
    }
    cards
      .get(type)
      ?.push({ vassalage: v.code, accountTypeName: v.accountTypeName, gameType: type, name: v.name, isGame: v.isGame });
  };
  const cockfight = new Set<string>(CONSTANTS.cockfightVendors);
  for (const v of vendors) {
    for (const type of v.gameTypes) add(type === 'SPORTS' && cockfight.has(v.accountTypeName) ? 'COCKFIGHT' : type, v);
  }
  const cockIndex = order.indexOf('COCKFIGHT');
  const sportsIndex = order.indexOf('SPORTS');
  if (cockIndex >= 0 && sportsIndex >= 0 && cockIndex !== sportsIndex + 1) {
    order.splice(cockIndex, 1);
    order.splice(order.indexOf('SPORTS') + 1, 0, 'COCKFIGHT');
  }
  return order
    .filter((t) => (cards.get(t)?.length ?? 0) > 0)
    .map((t) => ({ title: t, gameClassify: t, cards: cards.get(t) ?? [] }));
}

/** Spec 7 "Games": the catalogue, favourites, recent games and launch. */
export function createGameService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const catalogue = createGameRepo(deps.database.db);
  const vendorMap = async (brand: Brand) => new Map((await catalogue.vendors(brand.id)).map((v) => [v.code, v]));
  const view = async (brand: Brand, rows: Awaited<ReturnType<typeof catalogue.ranked>>, memberId?: number) => {
    const vendors = await vendorMap(brand);
    const favs =
      memberId === undefined
        ? null
        : await catalogue.favouriteIds(
            memberId,
            rows.map((r) => r.id),
          );
    return rows.map((g) => gameView(brand, g, vendors.get(g.vendorCode), favs ? favs.has(g.id) : undefined));
  };

  return {
    // Public browsing (design: visitors see every category through these; the token adds favourites and recent).
    async gameMenus(actor: RouteActor<'gameMenus'>) {
      return categories(await catalogue.vendors(actor.brand.id));
    },
    async popularGames(actor: RouteActor<'popularGames'>) {
      return view(actor.brand, await catalogue.ranked(actor.brand.id, 'popular', 50));
    },
    async hotGames(actor: RouteActor<'hotGames'>) {
      return view(actor.brand, await catalogue.ranked(actor.brand.id, 'hot', 50));
    },
    async gameList(actor: RouteActor<'gameList'>, input: RouteInput<'gameList'>) {
      const m = actor.member;
      const page = pageOf(input);
      const { rows, total } = await catalogue.page(actor.brand.id, input, page);
      return {
        content: await view(actor.brand, rows, m.id),
        pageNum: page.pageNum,
        totalPages: pageCount(total, page.size, { minPages: 1 }),
      };
    },
    async gameVendors(actor: RouteActor<'gameVendors'>) {
      return (await catalogue.vendors(actor.brand.id)).map((v) => ({
        vassalage: v.code,
        name: v.name,
        accountTypeName: v.accountTypeName,
        gameTypes: v.gameTypes,
        isGame: v.isGame,
        iconUrl: onCdn(actor.brand.imageCdns, v.iconUrl),
      }));
    },
    async vassGameType(actor: RouteActor<'vassGameType'>, input: RouteInput<'vassGameType'>) {
      const code = (input.vassalage ?? '').toUpperCase();
      const vendor = (await catalogue.vendors(actor.brand.id)).find((v) => v.code === code);
      return vendor ? vendor.gameTypes : [];
    },
    async favoriteGames(actor: RouteActor<'favoriteGames'>) {
      return [...(await catalogue.favouriteIds(actor.member.id))];
    },
    async favoriteGamesList(actor: RouteActor<'favoriteGamesList'>, input: RouteInput<'favoriteGamesList'>) {
      const m = actor.member;
      const page = pageOf(input);
      const { rows, total } = await catalogue.favouritePage(m.id, page);
      const vendors = await vendorMap(actor.brand);
      return {
        content: rows.map((g) => gameView(actor.brand, g, vendors.get(g.vendorCode), true)),
        pageNum: page.pageNum,
        totalPages: pageCount(total, page.size, { minPages: 1 }),
      };
    },
    async addFavorite(actor: RouteActor<'addFavorite'>, input: RouteInput<'addFavorite'>) {
      const m = actor.member;
      if (!(await catalogue.byId(actor.brand.id, input.nodeId))) throw new DomainError('not_found');
      await catalogue.addFavourite(m.id, input.nodeId, deps.clock.now());
      return null;
    },
    async removeFavorite(actor: RouteActor<'removeFavorite'>, input: RouteInput<'removeFavorite'>) {
      await catalogue.removeFavourite(actor.member.id, input.nodeId);
      return null;
    },
    async recentGames(actor: RouteActor<'recentGames'>) {
      return view(actor.brand, await catalogue.recent(actor.member.id, 20));
    },
    /** Spec 7 winner board: the latest real wins (demo rounds never count), names masked. */
    async winnerBoard(actor: RouteActor<'winnerBoard'>, input: RouteInput<'winnerBoard'>) {
      const rows = await catalogue.winners(
        actor.brand.id,
        input.gameCategory && input.gameCategory !== 'ALL' ? input.gameCategory : null,
        input.limitNum,
      );
      return rows.map((r) => ({
        vo: {
          customerName: maskAccount(r.account),
          gameName: r.gameName,
          iconUrl: onCdn(actor.brand.imageCdns, r.iconUrl),
          winAmount: fromUnits(r.payout),
        },
      }));
    },
    // No in-house PVP game has rooms; a PVP vendor's adapter would list them.
    async pvpRooms() {
      return [];
    },
    /**
     * Spec 4 "Game start": real play needs a real account (trial: in_need_true_account); demo only where
     * supportPlay is 0. Answers a URL on one of the brand's launch CDNs; for in-house games it carries a
     * short-lived launch token the game page trades for its session.
     */
    async launchGame(actor: RouteActor<'launchGame'>, input: RouteInput<'launchGame'>) {
      const m = actor.member;
      const vendor = (await catalogue.vendors(actor.brand.id)).find((v) => v.code === input.vassalage.toUpperCase());
      if (!vendor) throw new DomainError('not_found');
      const game =
        input.nodeId !== undefined
          ? await catalogue.byId(actor.brand.id, input.nodeId)
          : input.gameCode
            ? await catalogue.byCode(actor.brand.id, vendor.code, input.gameCode)
            : null;
      if (!game || game.vendorCode !== vendor.code || !game.enabled) throw new DomainError('not_found');
      const demo = input.demo === true;
      if (!demo && isTrial(actor.brand, m.type)) throw new DomainError('in_need_true_account');
      if (demo && game.supportPlay !== 0) throw new DomainError('function_not_enabled');
      const now = deps.clock.now();
      if (vendor.adapter === 'http') {
        await catalogue.touchRecent(m.id, game.id, now);
        const url = await launchHttpVendor(
          vendor.adapterConfig,
          {
            player: m.id,
            game: game.gameCode,
            demo,
            currency: actor.brand.currency,
            language: actor.brand.defaultLanguage,
          },
          now.getTime(),
        );
        return { url };
      }
      if (vendor.adapter !== 'in-house') throw new DomainError('not_available');
      const token = randomToken(32);
      await catalogue.insertGameSession(
        {
          tokenHash: sha256(token),
          memberId: m.id,
          gameId: game.id,
          demo,
          demoBalance: demo ? DEMO_START : 0,
          createdAt: now,
          expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS),
          sessionId: actor.sessionId,
        },
        now,
      );
      await catalogue.touchRecent(m.id, game.id, now);
      return { url: onCdn(actor.brand.launchGameCdns, `play/bgs/${game.gameCode}?launch=${token}`) ?? '' };
    },
  };
}
