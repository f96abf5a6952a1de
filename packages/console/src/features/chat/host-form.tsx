import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import type { CallOutput } from '../../lib/api-client';
import { type RequestSchema, requestOf, useContractForm } from '../../lib/contract-form';
import { useChatHostSave } from './api/use-chat-hosts';

type Host = CallOutput<'chatHostList'>['content'][number];

/** 'a, b,,c ' -> ['a', 'b', 'c']. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The host as typed: the tags as one text, no avatar as empty, made the save request and checked by its schema. */
function hostSchema(brand: string, id: number | undefined, request: RequestSchema<'chatHostSave'>) {
  return z
    .object({
      name: z.string(),
      avatarUrl: z.string(),
      intro: z.string(),
      tags: z.string(),
      sort: z.string(),
      online: z.boolean(),
    })
    .transform((host) => ({
      brand,
      ...(id === undefined ? {} : { id }),
      ...host,
      avatarUrl: host.avatarUrl.trim() || null,
      tags: parseTags(host.tags),
      sort: host.sort.trim() === '' ? 0 : Number(host.sort),
    }))
    .pipe(requestOf(request));
}

/** Creates a host (no `host`) or edits one. */
export function HostForm({ brand, host, onDone }: { brand: string; host: Host | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useChatHostSave();
  const form = useContractForm<'chatHostSave', ReturnType<typeof hostSchema>>('chatHostSave', {
    refine: (request) => hostSchema(brand, host?.id, request),
    defaultValues: {
      name: host?.name ?? '',
      avatarUrl: host?.avatarUrl ?? '',
      intro: host?.intro ?? '',
      tags: host?.tags.join(', ') ?? '',
      sort: String(host?.sort ?? 0),
      online: host?.online ?? true,
    },
    messages: { avatarUrl: 'chat_avatar_rule' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }));
  const title = host ? t('chat_edit_host') : t('chat_new_host');
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <div className="editor__row">
          <TextField label={t('chat_host_name')} maxLength={64} error={errors.name} {...register('name')} />
          <TextField label={t('chat_tags')} placeholder="live, casino" error={errors.tags} {...register('tags')} />
          <TextField label={t('content_sort')} type="number" min={0} error={errors.sort} {...register('sort')} />
        </div>
        <TextField
          label={t('chat_avatar')}
          inputClassName="mono"
          maxLength={2000}
          placeholder="https://"
          error={errors.avatarUrl}
          {...register('avatarUrl')}
        />
        <TextField label={t('chat_intro')} rows={3} maxLength={500} error={errors.intro} {...register('intro')} />
        <label className="checkbox">
          <input type="checkbox" {...register('online')} />
          {t('chat_online')}
        </label>
        <FormFooter
          className="filters__actions"
          submitLabel={t('save')}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}
