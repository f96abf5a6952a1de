import type { channelSettings } from '@wl/contract/operator-routes/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type DeskActor, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createCashierDeskRepo } from './cashier-desk-repo.js';
import type { CashierDeskDeps } from './cashier-desk-service.js';
import { createCashierRepo, type PaymentChannel, type ReceivingAccount } from './cashier-repo.js';

export function channelSettingsView(c: PaymentChannel, accounts: ReceivingAccount[]): z.input<typeof channelSettings> {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    adapter: c.adapter,
    name: c.name,
    minAmount: fromUnits(c.minAmount),
    maxAmount: fromUnits(c.maxAmount),
    feePercent: c.feeBps / 100,
    feeFixed: fromUnits(c.feeFixed),
    feePayer: c.feePayer,
    opensAt: c.opensAt,
    closesAt: c.closesAt,
    presets: c.presets.map(fromUnits),
    enabled: c.enabled,
    sort: c.sort,
    accounts: accounts
      .filter((a) => a.channelId === c.id)
      .map((a) => ({
        id: a.id,
        bankName: a.bankName,
        holderName: a.holderName,
        accountNumber: a.accountNumber,
        branch: a.branch,
        active: a.active,
        sort: a.sort,
      })),
  };
}

/**
 * The finance desk's channel settings: a brand's payment channels (limits, fee, hours, presets, order, offered or not)
 * and the receiving bank accounts of its offline bank channel. Every save writes its audit row in the transaction of
 * the change; the console and the command line call it alike.
 */
export function createCashierSettingsService(deps: Omit<CashierDeskDeps, 'ledger'> & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createCashierRepo(db);
  const desk = createCashierDeskRepo(db);
  const { audit } = deps;

  async function settings(brandId: number, channelId: number, tx: Db) {
    const channel = await repo.channelById(channelId, tx);
    if (!channel || channel.brandId !== brandId) throw new DomainError('not_found');
    return channelSettingsView(channel, await repo.accounts([channel.id], tx));
  }

  return {
    async channels(actor: DeskActor, brandCode: string) {
      const brand = await deskBrand(deps, actor, brandCode);
      const channels = await repo.channels(brand.id);
      const accounts = await repo.accounts(channels.map((c) => c.id));
      return { channels: channels.map((c) => channelSettingsView(c, accounts)) };
    },

    async saveChannel(
      actor: DeskActor,
      input: {
        id: number;
        name: string;
        minAmount: number;
        maxAmount: number;
        feePercent: number;
        feeFixed: number;
        feePayer: 'member' | 'brand';
        opensAt: string | null;
        closesAt: string | null;
        presets: number[];
        enabled: boolean;
        sort: number;
      },
    ) {
      const current = await repo.channelById(input.id);
      if (!current) throw new DomainError('not_found');
      requireDeskBrand(actor, current.brandId);
      if (input.maxAmount < input.minAmount || (input.opensAt === null) !== (input.closesAt === null)) {
        throw new DomainError('invalid_input', { message: 'max below min, or only one of the opening hours' });
      }
      return deps.database.transaction(async (tx) => {
        const before = await settings(current.brandId, current.id, tx);
        await desk.updateChannel(
          current.id,
          {
            name: input.name,
            minAmount: toUnits(input.minAmount),
            maxAmount: toUnits(input.maxAmount),
            feeBps: Math.round(input.feePercent * 100),
            feeFixed: toUnits(input.feeFixed),
            feePayer: input.feePayer,
            opensAt: input.opensAt,
            closesAt: input.closesAt,
            presets: input.presets.map(toUnits),
            enabled: input.enabled,
            sort: input.sort,
            updatedAt: deps.clock.now(),
          },
          tx,
        );
        const after = await settings(current.brandId, current.id, tx);
        const { accounts: _a, ...beforeFields } = before;
        const { accounts: _b, ...afterFields } = after;
        await audit.record(
          actor.audit,
          {
            action: 'cashierChannelSave',
            targetType: 'payment_channel',
            targetId: current.id,
            brandId: current.brandId,
            before: beforeFields,
            after: afterFields,
          },
          tx,
        );
        return after;
      });
    },

    async saveAccount(
      actor: DeskActor,
      input: {
        id?: number | undefined;
        channelId: number;
        bankName: string;
        holderName: string;
        accountNumber: string;
        branch: string | null;
        active: boolean;
        sort: number;
      },
    ) {
      const channel = await repo.channelById(input.channelId);
      if (!channel) throw new DomainError('not_found');
      requireDeskBrand(actor, channel.brandId);
      if (channel.kind !== 'offline_bank') throw new DomainError('invalid_input', { message: 'offline bank only' });
      const existing = input.id === undefined ? null : await repo.accountById(input.id);
      if (input.id !== undefined && (!existing || existing.channelId !== channel.id))
        throw new DomainError('not_found');
      return deps.database.transaction(async (tx) => {
        const now = deps.clock.now();
        const fields = {
          bankName: input.bankName,
          holderName: input.holderName,
          accountNumber: input.accountNumber,
          branch: input.branch || null,
          active: input.active,
          sort: input.sort,
          updatedAt: now,
        };
        const saved = existing
          ? await desk.updateAccount(existing.id, fields, tx)
          : await desk.insertAccount(
              { ...fields, brandId: channel.brandId, channelId: channel.id, createdAt: now },
              tx,
            );
        if (!saved) throw new DomainError('not_found');
        const pick = (a: ReceivingAccount | null) =>
          a && { bankName: a.bankName, holderName: a.holderName, accountNumber: a.accountNumber, active: a.active };
        await audit.record(
          actor.audit,
          {
            action: 'cashierAccountSave',
            targetType: 'receiving_account',
            targetId: saved.id,
            brandId: channel.brandId,
            before: pick(existing),
            after: pick(saved),
          },
          tx,
        );
        return settings(channel.brandId, channel.id, tx);
      });
    },
  };
}
