import type { CONTENT_SECTIONS } from '@wl/contract/constants';
import type {
  BANNER_GROUPS,
  BANNER_LINKS,
  ContentKind,
  NOTICE_EXECUTIONS,
  NOTICE_TYPES,
} from '@wl/contract/operator-routes/content';
import type { CallInput, CallOutput } from '../../lib/api-client';

export type NoticeRow = CallOutput<'noticeList'>['content'][number];
export type BannerRow = CallOutput<'bannerList'>['content'][number];
export type ArticleRow = CallOutput<'articleList'>['content'][number];
export type ContentRow = NoticeRow | BannerRow | ArticleRow;

/** What the editor holds for any kind; `toInput` keeps the kind's own fields. */
export interface Draft {
  id?: number;
  /** '' = every language. */
  language: string;
  enabled: boolean;
  sort: string;
  type: (typeof NOTICE_TYPES)[number];
  execution: (typeof NOTICE_EXECUTIONS)[number] | '';
  title: string;
  html: string;
  promotionType: string;
  group: (typeof BANNER_GROUPS)[number];
  imageUrl: string;
  linkType: (typeof BANNER_LINKS)[number];
  target: string;
  section: (typeof CONTENT_SECTIONS)[number];
  anchor: string;
}

export const EMPTY_DRAFT: Draft = {
  language: '',
  enabled: true,
  sort: '',
  type: 'PL',
  execution: '',
  title: '',
  html: '',
  promotionType: '',
  group: 'w_home',
  imageUrl: '',
  linkType: 'none',
  target: '',
  section: 'help',
  anchor: '',
};

/** A row of a list, ready to edit. */
export function draftOf(kind: ContentKind, row: ContentRow): Draft {
  const base = {
    ...EMPTY_DRAFT,
    id: row.id,
    language: row.language ?? '',
    enabled: row.enabled,
    sort: String(row.sort),
  };
  if (kind === 'notice') {
    const n = row as NoticeRow;
    return {
      ...base,
      type: n.type,
      execution: n.execution ?? '',
      title: n.title,
      html: n.html,
      promotionType: n.promotionType ?? '',
    };
  }
  if (kind === 'banner') {
    const b = row as BannerRow;
    return {
      ...base,
      group: b.group,
      imageUrl: b.imageUrl,
      linkType: b.linkType as Draft['linkType'],
      target: b.target ?? '',
    };
  }
  const a = row as ArticleRow;
  return { ...base, section: a.section, anchor: a.anchor, title: a.title, html: a.html };
}

export type SaveInput = CallInput<'noticeSave'> | CallInput<'bannerSave'> | CallInput<'articleSave'>;

/** The save route's input for the draft: empty text is null, a popup alone keeps its execution. */
export function toInput(kind: ContentKind, brand: string, d: Draft): SaveInput {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const common = {
    brand,
    ...(d.id === undefined ? {} : { id: d.id }),
    language: (orNull(d.language) as CallInput<'noticeSave'>['language']) ?? null,
    enabled: d.enabled,
    ...(d.sort.trim() === '' ? {} : { sort: Number(d.sort) }),
  };
  if (kind === 'notice') {
    return {
      ...common,
      type: d.type,
      execution: d.type === 'PU' && d.execution !== '' ? d.execution : null,
      title: d.title,
      html: d.html,
      promotionType: orNull(d.promotionType),
    };
  }
  if (kind === 'banner') {
    return {
      ...common,
      group: d.group,
      imageUrl: d.imageUrl,
      linkType: d.linkType,
      target: d.linkType === 'none' ? null : orNull(d.target),
    };
  }
  return { ...common, section: d.section, anchor: d.anchor, title: d.title, html: d.html };
}
