import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { useChatHostSave } from './api/use-chat-hosts';

type Host = CallOutput<'chatHostList'>['content'][number];

/** 'a, b,,c ' -> ['a', 'b', 'c']. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Creates a host (no `host`) or edits one. */
export function HostForm({ brand, host, onDone }: { brand: string; host: Host | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useChatHostSave();
  const [name, setName] = useState(host?.name ?? '');
  const [avatarUrl, setAvatarUrl] = useState(host?.avatarUrl ?? '');
  const [intro, setIntro] = useState(host?.intro ?? '');
  const [tags, setTags] = useState(host?.tags.join(', ') ?? '');
  const [sort, setSort] = useState(String(host?.sort ?? 0));
  const [online, setOnline] = useState(host?.online ?? true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        brand,
        ...(host ? { id: host.id } : {}),
        name: name.trim(),
        avatarUrl: avatarUrl.trim() || null,
        intro: intro.trim(),
        tags: parseTags(tags),
        online,
        sort: Number(sort) || 0,
      },
      { onSuccess: onDone },
    );
  };
  const title = host ? t('chat_edit_host') : t('chat_new_host');
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <form className="form" onSubmit={submit}>
        <div className="editor__row">
          <label className="field">
            <span className="field__label">{t('chat_host_name')}</span>
            <input
              className="input"
              name="name"
              required
              maxLength={64}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('chat_tags')}</span>
            <input
              className="input"
              value={tags}
              placeholder="live, casino"
              onChange={(e) => setTags(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('content_sort')}</span>
            <input className="input" type="number" min={0} value={sort} onChange={(e) => setSort(e.target.value)} />
          </label>
        </div>
        <label className="field">
          <span className="field__label">{t('chat_avatar')}</span>
          <input
            className="input mono"
            maxLength={2000}
            value={avatarUrl}
            placeholder="https://"
            onChange={(e) => setAvatarUrl(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('chat_intro')}</span>
          <textarea
            className="input"
            rows={3}
            maxLength={500}
            value={intro}
            onChange={(e) => setIntro(e.target.value)}
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={online} onChange={(e) => setOnline(e.target.checked)} />
          {t('chat_online')}
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
    </section>
  );
}
