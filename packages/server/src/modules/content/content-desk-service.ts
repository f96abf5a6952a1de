import type { ContentSection } from '@wl/contract/constants';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { type DeskActor, type DeskDatabase, deskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { type ContentFilter, type ContentKind, createContentDeskRepo } from './content-desk-repo.js';
import { articleView, auditValues, bannerView, noticeView } from './content-desk-views.js';
import { sanitizeContent } from './sanitize.js';

export type ContentDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: DeskDatabase };

interface ListInput {
  brand: string;
  pageNo: number;
  pageSize?: number | undefined;
  language?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
}
interface Edit {
  brand: string;
  id?: number | undefined;
  language: string | null;
  sort?: number | undefined;
  enabled: boolean;
}
export interface NoticeEdit extends Edit {
  type: string;
  execution: string | null;
  title: string;
  html: string;
  promotionType: string | null;
}
export interface BannerEdit extends Edit {
  group: string;
  imageUrl: string;
  linkType: string;
  target: string | null;
}
export interface ArticleEdit extends Edit {
  section: ContentSection;
  anchor: string;
  title: string;
  html: string;
}

const filterOf = (input: ListInput): ContentFilter => ({
  language: input.language,
  enabled: input.enabled === undefined ? undefined : input.enabled === 'true',
});

/**
 * The content desk: the brand's notices and announcements, banners and help, sponsor, description and download
 * articles. The console and the command line (`notice`, `banner`, `help`, `content off`) both call it. HTML is
 * sanitised here, on every save (sanitize.ts); each change writes its audit row, with the values before and after, in
 * the transaction of the change. The player site reads the tables directly: no cache to clear.
 */
export function createContentDeskService(deps: ContentDeskDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createContentDeskRepo(db);
  const { audit } = deps;

  /** One audited change on a brand's row, in one transaction; `apply` answers the row before and after. */
  async function change<T extends { id: number }>(
    actor: DeskActor,
    brandCode: string,
    action: string,
    kind: ContentKind,
    apply: (brand: Brand, tx: Db) => Promise<{ before: T | null; after: T | null; id: number }>,
  ) {
    // The brand is read before the transaction: the brand repo has its own connection.
    const brand = await deskBrand(deps, actor, brandCode);
    return deps.database.transaction(async (tx) => {
      const { before, after, id } = await apply(brand, tx);
      await audit.record(
        actor.audit,
        {
          action,
          targetType: kind,
          targetId: id,
          brandId: brand.id,
          before: before && auditValues(before),
          after: after && auditValues(after),
        },
        tx,
      );
      return { brand, row: after, id };
    });
  }

  const found = <T>(row: T | null): T => {
    if (!row) throw new DomainError('not_found');
    return row;
  };

  return {
    async listNotices(actor: DeskActor, input: ListInput & { type?: string | undefined; execution?: string }) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const f = { ...filterOf(input), type: input.type, execution: input.execution };
      const { rows, total } = await repo.notices(brand.id, f, page);
      return pagedOf(
        rows.map((r) => noticeView(r, brand.code)),
        total,
        page,
      );
    },
    async listBanners(actor: DeskActor, input: ListInput & { group?: string | undefined }) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.banners(brand.id, { ...filterOf(input), group: input.group }, page);
      return pagedOf(
        rows.map((r) => bannerView(r, brand.code)),
        total,
        page,
      );
    },
    async listArticles(actor: DeskActor, input: ListInput & { section?: string | undefined }) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.articles(brand.id, { ...filterOf(input), section: input.section }, page);
      return pagedOf(
        rows.map((r) => articleView(r, brand.code)),
        total,
        page,
      );
    },

    /** A new notice (no id) or an edit; the HTML stored is the sanitised HTML. */
    async saveNotice(actor: DeskActor, input: NoticeEdit, action = 'noticeSave') {
      const values = {
        language: input.language,
        type: input.type,
        // Only popups have an execution (spec 4).
        execution: input.type === 'PU' ? input.execution : null,
        title: input.title,
        content: sanitizeContent(input.html),
        promotionType: input.promotionType,
        enabled: input.enabled,
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      const { row, brand: saved } = await change(actor, input.brand, action, 'notice', async (brand, tx) => {
        if (input.id === undefined) {
          const after = await repo.insertNotice({ ...values, brandId: brand.id }, tx);
          return { before: null, after, id: after.id };
        }
        const before = found(await repo.lockNotice(brand.id, input.id, tx));
        return { before, after: await repo.updateNotice(before.id, values, tx), id: before.id };
      });
      return { brand: saved.code, row: found(row) };
    },

    async saveBanner(actor: DeskActor, input: BannerEdit, action = 'bannerSave') {
      const values = {
        language: input.language,
        groupName: input.group,
        imageUrl: input.imageUrl,
        linkageType: input.linkType,
        target: input.linkType === 'none' ? null : input.target,
        enabled: input.enabled,
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      const { row, brand: saved } = await change(actor, input.brand, action, 'banner', async (brand, tx) => {
        if (input.id === undefined) {
          const after = await repo.insertBanner({ ...values, brandId: brand.id }, tx);
          return { before: null, after, id: after.id };
        }
        const before = found(await repo.lockBanner(brand.id, input.id, tx));
        return { before, after: await repo.updateBanner(before.id, values, tx), id: before.id };
      });
      return { brand: saved.code, row: found(row) };
    },

    /** A new article goes after its section's others (unless a sort is given), not among them. */
    async saveArticle(actor: DeskActor, input: ArticleEdit, action = 'articleSave') {
      const values = {
        language: input.language,
        section: input.section,
        anchor: input.anchor,
        title: input.title,
        content: sanitizeContent(input.html),
        enabled: input.enabled,
      };
      const { row, brand: saved } = await change(actor, input.brand, action, 'article', async (brand, tx) => {
        if (input.id === undefined) {
          const sort = input.sort ?? ((await repo.lastArticleSort(brand.id, input.section, tx)) ?? -1) + 1;
          const after = await repo.insertArticle({ ...values, sort, brandId: brand.id }, tx);
          return { before: null, after, id: after.id };
        }
        const before = found(await repo.lockArticle(brand.id, input.id, tx));
        const patch = input.sort === undefined ? values : { ...values, sort: input.sort };
        return { before, after: await repo.updateArticle(before.id, patch, tx), id: before.id };
      });
      return { brand: saved.code, row: found(row) };
    },

    /** On or off, or another place in the list. */
    async setState(
      actor: DeskActor,
      input: { brand: string; kind: ContentKind; id: number; enabled?: boolean | undefined; sort?: number | undefined },
      action = 'contentSetState',
    ) {
      const patch = {
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      const { row } = await change<{ id: number; enabled: boolean; sort: number }>(
        actor,
        input.brand,
        action,
        input.kind,
        async (brand, tx) => {
          if (input.kind === 'notice') {
            const before = found(await repo.lockNotice(brand.id, input.id, tx));
            return { before, after: await repo.updateNotice(before.id, patch, tx), id: before.id };
          }
          if (input.kind === 'banner') {
            const before = found(await repo.lockBanner(brand.id, input.id, tx));
            return { before, after: await repo.updateBanner(before.id, patch, tx), id: before.id };
          }
          const before = found(await repo.lockArticle(brand.id, input.id, tx));
          return { before, after: await repo.updateArticle(before.id, patch, tx), id: before.id };
        },
      );
      const after = found(row);
      return { kind: input.kind, id: after.id, enabled: after.enabled, sort: after.sort };
    },

    async remove(actor: DeskActor, input: { brand: string; kind: ContentKind; id: number }, action = 'contentDelete') {
      await change<{ id: number }>(actor, input.brand, action, input.kind, async (brand, tx) => {
        const lock = { notice: repo.lockNotice, banner: repo.lockBanner, article: repo.lockArticle }[input.kind];
        const before = found(await lock(brand.id, input.id, tx));
        await repo.remove(input.kind, before.id, tx);
        return { before, after: null, id: before.id };
      });
      return { kind: input.kind, id: input.id };
    },

    /** The HTML exactly as a save would store it. */
    preview(html: string) {
      return { html: sanitizeContent(html) };
    },

    all: (brandId: number) => repo.all(brandId),
    feedback: (brandId: number, limit: number) => repo.feedback(brandId, limit),
  };
}

export type ContentDeskService = ReturnType<typeof createContentDeskService>;
