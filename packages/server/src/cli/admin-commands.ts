import { parseArgs } from 'node:util';
import type { Brand } from '../domain/brand.js';
import { fromUnits } from '../ledger/amounts.js';
import { type FullLedgerReport, runLedgerCheck } from '../ledger/ledger-check-report.js';
import { hashPassword } from '../modules/account/passwords.js';
import { inMaintenance, parseIpRule } from '../modules/brands/site-state.js';
import { readOutbox } from '../modules/outbox/outbox-repo.js';
import { createWalletRepo } from '../modules/wallet/wallet-repo.js';
import { type AdminContext, UsageError } from './admin-context.js';
import { CASHIER_USAGE, runCashierCommand } from './cashier-commands.js';
import { runCatalogueCommand } from './catalogue-commands.js';
import { cliBrandService } from './cli-brand-service.js';
import { runContentCommand } from './content-commands.js';
import { JobsUsageError, runJobsCommand } from './jobs-commands.js';
import { MONEY_USAGE, runMoneyCommand } from './money-commands.js';
import { OPERATOR_USAGE, runOperatorCommand } from './operator-commands.js';

export type { AdminContext } from './admin-context.js';
export { UsageError } from './admin-context.js';

/** `ledger check` found a breach: the command line prints the report and exits non-zero. */
export class LedgerBreach extends Error {
  constructor(readonly report: FullLedgerReport) {
    super('ledger invariants breached');
  }
}

async function findMember(ctx: AdminContext, brandCode: string, account: string) {
  const brand = await ctx.root.brands.byCode(brandCode);
  if (!brand) throw new UsageError(`no brand with code ${brandCode}`);
  const member = await ctx.root.members.byAccount(brand.id, account);
  if (!member) throw new UsageError(`no account ${account} on ${brandCode}`);
  return { brand, member };
}

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
${MONEY_USAGE}
  ledger show <code> <account> [--limit <n>]  the member's wallets and latest entries
  ledger check                            verify every ledger invariant and reconcile rounds, vendor
                                          transactions and bets with their transfers; exits non-zero on a breach
  vendor add <code> <VENDOR> --name <n> --types RNG,LIVE --launch-url <url> --secret <s> [--account-type <t>]
                                          configure a third-party vendor (HTTP launch + seamless wallet)
  game add <code> <VENDOR> <gameCode> --name <n> --type <RNG|LIVE|...> [--demo]
                                          add a game of a vendor to the brand's catalogue
  model add <code> --name <n> [--intro <t>] [--avatar <url>] [--tags a,b]   a live chat host
  model set <code> <id> --online true|false                 host on or off air
  model host <code> <id>                                      a chat URL to speak as the host (12 h)
  notice add <code> --type PL|PU|PR|H --title <t> --html <html> [--execution A|B|F] [--promotion-type <p>] [--lang <XX>]
  banner add <code> --group w_home|w_login|w_register|w_forget --image <url> [--link-type url|promotion|game --target <t>] [--lang <XX>]
  help add <code> --anchor <a> --title <t> --html <html> [--lang <XX>] [--section help|sponsor|description|download]
                                          an article of the help centre (default), /sponsor, /description or
                                          the download page (install guides: anchors ios and android)
  content list <code>                     banners, notices and articles (with their section)
  content off <code> banner|notice <id>   take a banner or notice down
  feedback list <code> [--limit <n>]      what visitors sent (images counted)
  resource set <code> <TYPE> --url <url> [--label <labelNameEn>]
                                          add or replace the brand's social link or app download of that type
                                          (FACEBOOK, TELEGRAM, TELEGRAM-1, YOUTUBE, WHATSAPP, TIKTOK, INSTAGRAM,
                                          TWITTER, APP_IOS, APP_ANDROID); url http(s), tg: or mailto:
  resource remove <code> <TYPE>           take that resource off the site
  resource list <code>                    the brand's resources
  service add <code> --title <t> --type <TYPE> --url <url>
                                          a customer-service entry of the floating widget (TELEGRAM, WHATSAPP, EMAIL...)
  service remove <code> <index>           remove the entry with that index in service list
  service list <code>                     the customer-service entries, numbered
  outbox [--to <number or address>] [--channel sms|email] [--limit <n>]
                                          messages the built-in SMS and e-mail providers kept, newest first
  jobs [--limit <n>]                      scheduled jobs and their latest runs (started, ended, outcome, attempts)
  jobs run <name> [--period <key>]        run a job's current (or that) period now; retries a failed one
${CASHIER_USAGE}
${OPERATOR_USAGE}`;

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

/** A change through the brand service (audited, validated by the contract), answered as the brand's summary. */
async function brandChange(ctx: AdminContext, code: string, run: Parameters<ReturnType<typeof cliBrandService>>[1]) {
  await cliBrandService(ctx)(code, run);
  const brand = await ctx.root.brands.byCode(code);
  if (!brand) throw new UsageError(`no brand with code ${code}`);
  return summary(brand, ctx.root.clock.now());
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
      reason: { type: 'string' },
      key: { type: 'string' },
      status: { type: 'string' },
      state: { type: 'string' },
      name: { type: 'string' },
      types: { type: 'string' },
      'launch-url': { type: 'string' },
      secret: { type: 'string' },
      'account-type': { type: 'string' },
      demo: { type: 'boolean' },
      intro: { type: 'string' },
      avatar: { type: 'string' },
      tags: { type: 'string' },
      online: { type: 'string' },
      title: { type: 'string' },
      html: { type: 'string' },
      execution: { type: 'string' },
      'promotion-type': { type: 'string' },
      lang: { type: 'string' },
      group: { type: 'string' },
      image: { type: 'string' },
      'link-type': { type: 'string' },
      target: { type: 'string' },
      anchor: { type: 'string' },
      section: { type: 'string' },
      url: { type: 'string' },
      label: { type: 'string' },
      period: { type: 'string' },
      role: { type: 'string' },
      brands: { type: 'string' },
    },
  });
  const [command, sub, code, extra] = positionals;
  const now = ctx.root.clock.now();
  switch (command) {
    case 'operator':
      return runOperatorCommand(ctx, positionals.slice(1), values);
    case 'cashier':
      return runCashierCommand(ctx, positionals.slice(1), values);
    case 'jobs':
      return runJobsCommand(ctx, positionals.slice(1), values).catch((err: unknown) => {
        throw err instanceof JobsUsageError ? new UsageError(err.message) : err;
      });
    case 'outbox': {
      const channel = values.channel;
      if (channel !== undefined && channel !== 'sms' && channel !== 'email')
        throw new UsageError('--channel is sms or email');
      const limit = values.limit ? Number(values.limit) : 20;
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit is 1 to 1000');
      const rows = await readOutbox(ctx.root.database.db, {
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
      const brand = await ctx.root.brands.byCode(code);
      if (!brand) throw new UsageError(`no brand with code ${code}`);
      if (!values.password || values.password.length < 6)
        throw new UsageError('--password of at least 6 characters is needed');
      const type = values.type === undefined ? (brand.memberTypes[0] ?? 0) : Number(values.type);
      if (!Number.isInteger(type)) throw new UsageError('--type is a number');
      const members = ctx.root.members;
      if (await members.byAccount(brand.id, extra)) throw new UsageError(`account ${extra} exists already`);
      const member = await members.create({
        brandId: brand.id,
        account: extra,
        nickname: extra,
        type,
        passwordHash: await hashPassword(values.password),
        passwordChangedAt: ctx.root.clock.now(),
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
    case 'notice':
    case 'banner':
    case 'help':
    case 'content':
    case 'feedback':
    case 'resource':
    case 'service':
      return runContentCommand(ctx, command, sub, code, positionals.slice(3), values);
    case 'model':
    case 'vendor':
    case 'game':
      return runCatalogueCommand(ctx, command, sub, positionals.slice(2), values);
    case 'credit':
    case 'debit':
    case 'money':
      return runMoneyCommand(ctx, command, positionals.slice(1), values);
    case 'ledger': {
      if (sub === 'check') {
        // The invariants of the ledger, then its records against their transfers (reconciliation.ts).
        const report = await runLedgerCheck(ctx.root.database.db);
        if (!report.ok) throw new LedgerBreach(report);
        return report;
      }
      if (sub !== 'show' || !code || !extra) break;
      const { brand, member } = await findMember(ctx, code, extra);
      const accounts = await ctx.root.ledger.accountsOf(brand.id, member.id);
      const limit = values.limit ? Number(values.limit) : 20;
      const entries = await createWalletRepo(ctx.root.database.db).recentEntries(member.id, limit);
      return {
        account: member.account,
        wallets: accounts.map((a) => ({ wallet: a.code, balance: fromUnits(a.balance) })),
        entries: entries.map((e) => ({
          ...e,
          at: e.at.toISOString(),
          amount: fromUnits(e.amount),
          balanceAfter: fromUnits(e.balanceAfter),
        })),
      };
    }
    case 'social': {
      if (sub !== 'set' || !code) break;
      // An id offers that provider; a missing one stops offering it (the same brand service as the console).
      const googleClientId = values['google-client-id'] ?? null;
      const facebookAppId = values['facebook-app-id'] ?? null;
      await brandChange(ctx, code, (s, by) =>
        s.settings(by, { brand: code, social: { googleClientId, facebookAppId } }),
      );
      return { code, google: googleClientId, facebook: facebookAppId };
    }
    case 'brands':
      return (await ctx.root.brands.all()).map((b) => summary(b, now));
    case 'brand': {
      const brand = sub ? await ctx.root.brands.byCode(sub) : null;
      if (!brand) throw new UsageError(`no brand with code ${sub ?? '(missing)'}`);
      return summary(brand, now);
    }
    case 'maintenance': {
      if (!code) throw new UsageError('missing brand code');
      if (sub === 'clear') return brandChange(ctx, code, (s, by) => s.maintenance(by, { brand: code, on: false }));
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
      return brandChange(ctx, code, (s, by) =>
        s.maintenance(by, { brand: code, on: true, from: from.toISOString(), until: until?.toISOString() ?? null }),
      );
    }
    case 'region': {
      if (!code) throw new UsageError('missing brand code');
      if (sub === 'clear') {
        return brandChange(ctx, code, (s, by) => s.region(by, { brand: code, blockedIps: [], blockedCountries: [] }));
      }
      if (sub !== 'set') break;
      const ips = list(values.ips);
      const bad = ips.filter((ip) => parseIpRule(ip) === null);
      if (bad.length) throw new UsageError(`not an IP address or CIDR range: ${bad.join(', ')}`);
      const countries = list(values.countries).map((c) => c.toUpperCase());
      const badCountries = countries.filter((c) => !/^[A-Z]{2}$/.test(c));
      if (badCountries.length) throw new UsageError(`not a two-letter country code: ${badCountries.join(', ')}`);
      return brandChange(ctx, code, (s, by) =>
        s.region(by, { brand: code, blockedIps: ips, blockedCountries: countries }),
      );
    }
  }
  throw new UsageError(USAGE);
}
