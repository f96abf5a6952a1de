import { CONTENT_SECTIONS } from '@wl/contract/constants';
import { LANGUAGE_CODES } from '@wl/contract/languages';
import {
  BANNER_GROUPS,
  BANNER_LINKS,
  type ContentKind,
  NOTICE_EXECUTIONS,
  NOTICE_TYPES,
} from '@wl/contract/operator-routes/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../components/form-field';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import type { CallInput } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { useContentSave } from './api/use-content';
import { type Draft, type SaveInput, toInput } from './content-draft';
import { HtmlPreview } from './html-preview';

interface ContentEditorProps {
  kind: ContentKind;
  brand: string;
  initial: Draft;
  onDone: () => void;
}

/** The editor's fields as the operator fills them (text as typed); `toInput` makes the kind's save request of them. */
const draftFields = z.object({
  id: z.number().optional(),
  language: z.string(),
  enabled: z.boolean(),
  sort: z.string(),
  type: z.enum(NOTICE_TYPES),
  execution: z.union([z.enum(NOTICE_EXECUTIONS), z.literal('')]),
  title: z.string(),
  html: z.string(),
  promotionType: z.string(),
  group: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  linkType: z.enum(BANNER_LINKS),
  target: z.string(),
  section: z.enum(CONTENT_SECTIONS),
  anchor: z.string(),
}) satisfies z.ZodType<Draft>;

/** The draft, made the kind's save request and checked by that route's schema. */
function editorSchema(kind: ContentKind, brand: string, request: unknown) {
  return (
    draftFields
      .transform((draft) => toInput(kind, brand, draft))
      // One of the three save requests (their union is too wide a type to pipe into).
      .pipe(request as z.ZodType<SaveInput, SaveInput>)
  );
}
type EditorSchema = ReturnType<typeof editorSchema>;

/** Creates or edits a notice, banner or article; HTML shows beside it as the server would store it. */
export function ContentEditor({ kind, brand, initial, onDone }: ContentEditorProps) {
  const { t } = useTranslation();
  // The save route's own schema checks the request the draft becomes; its issues land on the draft's fields of the
  // same names (title, html, anchor, imageUrl, sort, target).
  const form = useContractForm<`${ContentKind}Save`, EditorSchema>(`${kind}Save`, {
    refine: (request) => editorSchema(kind, brand, request),
    defaultValues: initial,
    messages: { anchor: 'content_anchor_rule' },
  });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const notice = useContentSave('noticeSave');
  const banner = useContentSave('bannerSave');
  const article = useContentSave('articleSave');
  const save = { notice, banner, article }[kind];
  const [type, linkType, html] = [watch('type'), watch('linkType'), watch('html')];

  const submit = form.handleSubmit((input) => {
    const done = { onSuccess: onDone };
    if (kind === 'notice') notice.mutate(input as CallInput<'noticeSave'>, done);
    else if (kind === 'banner') banner.mutate(input as CallInput<'bannerSave'>, done);
    else article.mutate(input as CallInput<'articleSave'>, done);
  });
  const hasHtml = kind !== 'banner';
  const title = t(initial.id === undefined ? `content_new_${kind}` : `content_edit_${kind}`);
  const choice = (
    label: string,
    name: 'type' | 'execution' | 'group' | 'section' | 'language' | 'linkType',
    options: ReactNode,
  ) => (
    <FormField label={label} error={errors[name]}>
      {(ids) => (
        <select className="input" id={ids.control} aria-describedby={ids.describedBy} {...register(name)}>
          {options}
        </select>
      )}
    </FormField>
  );

  return (
    <section className="panel editor" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <div className={hasHtml ? 'editor__grid' : ''}>
        <form className="form editor__form" noValidate onSubmit={submit}>
          <div className="editor__row">
            {kind === 'notice' &&
              choice(
                t('content_type'),
                'type',
                NOTICE_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`notice_type_${v}`)}
                  </option>
                )),
              )}
            {kind === 'notice' &&
              type === 'PU' &&
              choice(t('content_execution'), 'execution', [
                <option key="" value="">
                  {t('content_execution_any')}
                </option>,
                ...NOTICE_EXECUTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t(`notice_execution_${v}`)}
                  </option>
                )),
              ])}
            {kind === 'banner' &&
              choice(
                t('content_group'),
                'group',
                BANNER_GROUPS.map((v) => (
                  <option key={v} value={v}>
                    {t(`banner_group_${v}`)}
                  </option>
                )),
              )}
            {kind === 'article' &&
              choice(
                t('content_section'),
                'section',
                CONTENT_SECTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t(`content_section_${v}`)}
                  </option>
                )),
              )}
            {choice(t('content_language'), 'language', [
              <option key="" value="">
                {t('content_every_language')}
              </option>,
              ...LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              )),
            ])}
            <TextField
              label={t('content_sort')}
              type="number"
              min={0}
              placeholder={t('content_sort_auto')}
              error={errors.sort}
              {...register('sort')}
            />
          </div>
          {kind === 'article' && (
            <TextField
              label={t('content_anchor')}
              inputClassName="mono"
              maxLength={64}
              error={errors.anchor}
              {...register('anchor')}
            />
          )}
          {hasHtml && (
            <TextField label={t('content_title')} maxLength={200} error={errors.title} {...register('title')} />
          )}
          {kind === 'notice' && type === 'PR' && (
            <TextField
              label={t('content_promotion_type')}
              maxLength={50}
              error={errors.promotionType}
              {...register('promotionType')}
            />
          )}
          {hasHtml && (
            <TextField
              label={t('content_html')}
              hint={t('content_html_hint')}
              rows={10}
              inputClassName="mono editor__html"
              maxLength={100_000}
              error={errors.html}
              {...register('html')}
            />
          )}
          {kind === 'banner' && (
            <>
              <TextField
                label={t('content_image_url')}
                inputClassName="mono"
                maxLength={2000}
                placeholder="https://"
                error={errors.imageUrl}
                {...register('imageUrl')}
              />
              <div className="editor__row">
                {choice(
                  t('content_link_type'),
                  'linkType',
                  BANNER_LINKS.map((v) => (
                    <option key={v} value={v}>
                      {t(`banner_link_${v}`)}
                    </option>
                  )),
                )}
                {linkType !== 'none' && (
                  <TextField
                    label={t('content_target')}
                    maxLength={2000}
                    error={errors.target}
                    {...register('target')}
                  />
                )}
              </div>
            </>
          )}
          <label className="checkbox">
            <input type="checkbox" {...register('enabled')} />
            {t('content_enabled')}
          </label>
          <FormFooter
            className="filters__actions"
            submitLabel={t('save')}
            busy={save.isPending}
            error={save.error}
            onCancel={onDone}
          />
        </form>
        {hasHtml && <HtmlPreview html={html} />}
      </div>
    </section>
  );
}
