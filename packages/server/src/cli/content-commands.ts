import { CONTENT_SECTIONS, type ContentSection } from '@wl/contract/constants';
import { isLanguageCode } from '@wl/contract/languages';
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import { announcements, banners, feedback, feedbackImages, helpArticles } from '../db/schema.js';
import { sanitizeContent } from '../modules/content/sanitize.js';
import type { AdminContext } from './admin-commands.js';
import { UsageError } from './admin-commands.js';

type Values = Record<string, string | boolean | undefined>;
const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

/** Operator commands for the content of issue 6: notices, banners, help articles, feedback. */
export async function runContentCommand(
  ctx: AdminContext,
  command: string,
  sub: string | undefined,
  code: string | undefined,
  rest: string[],
  values: Values,
): Promise<unknown> {
  if (!code) throw new UsageError('missing brand code');
  const brand = await ctx.brands.byCode(code);
  if (!brand) throw new UsageError(`no brand with code ${code}`);
  const lang = str(values.lang)?.toUpperCase() ?? null;
  if (lang !== null && !isLanguageCode(lang)) throw new UsageError(`--lang is one of the 22 codes, not ${lang}`);
  const need = (name: string) => {
    const value = str(values[name]);
    if (!value) throw new UsageError(`--${name} is required`);
    return value;
  };
  if (command === 'notice' && sub === 'add') {
    const type = need('type').toUpperCase();
    if (!['PL', 'PU', 'PR', 'H'].includes(type)) throw new UsageError('--type is PL, PU, PR or H');
    const execution = str(values.execution)?.toUpperCase() ?? null;
    if (execution !== null && !['A', 'B', 'F'].includes(execution)) throw new UsageError('--execution is A, B or F');
    const [row] = await ctx.db
      .insert(announcements)
      .values({
        brandId: brand.id,
        language: lang,
        type,
        execution,
        title: need('title'),
        // Stored clean: the page cleans it again before showing it.
        content: sanitizeContent(need('html')),
        promotionType: str(values['promotion-type']) ?? null,
      })
      .returning();
    return row;
  }
  if (command === 'banner' && sub === 'add') {
    const group = need('group');
    if (!['w_home', 'w_login', 'w_register', 'w_forget'].includes(group))
      throw new UsageError('--group is w_home, w_login, w_register or w_forget');
    const [row] = await ctx.db
      .insert(banners)
      .values({
        brandId: brand.id,
        language: lang,
        groupName: group,
        imageUrl: need('image'),
        linkageType: str(values['link-type']) ?? 'none',
        target: str(values.target) ?? null,
      })
      .returning();
    return row;
  }
  if (command === 'help' && sub === 'add') {
    const section = (str(values.section) ?? 'help') as ContentSection;
    if (!CONTENT_SECTIONS.includes(section)) throw new UsageError(`--section is ${CONTENT_SECTIONS.join(', ')}`);
    // A new article goes after the section's others, not among them.
    const [last] = await ctx.db
      .select({ sort: max(helpArticles.sort) })
      .from(helpArticles)
      .where(and(eq(helpArticles.brandId, brand.id), eq(helpArticles.section, section)));
    const [row] = await ctx.db
      .insert(helpArticles)
      .values({
        brandId: brand.id,
        section,
        language: lang,
        anchor: need('anchor'),
        title: need('title'),
        content: sanitizeContent(need('html')),
        sort: (last?.sort ?? -1) + 1,
      })
      .returning();
    return row;
  }
  if (command === 'content' && sub === 'list') {
    return {
      banners: await ctx.db.select().from(banners).where(eq(banners.brandId, brand.id)),
      notices: await ctx.db.select().from(announcements).where(eq(announcements.brandId, brand.id)),
      help: await ctx.db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.brandId, brand.id))
        .orderBy(asc(helpArticles.section), asc(helpArticles.sort), asc(helpArticles.id)),
    };
  }
  if (command === 'content' && sub === 'off') {
    const [kind, idText] = rest;
    const id = Number(idText);
    const table = kind === 'banner' ? banners : kind === 'notice' ? announcements : null;
    if (!table || !Number.isInteger(id)) throw new UsageError('content off <code> banner|notice <id>');
    const rows = await ctx.db
      .update(table)
      .set({ enabled: false })
      .where(and(eq(table.brandId, brand.id), eq(table.id, id)))
      .returning({ id: table.id });
    if (rows.length === 0) throw new UsageError(`no ${kind} ${id} on ${code}`);
    return { id, enabled: false };
  }
  if (command === 'feedback' && sub === 'list') {
    const limit = Number(str(values.limit) ?? 20);
    const rows = await ctx.db
      .select({
        id: feedback.id,
        at: feedback.createdAt,
        memberId: feedback.memberId,
        content: feedback.content,
        images: count(feedbackImages.id),
      })
      .from(feedback)
      .leftJoin(feedbackImages, eq(feedbackImages.feedbackId, feedback.id))
      .where(eq(feedback.brandId, brand.id))
      .groupBy(feedback.id)
      .orderBy(desc(feedback.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }
  throw new UsageError(`unknown ${command} command`);
}
