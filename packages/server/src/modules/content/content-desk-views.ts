import type { articleRow, bannerRow, noticeRow } from '@wl/contract/operator-routes/content';
import type { z } from 'zod';
import type { ArticleRecord, BannerRecord, NoticeRecord } from './content-desk-repo.js';

/** The content desk's rows as the contract shows them (the brand by its code). */
export function noticeView(r: NoticeRecord, brand: string): z.input<typeof noticeRow> {
  return {
    id: r.id,
    brand,
    language: r.language,
    sort: r.sort,
    enabled: r.enabled,
    type: r.type as z.input<typeof noticeRow>['type'],
    execution: (r.execution as z.input<typeof noticeRow>['execution']) ?? null,
    title: r.title,
    html: r.content,
    promotionType: r.promotionType,
    createdAt: r.createdAt.toISOString(),
  };
}

export function bannerView(r: BannerRecord, brand: string): z.input<typeof bannerRow> {
  return {
    id: r.id,
    brand,
    language: r.language,
    sort: r.sort,
    enabled: r.enabled,
    group: r.groupName as z.input<typeof bannerRow>['group'],
    imageUrl: r.imageUrl,
    linkType: r.linkageType,
    target: r.target,
    createdAt: r.createdAt.toISOString(),
  };
}

export function articleView(r: ArticleRecord, brand: string): z.input<typeof articleRow> {
  return {
    id: r.id,
    brand,
    language: r.language,
    sort: r.sort,
    enabled: r.enabled,
    section: r.section,
    anchor: r.anchor,
    title: r.title,
    html: r.content,
  };
}

/** What the audit log keeps of a row: everything but its creation time. */
export function auditValues(row: object): Record<string, unknown> {
  const { createdAt: _createdAt, ...rest } = row as Record<string, unknown>;
  return rest;
}
