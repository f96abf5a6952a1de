import { CONTENT_SECTIONS, type ContentSection } from '@wl/contract/constants';
import { isLanguageCode } from '@wl/contract/languages';
import type { Brand } from '../domain/brand.js';
import { cliDeskActor } from '../domain/desk-actor.js';
import { DomainError } from '../lib/errors.js';
import { type AdminContext, UsageError } from './admin-context.js';
import { cliBrandService } from './cli-brand-service.js';

type Values = Record<string, string | boolean | undefined>;
const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

/** Labels of the resource types the site shows (spec 2 footer and side menu), used when --label is not given. */
const RESOURCE_LABELS: Record<string, string> = {
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
  'TELEGRAM-1': 'Telegram channel',
  YOUTUBE: 'YouTube',
  WHATSAPP: 'WhatsApp',
  TIKTOK: 'TikTok',
  INSTAGRAM: 'Instagram',
  TWITTER: 'X (Twitter)',
  APP_IOS: 'iOS app',
  APP_ANDROID: 'Android app',
};

/** A resource or service type: upper-case letters, digits, '-' and '_' (FACEBOOK, TELEGRAM-1, APP_IOS). */
function typeName(raw: string | undefined, what: string): string {
  const type = raw?.toUpperCase();
  if (!type || !/^[A-Z][A-Z0-9_-]*$/.test(type))
    throw new UsageError(`${what} is a type such as FACEBOOK, TELEGRAM-1 or APP_IOS, not ${raw ?? '(missing)'}`);
  return type;
}

/** Links the site opens for visitors: web pages, Telegram and e-mail only (never javascript: or data:). */
function linkUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url is an http(s), tg: or mailto: address, not ${raw}`);
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  const other = (url.protocol === 'tg:' || url.protocol === 'mailto:') && /[^/]/.test(raw.slice(url.protocol.length));
  if (!(web && url.hostname) && !other) throw new UsageError(`--url is an http(s), tg: or mailto: address, not ${raw}`);
  return raw;
}

/** Operator commands for home and public content: notices, banners, help articles, feedback, resources, services. */
export async function runContentCommand(
  ctx: AdminContext,
  command: string,
  sub: string | undefined,
  code: string | undefined,
  rest: string[],
  values: Values,
): Promise<unknown> {
  if (!code) throw new UsageError('missing brand code');
  const brand = await ctx.root.brands.byCode(code);
  if (!brand) throw new UsageError(`no brand with code ${code}`);
  const lang = str(values.lang)?.toUpperCase() ?? null;
  if (lang !== null && !isLanguageCode(lang)) throw new UsageError(`--lang is one of the 22 codes, not ${lang}`);
  const need = (name: string) => {
    const value = str(values[name]);
    if (!value) throw new UsageError(`--${name} is required`);
    return value;
  };
  const desk = ctx.root.contentDesk;
  const by = cliDeskActor();
  // The console's content desk service: the same rules (sanitising on save) and the same audit rows.
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof DomainError) throw new UsageError(`${err.code}: ${err.message}`);
      throw err;
    }
  };
  if (command === 'notice' && sub === 'add') {
    const type = need('type').toUpperCase();
    if (!['PL', 'PU', 'PR', 'H'].includes(type)) throw new UsageError('--type is PL, PU, PR or H');
    const execution = str(values.execution)?.toUpperCase() ?? null;
    if (execution !== null && !['A', 'B', 'F'].includes(execution)) throw new UsageError('--execution is A, B or F');
    const input = {
      brand: brand.code,
      language: lang,
      type,
      execution,
      title: need('title'),
      html: need('html'),
      promotionType: str(values['promotion-type']) ?? null,
      enabled: true,
    };
    return (await run(() => desk.saveNotice(by, input, 'cli:notice add'))).row;
  }
  if (command === 'banner' && sub === 'add') {
    const group = need('group');
    if (!['w_home', 'w_login', 'w_register', 'w_forget'].includes(group))
      throw new UsageError('--group is w_home, w_login, w_register or w_forget');
    const input = {
      brand: brand.code,
      language: lang,
      group,
      imageUrl: need('image'),
      linkType: str(values['link-type']) ?? 'none',
      target: str(values.target) ?? null,
      enabled: true,
    };
    return (await run(() => desk.saveBanner(by, input, 'cli:banner add'))).row;
  }
  if (command === 'help' && sub === 'add') {
    const section = (str(values.section) ?? 'help') as ContentSection;
    if (!CONTENT_SECTIONS.includes(section)) throw new UsageError(`--section is ${CONTENT_SECTIONS.join(', ')}`);
    const input = {
      brand: brand.code,
      section,
      language: lang,
      anchor: need('anchor'),
      title: need('title'),
      html: need('html'),
      enabled: true,
    };
    return (await run(() => desk.saveArticle(by, input, 'cli:help add'))).row;
  }
  if (command === 'content' && sub === 'list') {
    return desk.all(brand.id);
  }
  if (command === 'resource' || command === 'service') {
    // Read the row itself, not the repo's cached brand, so a change made a moment ago elsewhere is not lost.
    const fresh = await ctx.root.brands.freshLinks(brand.id);
    if (!fresh) throw new UsageError(`no brand with code ${code}`);
    // Through the brand service (the console's): validated, audited, and the brand cache cleared, so the status
    // call shows the change at once.
    const save = async (patch: Partial<typeof fresh>) => {
      await cliBrandService(ctx)(code, (s, by) => s.links(by, { brand: code, ...patch }));
    };
    if (command === 'resource') return resourceCommand(sub, rest, values, fresh.resources, save);
    return serviceCommand(sub, rest, values, fresh.customerService, save);
  }
  if (command === 'content' && sub === 'off') {
    const [kind, idText] = rest;
    const id = Number(idText);
    if ((kind !== 'banner' && kind !== 'notice') || !Number.isInteger(id)) {
      throw new UsageError('content off <code> banner|notice <id>');
    }
    try {
      await desk.setState(by, { brand: brand.code, kind, id, enabled: false }, 'cli:content off');
    } catch (err) {
      if (err instanceof DomainError && err.code === 'not_found') throw new UsageError(`no ${kind} ${id} on ${code}`);
      throw err;
    }
    return { id, enabled: false };
  }
  if (command === 'feedback' && sub === 'list') {
    const limit = Number(str(values.limit) ?? 20);
    const rows = await desk.feedback(brand.id, limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }
  throw new UsageError(`unknown ${command} command`);
}

type Resources = Brand['resources'];
type Services = Brand['customerService'];

/** Social links and app downloads (spec 3 "Resource entry"): one entry per resourceType. */
async function resourceCommand(
  sub: string | undefined,
  rest: string[],
  values: Values,
  resources: Resources,
  save: (patch: { resources: Resources }) => Promise<void>,
): Promise<unknown> {
  // In the contract's field order (jsonb keeps its own).
  if (sub === 'list')
    return resources.map((r) => ({ resourceType: r.resourceType, labelNameEn: r.labelNameEn, url: r.url }));
  const type = typeName(rest[0], 'the resource type');
  if (sub === 'set') {
    const url = str(values.url);
    if (!url) throw new UsageError('--url is required');
    const old = resources.find((r) => r.resourceType === type);
    const entry = {
      resourceType: type,
      labelNameEn: str(values.label) ?? old?.labelNameEn ?? RESOURCE_LABELS[type] ?? type,
      url: linkUrl(url),
    };
    // A replaced entry keeps its place: the footer and side menu show them in this order.
    const next = old ? resources.map((r) => (r === old ? entry : r)) : [...resources, entry];
    await save({ resources: next });
    return next;
  }
  if (sub === 'remove') {
    const next = resources.filter((r) => r.resourceType !== type);
    if (next.length === resources.length) throw new UsageError(`no ${type} resource to remove`);
    await save({ resources: next });
    return next;
  }
  throw new UsageError('resource set|remove|list <code> [<TYPE>]');
}

/** Customer-service entries of the floating widget (spec 2: title and type), numbered from 1 as listed. */
async function serviceCommand(
  sub: string | undefined,
  rest: string[],
  values: Values,
  services: Services,
  save: (patch: { customerService: Services }) => Promise<void>,
): Promise<unknown> {
  const numbered = (list: Services) => list.map((s, i) => ({ index: i + 1, title: s.title, type: s.type, url: s.url }));
  if (sub === 'list') return numbered(services);
  if (sub === 'add') {
    const title = str(values.title);
    const url = str(values.url);
    if (!title || !url) throw new UsageError('--title, --type and --url are required');
    const next = [...services, { title, type: typeName(str(values.type), '--type'), url: linkUrl(url) }];
    await save({ customerService: next });
    return numbered(next);
  }
  if (sub === 'remove') {
    const index = Number(rest[0]);
    if (!Number.isInteger(index) || index < 1 || index > services.length)
      throw new UsageError(
        `the index is one shown by service list (1 to ${services.length}), not ${rest[0] ?? '(missing)'}`,
      );
    const next = services.filter((_, i) => i !== index - 1);
    await save({ customerService: next });
    return numbered(next);
  }
  throw new UsageError('service add|remove|list <code>');
}
