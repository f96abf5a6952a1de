import { parseArgs } from 'node:util';
import type { Db } from '../db/client.js';
import type { Brand, BrandRepo } from '../modules/brands/brand-repo.js';
import { readOutbox } from '../modules/outbox/messaging.js';
import { createMemberRepo } from '../modules/accounts/member-repo.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { inMaintenance, parseIpRule } from '../modules/brands/site-state.js';

export interface AdminContext {
  brands: BrandRepo;
  db: Db;
  now: () => Date;
}

export class UsageError extends Error {}

export const USAGE = `Operator commands (npm run admin -- <command>):
  brands                                  list brands with their state
  brand <code>                            show one brand's site state
  maintenance set <code> [--until <ISO time> | --minutes <n>] [--from <ISO time>]
                                          put a brand in maintenance (spec 4 status 1); no end = until cleared
  maintenance clear <code>                end maintenance now
  region set <code> [--ips <ip,cidr,...>] [--countries <CC,CC,...>]
                                          replace the region block lists (spec 4 status 2)
  region clear <code>                     remove every region block
  social set <code> [--google-client-id <id>] [--facebook-app-id <id>]
                                          offer Google / Facebook sign-in (no id = not offered)
  member create <code> <account> --password <p> [--type <n>] [--must-change]
                                          open an account (--must-change: a default password, changed at first login)
  outbox [--to <number or address>] [--channel sms|email] [--limit <n>]
                                          messages the built-in SMS and e-mail providers kept, newest first`;

function summary(brand: Brand, now: Date) {
  return {
    code: brand.code,
    name: brand.name,
    maintenance: inMaintenance(brand, now),
    maintenanceFrom: brand.maintenanceFrom?.toISOString() ?? null,
    maintenanceUntil: brand.maintenanceUntil?.toISOString() ?? null,
    blockedIps: brand.blockedIps,
    blockedCountries: brand.blockedCountries,
  };
}

function parseTime(label: string, raw: string): Date {
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) throw new UsageError(`${label} is not a date and time: ${raw}`);
  return d;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

async function mustUpdate(ctx: AdminContext, code: string, patch: Parameters<BrandRepo['update']>[1]) {
  const brand = await ctx.brands.update(code, patch);
  if (!brand) throw new UsageError(`no brand with code ${code}`);
  return summary(brand, ctx.now());
}

/** Runs one operator command; returns what to print (as JSON). Shared by the CLI and the admin socket. */
export async function runAdminCommand(ctx: AdminContext, argv: string[]): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      until: { type: 'string' },
      minutes: { type: 'string' },
      from: { type: 'string' },
      ips: { type: 'string' },
      countries: { type: 'string' },
      to: { type: 'string' },
      channel: { type: 'string' },
      limit: { type: 'string' },
      'google-client-id': { type: 'string' },
      'facebook-app-id': { type: 'string' },
      password: { type: 'string' },
      type: { type: 'string' },
      'must-change': { type: 'boolean' },
    },
  });
  const [command, sub, code, extra] = positionals;
  const now = ctx.now();
  switch (command) {
    case 'outbox': {
      const channel = values.channel;
      if (channel !== undefined && channel !== 'sms' && channel !== 'email')
        throw new UsageError('--channel is sms or email');
      const limit = values.limit ? Number(values.limit) : 20;
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit is 1 to 1000');
      const rows = await readOutbox(ctx.db, {
        ...(channel ? { channel } : {}),
        ...(values.to ? { to: values.to } : {}),
        limit,
      });
      return rows.map((r) => ({
        at: r.createdAt.toISOString(),
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
      }));
    }
    case 'member': {
      if (sub !== 'create' || !code || !extra) break;
      const brand = await ctx.brands.byCode(code);
      if (!brand) throw new UsageError(`no brand with code ${code}`);
      if (!values.password || values.password.length < 6)
        throw new UsageError('--password of at least 6 characters is needed');
      const type = values.type === undefined ? (brand.memberTypes[0] ?? 0) : Number(values.type);
      if (!Number.isInteger(type)) throw new UsageError('--type is a number');
      const members = createMemberRepo(ctx.db);
      if (await members.byAccount(brand.id, extra)) throw new UsageError(`account ${extra} exists already`);
      const member = await members.create({
        brandId: brand.id,
        account: extra,
        nickname: extra,
        type,
        passwordHash: await hashPassword(values.password),
        passwordChangedAt: ctx.now(),
        mustChangePassword: values['must-change'] ?? false,
        registerMethod: 'OPERATOR',
      });
      return {
        id: member.id,
        account: member.account,
        type: member.type,
        mustChangePassword: member.mustChangePassword,
      };
    }
    case 'social': {
      if (sub !== 'set' || !code) break;
      const google = values['google-client-id'];
      const facebook = values['facebook-app-id'];
      await mustUpdate(ctx, code, {
        social: {
          ...(google ? { google: { clientId: google } } : {}),
          ...(facebook ? { facebook: { appId: facebook } } : {}),
        },
      });
      return { code, google: google ?? null, facebook: facebook ?? null };
    }
    case 'brands':
      return (await ctx.brands.all()).map((b) => summary(b, now));
    case 'brand': {
      const brand = sub ? await ctx.brands.byCode(sub) : null;
      if (!brand) throw new UsageError(`no brand with code ${sub ?? '(missing)'}`);
      return summary(brand, now);
    }
    case 'maintenance': {
      if (!code) throw new UsageError('missing brand code');
      if (sub === 'clear') return mustUpdate(ctx, code, { maintenanceFrom: null, maintenanceUntil: null });
      if (sub !== 'set') break;
      const from = values.from ? parseTime('--from', values.from) : now;
      let until: Date | null = null;
      if (values.until) until = parseTime('--until', values.until);
      else if (values.minutes) {
        const minutes = Number(values.minutes);
        if (!Number.isFinite(minutes) || minutes <= 0) throw new UsageError('--minutes must be a positive number');
        until = new Date(from.getTime() + minutes * 60_000);
      }
      if (until && until.getTime() <= from.getTime()) throw new UsageError('the end must be after the start');
      return mustUpdate(ctx, code, { maintenanceFrom: from, maintenanceUntil: until });
    }
    case 'region': {
      if (!code) throw new UsageError('missing brand code');
      if (sub === 'clear') return mustUpdate(ctx, code, { blockedIps: [], blockedCountries: [] });
      if (sub !== 'set') break;
      const ips = list(values.ips);
      const bad = ips.filter((ip) => parseIpRule(ip) === null);
      if (bad.length) throw new UsageError(`not an IP address or CIDR range: ${bad.join(', ')}`);
      const countries = list(values.countries).map((c) => c.toUpperCase());
      const badCountries = countries.filter((c) => !/^[A-Z]{2}$/.test(c));
      if (badCountries.length) throw new UsageError(`not a two-letter country code: ${badCountries.join(', ')}`);
      return mustUpdate(ctx, code, { blockedIps: ips, blockedCountries: countries });
    }
  }
  throw new UsageError(USAGE);
}
