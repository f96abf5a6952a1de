import type { gameRow, vendorRow } from '@wl/contract/operator-routes/games';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { type DeskActor, type DeskDatabase, deskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createGameDeskRepo, type DeskGame, type DeskGameFilter, type DeskVendor } from './game-desk-repo.js';

export type GameDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: DeskDatabase };

function vendorView(v: DeskVendor, brand: string): z.input<typeof vendorRow> {
  return {
    id: v.id,
    brand,
    code: v.code,
    name: v.name,
    gameTypes: v.gameTypes,
    adapter: v.adapter,
    sort: v.sort,
    enabled: v.enabled,
    games: v.games,
  };
}

export function gameView(g: DeskGame, brand: string): z.input<typeof gameRow> {
  return {
    id: g.id,
    brand,
    vendor: g.vendorCode,
    gameCode: g.gameCode,
    gameType: g.gameType,
    name: g.name,
    displayName: g.displayName,
    enabled: g.enabled,
    isTop: g.isTop,
    hotRank: g.hotRank,
    popularRank: g.popularRank,
    sort: g.sort,
  };
}

/** What the audit log keeps of a vendor: never its adapter's configuration (it holds the vendor's secret). */
const vendorAudit = (v: DeskVendor) => ({ code: v.code, name: v.name, enabled: v.enabled, sort: v.sort });
const gameAudit = (g: DeskGame) => ({
  vendor: g.vendorCode,
  gameCode: g.gameCode,
  enabled: g.enabled,
  isTop: g.isTop,
  hotRank: g.hotRank,
  popularRank: g.popularRank,
  sort: g.sort,
});

/**
 * The games desk: the vendors and games the player site's game menus read (game-repo.ts reads the tables at each call:
 * a change shows at once). The console and the command line (`vendor add`, `game add`) both call it; every change
 * writes its audit row in the transaction of the change.
 */
export function createGameDeskService(deps: GameDeskDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createGameDeskRepo(db);
  const { audit } = deps;

  const record = (
    actor: DeskActor,
    brand: Brand,
    action: string,
    target: { type: string; id: string | number },
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    tx: Parameters<typeof audit.record>[2],
  ) =>
    audit.record(
      actor.audit,
      { action, targetType: target.type, targetId: target.id, brandId: brand.id, before, after },
      tx,
    );

  return {
    async vendors(actor: DeskActor, input: { brand: string; pageNo: number; pageSize?: number | undefined }) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.vendors(brand.id, page);
      return pagedOf(
        rows.map((v) => vendorView(v, brand.code)),
        total,
        page,
      );
    },

    async updateVendor(
      actor: DeskActor,
      input: { brand: string; code: string; enabled?: boolean | undefined; sort?: number | undefined },
    ) {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const before = await repo.lockVendor(brand.id, input.code.toUpperCase(), tx);
        if (!before) throw new DomainError('not_found');
        await repo.updateVendor(
          before.id,
          {
            ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
            ...(input.sort === undefined ? {} : { sort: input.sort }),
          },
          tx,
        );
        const after = await repo.lockVendor(brand.id, before.code, tx);
        if (!after) throw new DomainError('not_found');
        const target = { type: 'vendor', id: before.code };
        await record(actor, brand, 'vendorUpdate', target, vendorAudit(before), vendorAudit(after), tx);
        return vendorView(after, brand.code);
      });
    },

    async games(
      actor: DeskActor,
      input: Omit<DeskGameFilter, 'enabled'> & {
        brand: string;
        enabled?: 'true' | 'false' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const filter = { ...input, enabled: input.enabled === undefined ? undefined : input.enabled === 'true' };
      const { rows, total } = await repo.games(brand.id, filter, page);
      return pagedOf(
        rows.map((g) => gameView(g, brand.code)),
        total,
        page,
      );
    },

    async updateGame(
      actor: DeskActor,
      input: {
        brand: string;
        id: number;
        enabled?: boolean | undefined;
        isTop?: boolean | undefined;
        hotRank?: number | null | undefined;
        popularRank?: number | null | undefined;
        sort?: number | undefined;
      },
    ) {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const before = await repo.lockGame(brand.id, input.id, tx);
        if (!before) throw new DomainError('not_found');
        const { brand: _brand, id: _id, ...changes } = input;
        const patch = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        const after = Object.keys(patch).length ? await repo.updateGame(before.id, patch, tx) : before;
        await record(
          actor,
          brand,
          'gameUpdate',
          { type: 'game', id: before.id },
          gameAudit(before),
          gameAudit(after),
          tx,
        );
        return gameView(after, brand.code);
      });
    },

    /** The command line's `game add`: a new game of a vendor in the brand's catalogue, or null when it exists. */
    async addGame(
      actor: DeskActor,
      input: { brand: string; vendor: string; gameCode: string; gameType: string; name: string; demo: boolean },
      action = 'cli:game add',
    ) {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const game = await repo.insertGame(
          {
            brandId: brand.id,
            vendorCode: input.vendor.toUpperCase(),
            gameCode: input.gameCode,
            gameType: input.gameType.toUpperCase(),
            name: input.name,
            displayName: input.name,
            supportPlay: input.demo ? 0 : 1,
          },
          tx,
        );
        if (game) await record(actor, brand, action, { type: 'game', id: game.id }, null, gameAudit(game), tx);
        return game;
      });
    },

    /** The command line's `vendor add`: a third-party vendor (HTTP launch and seamless wallet), added or updated. */
    async addHttpVendor(
      actor: DeskActor,
      input: {
        brand: string;
        code: string;
        name: string;
        accountTypeName: string;
        gameTypes: string[];
        launchUrl: string;
        secret: string;
      },
      action = 'cli:vendor add',
    ) {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const before = await repo.lockVendor(brand.id, input.code, tx);
        const { brand: _brand, ...vendor } = input;
        await repo.upsertHttpVendor({ ...vendor, brandId: brand.id }, tx);
        const after = await repo.lockVendor(brand.id, input.code, tx);
        const target = { type: 'vendor', id: input.code };
        await record(actor, brand, action, target, before && vendorAudit(before), after && vendorAudit(after), tx);
      });
    },
  };
}
