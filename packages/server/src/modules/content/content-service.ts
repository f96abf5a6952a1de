import { CONSTANTS } from '@wl/contract/constants';
import type { AppDeps } from '../../deps.js';
import { type Actor, memberOrNull } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { DomainError } from '../../lib/errors.js';
import { onCdn } from '../games/game-views.js';
import { createContentRepo } from './content-repo.js';

/** A language's own rows, or, when it has none, the brand default's, or the rows for every language. */
function pickLanguage<T extends { language: string | null }>(rows: T[], language: string, brand: Brand): T[] {
  for (const lang of [language, brand.defaultLanguage]) {
    const own = rows.filter((r) => r.language === lang || r.language === null);
    if (own.some((r) => r.language === lang)) return own;
  }
  return rows.filter((r) => r.language === null || r.language === brand.defaultLanguage);
}

const IMAGE_TYPES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

/** 'data:image/png;base64,....' -> its type and bytes, checked by the bytes themselves (spec 5: png or jpg, 5 MB). */
export function parseImage(dataUrl: string): { mime: string; bytes: Buffer } {
  const match = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) throw new DomainError('invalid_input', { details: [{ path: 'images', message: 'png or jpg' }] });
  const mime = match[1] === 'image/jpg' ? 'image/jpeg' : (match[1] ?? '');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > CONSTANTS.uploads.maxBytes) {
    throw new DomainError('invalid_input', { details: [{ path: 'images', message: '5 MB at most' }] });
  }
  if (!IMAGE_TYPES[mime]?.(bytes))
    throw new DomainError('invalid_input', { details: [{ path: 'images', message: 'png or jpg' }] });
  return { mime, bytes };
}

/** Spec 7 home content: announcements and banners, feedback, help centre. */
export function createContentService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const repo = createContentRepo(deps.database.db);
  return {
    async announcements(
      actor: Actor,
      input: { types: string; platform: string; language?: string | undefined; execution?: string | undefined },
    ) {
      const language = input.language ?? actor.brand.defaultLanguage;
      const types = new Set(input.types.split(',').map((t) => t.trim().toUpperCase()));
      const bannerRows = types.has('B')
        ? pickLanguage(await repo.enabledBanners(actor.brand.id), language, actor.brand)
        : [];
      const rows = pickLanguage(
        // The brand publishes one set for the web (spec 7 platform W); the TCG mobile client's M reads it too.
        await repo.enabledAnnouncements(actor.brand.id, input.platform === 'M' ? 'W' : input.platform),
        language,
        actor.brand,
      ).filter((a) => types.has(a.type));
      const view = (a: (typeof rows)[number]) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        promotionType: a.promotionType,
        execution: (a.execution as 'A' | 'B' | 'F' | null) ?? null,
      });
      return {
        banners: bannerRows.map((b) => ({
          groupName: b.groupName,
          url: onCdn(actor.brand.imageCdns, b.imageUrl) ?? b.imageUrl,
          linkageType: b.linkageType,
          target: b.target,
        })),
        // Player notices (the marquee) and announcements (the list, 6 a page on the page).
        player: rows.filter((a) => a.type === 'PL' || a.type === 'H').map(view),
        // Popups by execution: A logged in, B anonymous, F first login (spec 4); all when none is asked.
        popup: rows.filter((a) => a.type === 'PU' && (!input.execution || a.execution === input.execution)).map(view),
        promotion: rows.filter((a) => a.type === 'PR').map(view),
      };
    },
    async feedback(actor: Actor, input: { content: string; images?: string[] | undefined }) {
      const images = (input.images ?? []).map(parseImage);
      const id = await repo.insertFeedback(
        {
          brandId: actor.brand.id,
          memberId: memberOrNull(actor)?.id ?? null,
          content: input.content,
          ip: actor.visitor.ip,
          createdAt: deps.clock.now(),
        },
        images.map((image) => ({ mime: image.mime, data: image.bytes.toString('base64') })),
      );
      return { id };
    },
    /** One section a call: the help centre (the spec's call), /sponsor, /description or the download guides (spec 2). */
    async helpCenter(actor: Actor, section: Parameters<typeof repo.helpArticles>[1], lang: string | undefined) {
      const rows = await repo.helpArticles(actor.brand.id, section);
      return pickLanguage(rows, lang ?? actor.brand.defaultLanguage, actor.brand).map((a) => ({
        id: a.id,
        anchor: a.anchor,
        title: a.title,
        content: a.content,
      }));
    },
  };
}
