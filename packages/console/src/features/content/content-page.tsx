import { CONTENT_SECTIONS } from '@wl/contract/constants';
import { LANGUAGE_CODES } from '@wl/contract/languages';
import {
  BANNER_GROUPS,
  CONTENT_KINDS,
  type ContentKind,
  NOTICE_EXECUTIONS,
  NOTICE_TYPES,
} from '@wl/contract/operator-routes/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { useBrand } from '../../lib/use-session';
import { useContentDelete, useContentList, useContentState } from './api/use-content';
import { type ContentRow, type Draft, draftOf, EMPTY_DRAFT } from './content-draft';
import { ContentEditor } from './content-editor';
import { ContentTable } from './content-table';

const PAGE_SIZE = 20;
const LIST = { notice: 'noticeList', banner: 'bannerList', article: 'articleList' } as const;
/** The filter of each tab beside language and state, with its values. */
const FILTERS: Record<ContentKind, { key: string; values: readonly string[]; label: string }[]> = {
  notice: [
    { key: 'type', values: NOTICE_TYPES, label: 'notice_type_' },
    { key: 'execution', values: NOTICE_EXECUTIONS, label: 'notice_execution_' },
  ],
  banner: [{ key: 'group', values: BANNER_GROUPS, label: 'banner_group_' }],
  article: [{ key: 'section', values: CONTENT_SECTIONS, label: 'content_section_' }],
};

export const isKind = (value: string | null): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '');

/**
 * The content desk (issue 12): notices and announcements, banners, and the help, sponsor, description and download
 * articles of the chosen brand, per language. The tab and filters live in the address; the server pages and filters.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const kind: ContentKind = isKind(tab) ? tab : 'notice';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(
    ['language', 'enabled', ...FILTERS[kind].map((f) => f.key)].flatMap((k) =>
      params.get(k) ? [[k, params.get(k) as string]] : [],
    ),
  );
  const list = useContentList(LIST[kind], brand ? { brand, pageNo, pageSize: PAGE_SIZE, ...filters } : null);
  const state = useContentState();
  const remove = useContentDelete();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const switchTab = (next: ContentKind) => {
    setEditing(null);
    setParams(new URLSearchParams({ tab: next }));
  };
  const data = list.data;

  return (
    <>
      <PageHeader title={t('nav_content')}>
        <button
          type="button"
          className="button button--primary"
          disabled={!brand}
          onClick={() => setEditing({ ...EMPTY_DRAFT })}
        >
          {t(`content_new_${kind}`)}
        </button>
      </PageHeader>
      <div className="tabs" role="tablist" aria-label={t('nav_content')}>
        {CONTENT_KINDS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={kind === name}
            className={kind === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => switchTab(name)}
          >
            {t(`content_tab_${name}`)}
          </button>
        ))}
      </div>
      {brand && editing && (
        <ContentEditor
          key={`${kind}-${editing.id ?? 'new'}`}
          kind={kind}
          brand={brand}
          initial={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <section className="filters" aria-label={t('content_filters')}>
        {FILTERS[kind].map((f) => (
          <label key={f.key} className="field">
            <span className="field__label">{t(`content_${f.key}`)}</span>
            <select className="input" value={params.get(f.key) ?? ''} onChange={(e) => setParam(f.key, e.target.value)}>
              <option value="">{t('all')}</option>
              {f.values.map((v) => (
                <option key={v} value={v}>
                  {t(`${f.label}${v}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="field">
          <span className="field__label">{t('content_language')}</span>
          <select
            className="input"
            value={params.get('language') ?? ''}
            onChange={(e) => setParam('language', e.target.value)}
          >
            <option value="">{t('all')}</option>
            <option value="ALL">{t('content_every_language')}</option>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('status')}</span>
          <select
            className="input"
            value={params.get('enabled') ?? ''}
            onChange={(e) => setParam('enabled', e.target.value)}
          >
            <option value="">{t('all')}</option>
            <option value="true">{t('content_on')}</option>
            <option value="false">{t('content_off')}</option>
          </select>
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={list.error ?? state.error} />
      {brand && data && (
        <>
          <ContentTable
            kind={kind}
            rows={data.content as ContentRow[]}
            pending={state.isPending}
            onEdit={(row) => setEditing(draftOf(kind, row))}
            onSwitch={(row) => state.mutate({ brand, kind, id: row.id, enabled: !row.enabled })}
            onMove={(row, by) => state.mutate({ brand, kind, id: row.id, sort: Math.max(0, row.sort + by) })}
            onDelete={(row) => {
              remove.reset();
              setDeleting(row);
            }}
          />
          <Pager
            pageNum={data.pageNum}
            totalPages={data.totalPages}
            total={data.total}
            onPage={(page) => setParam('page', String(page))}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`content_delete_${kind}`)}
        message={t('content_delete_message', { name: deleting ? rowName(deleting) : '' })}
        confirmLabel={t('delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          brand && deleting && remove.mutate({ brand, kind, id: deleting.id }, { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** How a row is named in a sentence: its title, or a banner's image. */
export function rowName(row: ContentRow): string {
  return 'title' in row ? row.title : row.imageUrl;
}
