import { CONTENT_SECTIONS } from '@wl/contract/constants';
import { LANGUAGE_CODES } from '@wl/contract/languages';
import {
  BANNER_GROUPS,
  BANNER_LINKS,
  type ContentKind,
  NOTICE_EXECUTIONS,
  NOTICE_TYPES,
} from '@wl/contract/operator-routes/content';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallInput } from '../../lib/api-client';
import { useContentSave } from './api/use-content';
import { type Draft, toInput } from './content-draft';
import { HtmlPreview } from './html-preview';

interface ContentEditorProps {
  kind: ContentKind;
  brand: string;
  initial: Draft;
  onDone: () => void;
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children
    <label className={wide ? 'field field--wide' : 'field'}>
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}

/** Creates or edits a notice, banner or article; HTML shows beside it as the server would store it. */
export function ContentEditor({ kind, brand, initial, onDone }: ContentEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const notice = useContentSave('noticeSave');
  const banner = useContentSave('bannerSave');
  const article = useContentSave('articleSave');
  const save = { notice, banner, article }[kind];
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(kind, brand, draft);
    const done = { onSuccess: onDone };
    if (kind === 'notice') notice.mutate(input as CallInput<'noticeSave'>, done);
    else if (kind === 'banner') banner.mutate(input as CallInput<'bannerSave'>, done);
    else article.mutate(input as CallInput<'articleSave'>, done);
  };
  const hasHtml = kind !== 'banner';
  const title = t(draft.id === undefined ? `content_new_${kind}` : `content_edit_${kind}`);

  return (
    <section className="panel editor" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <div className={hasHtml ? 'editor__grid' : ''}>
        <form className="form editor__form" onSubmit={submit}>
          <div className="editor__row">
            {kind === 'notice' && (
              <Field label={t('content_type')}>
                <select
                  className="input"
                  value={draft.type}
                  onChange={(e) => set('type', e.target.value as Draft['type'])}
                >
                  {NOTICE_TYPES.map((v) => (
                    <option key={v} value={v}>
                      {t(`notice_type_${v}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {kind === 'notice' && draft.type === 'PU' && (
              <Field label={t('content_execution')}>
                <select
                  className="input"
                  value={draft.execution}
                  onChange={(e) => set('execution', e.target.value as Draft['execution'])}
                >
                  <option value="">{t('content_execution_any')}</option>
                  {NOTICE_EXECUTIONS.map((v) => (
                    <option key={v} value={v}>
                      {t(`notice_execution_${v}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {kind === 'banner' && (
              <Field label={t('content_group')}>
                <select
                  className="input"
                  value={draft.group}
                  onChange={(e) => set('group', e.target.value as Draft['group'])}
                >
                  {BANNER_GROUPS.map((v) => (
                    <option key={v} value={v}>
                      {t(`banner_group_${v}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {kind === 'article' && (
              <Field label={t('content_section')}>
                <select
                  className="input"
                  value={draft.section}
                  onChange={(e) => set('section', e.target.value as Draft['section'])}
                >
                  {CONTENT_SECTIONS.map((v) => (
                    <option key={v} value={v}>
                      {t(`content_section_${v}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Field label={t('content_language')}>
              <select className="input" value={draft.language} onChange={(e) => set('language', e.target.value)}>
                <option value="">{t('content_every_language')}</option>
                {LANGUAGE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('content_sort')}>
              <input
                className="input"
                type="number"
                min={0}
                value={draft.sort}
                placeholder={t('content_sort_auto')}
                onChange={(e) => set('sort', e.target.value)}
              />
            </Field>
          </div>
          {kind === 'article' && (
            <Field label={t('content_anchor')}>
              <input
                className="input mono"
                required
                maxLength={64}
                pattern="[A-Za-z0-9_\-]+"
                value={draft.anchor}
                onChange={(e) => set('anchor', e.target.value)}
              />
            </Field>
          )}
          {hasHtml && (
            <Field label={t('content_title')}>
              <input
                className="input"
                name="title"
                required
                maxLength={200}
                value={draft.title}
                onChange={(e) => set('title', e.target.value)}
              />
            </Field>
          )}
          {kind === 'notice' && draft.type === 'PR' && (
            <Field label={t('content_promotion_type')}>
              <input
                className="input"
                maxLength={50}
                value={draft.promotionType}
                onChange={(e) => set('promotionType', e.target.value)}
              />
            </Field>
          )}
          {hasHtml && (
            <Field label={t('content_html')}>
              <textarea
                className="input mono editor__html"
                name="html"
                required
                rows={10}
                maxLength={100_000}
                value={draft.html}
                onChange={(e) => set('html', e.target.value)}
              />
              <span className="field__hint">{t('content_html_hint')}</span>
            </Field>
          )}
          {kind === 'banner' && (
            <>
              <Field label={t('content_image_url')}>
                <input
                  className="input mono"
                  required
                  maxLength={2000}
                  value={draft.imageUrl}
                  placeholder="https://"
                  onChange={(e) => set('imageUrl', e.target.value)}
                />
              </Field>
              <div className="editor__row">
                <Field label={t('content_link_type')}>
                  <select
                    className="input"
                    value={draft.linkType}
                    onChange={(e) => set('linkType', e.target.value as Draft['linkType'])}
                  >
                    {BANNER_LINKS.map((v) => (
                      <option key={v} value={v}>
                        {t(`banner_link_${v}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                {draft.linkType !== 'none' && (
                  <Field label={t('content_target')}>
                    <input
                      className="input"
                      maxLength={2000}
                      value={draft.target}
                      onChange={(e) => set('target', e.target.value)}
                    />
                  </Field>
                )}
              </div>
            </>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
            {t('content_enabled')}
          </label>
          <ErrorNotice error={save.error} />
          <div className="filters__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t('working') : t('save')}
            </button>
            <button type="button" className="button" onClick={onDone} disabled={save.isPending}>
              {t('cancel')}
            </button>
          </div>
        </form>
        {hasHtml && <HtmlPreview html={draft.html} />}
      </div>
    </section>
  );
}
