import { cliDeskActor } from '../domain/desk-actor.js';
import { DomainError } from '../lib/errors.js';
import type { AppServices } from '../services.js';
import { type AdminContext, UsageError } from './admin-context.js';

type Values = Record<string, string | boolean | undefined>;
const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * `model`, `vendor` and `game` of the command line: the console's chat and games desk services (design.md "Operators":
 * no second code path), audited as the command line's user.
 */
export async function runCatalogueCommand(
  ctx: AdminContext,
  command: 'model' | 'vendor' | 'game',
  sub: string | undefined,
  args: string[],
  values: Values,
): Promise<unknown> {
  const [code, extra, third] = args;
  if (!code) throw new UsageError('missing brand code');
  const brand = await ctx.root.brands.byCode(code);
  if (!brand) throw new UsageError(`no brand with code ${code}`);
  const by = cliDeskActor();
  try {
    if (command === 'model') return await modelCommand(ctx.root.chatDesk, brand.code, sub, extra, values);
    const games = ctx.root.gameDesk;
    if (command === 'vendor' && sub === 'add' && extra) {
      const types = list(str(values.types)).map((t) => t.toUpperCase());
      const launchUrl = str(values['launch-url']);
      const secret = str(values.secret);
      const name = str(values.name);
      if (!name || types.length === 0 || !launchUrl || !secret) {
        throw new UsageError('--name, --types, --launch-url and --secret are required');
      }
      if (!/^https?:\/\//.test(launchUrl)) throw new UsageError('--launch-url is an http(s) URL');
      const vendor = extra.toUpperCase();
      await games.addHttpVendor(by, {
        brand: brand.code,
        code: vendor,
        name,
        accountTypeName: str(values['account-type']) ?? vendor,
        gameTypes: types,
        launchUrl,
        secret,
      });
      return { brand: code, vendor, types };
    }
    if (command === 'game' && sub === 'add' && extra && third) {
      const name = str(values.name);
      const type = str(values.type);
      if (!name || !type) throw new UsageError('--name and --type are required');
      const game = await games.addGame(by, {
        brand: brand.code,
        vendor: extra,
        gameCode: third,
        gameType: type,
        name,
        demo: !!values.demo,
      });
      if (!game) throw new UsageError(`game ${third} of ${extra} exists already`);
      return { nodeId: game.id, vendor: game.vendorCode, gameCode: third };
    }
  } catch (err) {
    if (err instanceof DomainError) throw new UsageError(`${err.code}: ${err.message}`);
    throw err;
  }
  throw new UsageError(`unknown ${command} command`);
}

async function modelCommand(
  chat: AppServices['chatDesk'],
  brand: string,
  sub: string | undefined,
  extra: string | undefined,
  values: Values,
): Promise<unknown> {
  const by = cliDeskActor();
  if (sub === 'add') {
    const name = str(values.name);
    if (!name) throw new UsageError('--name is required');
    const host = await chat.save(
      by,
      {
        brand,
        name,
        intro: str(values.intro) ?? '',
        avatarUrl: str(values.avatar) ?? null,
        tags: list(str(values.tags)),
        online: true,
        sort: 0,
      },
      'cli:model add',
    );
    return { id: host.id, name: host.name };
  }
  const id = Number(extra);
  if (!Number.isInteger(id)) throw new UsageError('the host id is a number');
  const notFound = (err: unknown) => {
    if (err instanceof DomainError && err.code === 'not_found') throw new UsageError(`no host ${id} on ${brand}`);
    throw err;
  };
  if (sub === 'set') {
    if (values.online !== 'true' && values.online !== 'false') throw new UsageError('--online true or false');
    const host = await chat
      .setOnline(by, { brand, id, online: values.online === 'true' }, 'cli:model set')
      .catch(notFound);
    return { id: host.id, online: host.online };
  }
  if (sub === 'host') {
    const { chatUrl } = await chat.ticket(by, { brand, id }, 'cli:model host').catch(notFound);
    return { chatUrl };
  }
  throw new UsageError('model add|set|host <code>');
}
