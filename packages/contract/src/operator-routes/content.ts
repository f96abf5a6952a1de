import { z } from 'zod';
import { CONTENT_SECTIONS } from '../constants.js';
import { id, int, text } from '../inputs.js';
import { LANGUAGE_CODES } from '../languages.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

const brandCode = text().trim().min(1).max(32);
/** A spec language code, or null for every language. */
const language = z.enum(LANGUAGE_CODES).nullable();
const html = text().min(1).max(100_000);

export const CONTENT_KINDS = ['notice', 'banner', 'article'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Notice types (spec 3, 4): PL player notice (marquee), PU popup, PR promotion, H announcement. */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
/** Popup executions: A logged in, B anonymous, F first login. */
export const NOTICE_EXECUTIONS = ['A', 'B', 'F'] as const;
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export const BANNER_LINKS = ['none', 'url', 'promotion', 'game'] as const;

const common = {
  id: z.number().int(),
  brand: z.string(),
  language: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
};

export const noticeRow = z.object({
  ...common,
  type: z.enum(NOTICE_TYPES),
  execution: z.enum(NOTICE_EXECUTIONS).nullable(),
  title: z.string(),
  /** The sanitised HTML as stored. */
  html: z.string(),
  promotionType: z.string().nullable(),
  createdAt: z.string(),
});
export const bannerRow = z.object({
  ...common,
  group: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  linkType: z.string(),
  target: z.string().nullable(),
  createdAt: z.string(),
});
export const articleRow = z.object({
  ...common,
  section: z.enum(CONTENT_SECTIONS),
  anchor: z.string(),
  title: z.string(),
  html: z.string(),
});

const listQuery = pageQuery.extend({
  brand: brandCode,
  /** A language code, or 'ALL' for the rows shown in every language. */
  language: z.union([z.enum(LANGUAGE_CODES), z.literal('ALL')]).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
const listed = <T extends z.ZodType>(row: T) => paged(row).extend({ total: z.number().int() });

const edit = { brand: brandCode, id: id().optional(), language, sort: int().optional(), enabled: z.boolean() };

const manage = {
  method: 'POST',
  auth: 'operator',
  capability: 'content.manage',
  brandScoped: true,
  audited: true,
  tier: 'write',
  area: 'content',
} as const;
const read = { ...manage, method: 'GET', audited: false, tier: 'read' } as const;

export const operatorContentRoutes = {
  noticeList: operatorRoute({
    ...read,
    path: '/console/api/content/notices',
    summary: "A brand's notices and announcements by type, execution and language; by sort, then newest",
    request: listQuery.extend({
      type: z.enum(NOTICE_TYPES).optional(),
      execution: z.enum(NOTICE_EXECUTIONS).optional(),
    }),
    response: listed(noticeRow),
  }),
  noticeSave: operatorRoute({
    ...manage,
    path: '/console/api/content/notices/save',
    summary: 'Creates a notice (no id) or edits one; the HTML is sanitised before it is stored',
    request: z.object({
      ...edit,
      type: z.enum(NOTICE_TYPES),
      execution: z.enum(NOTICE_EXECUTIONS).nullable(),
      title: text().trim().min(1).max(200),
      html,
      promotionType: text().trim().max(50).nullable(),
    }),
    response: noticeRow,
  }),
  bannerList: operatorRoute({
    ...read,
    path: '/console/api/content/banners',
    summary: "A brand's banners by group and language, by sort",
    request: listQuery.extend({ group: z.enum(BANNER_GROUPS).optional() }),
    response: listed(bannerRow),
  }),
  bannerSave: operatorRoute({
    ...manage,
    path: '/console/api/content/banners/save',
    summary: 'Creates a banner (no id) or edits one',
    request: z.object({
      ...edit,
      group: z.enum(BANNER_GROUPS),
      imageUrl: text()
        .trim()
        .min(1)
        .max(2000)
        .regex(/^(https?:\/\/|\/)/, 'an http(s) address or a path'),
      linkType: z.enum(BANNER_LINKS),
      target: text().trim().max(2000).nullable(),
    }),
    response: bannerRow,
  }),
  articleList: operatorRoute({
    ...read,
    path: '/console/api/content/articles',
    summary: "A brand's help, sponsor, description and download articles by section and language, by sort",
    request: listQuery.extend({ section: z.enum(CONTENT_SECTIONS).optional() }),
    response: listed(articleRow),
  }),
  articleSave: operatorRoute({
    ...manage,
    path: '/console/api/content/articles/save',
    summary: 'Creates an article (no id: after the section’s others) or edits one; the HTML is sanitised when stored',
    request: z.object({
      ...edit,
      section: z.enum(CONTENT_SECTIONS),
      anchor: text()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _'),
      title: text().trim().min(1).max(200),
      html,
    }),
    response: articleRow,
  }),
  contentSetState: operatorRoute({
    ...manage,
    path: '/console/api/content/state',
    summary: 'Switches a notice, banner or article on or off, or gives it another place (sort)',
    request: z
      .object({
        brand: brandCode,
        kind: z.enum(CONTENT_KINDS),
        id: id(),
        enabled: z.boolean().optional(),
        sort: int().optional(),
      })
      .refine((v) => v.enabled !== undefined || v.sort !== undefined, { message: 'enabled or sort' }),
    response: z.object({
      kind: z.enum(CONTENT_KINDS),
      id: z.number().int(),
      enabled: z.boolean(),
      sort: z.number().int(),
    }),
  }),
  contentDelete: operatorRoute({
    ...manage,
    path: '/console/api/content/delete',
    summary: 'Deletes a notice, banner or article',
    request: z.object({ brand: brandCode, kind: z.enum(CONTENT_KINDS), id: id() }),
    response: z.object({ kind: z.enum(CONTENT_KINDS), id: z.number().int() }),
  }),
  contentPreview: operatorRoute({
    ...manage,
    audited: false,
    brandScoped: false,
    tier: 'read',
    path: '/console/api/content/preview',
    summary: 'The HTML as it would be stored: sanitised exactly as on save (nothing is stored)',
    request: z.object({ html: text().max(100_000) }),
    response: z.object({ html: z.string() }),
  }),
};
