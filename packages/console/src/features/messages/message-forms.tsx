import { BROADCAST_AUDIENCES, type BroadcastAudience } from '@wl/contract/operator-routes/messages';
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@wl/contract/routes/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useSendBroadcast, useSendPersonal } from './api/use-messages-desk';

/** A title and a plain-text body, as every message has. */
function TextFields({
  title,
  body,
  onTitle,
  onBody,
}: {
  title: string;
  body: string;
  onTitle: (v: string) => void;
  onBody: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span className="field__label">{t('message_title')}</span>
        <input
          className="input"
          required
          maxLength={MESSAGE_TITLE_MAX}
          value={title}
          onChange={(e) => onTitle(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('message_body')}</span>
        <textarea
          className="input"
          required
          rows={5}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => onBody(e.target.value)}
        />
      </label>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      {children}
    </section>
  );
}

/** A broadcast to the chosen brand's members (all, players or agents): one row, whatever the brand's size. */
export function BroadcastForm({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const send = useSendBroadcast();
  const [audience, setAudience] = useState<BroadcastAudience>('all');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { brand, audience, title, body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      },
    );
  };
  return (
    <Panel title={t('messages_broadcast_new')}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('messages_audience')}</span>
          <select className="input" value={audience} onChange={(e) => setAudience(e.target.value as BroadcastAudience)}>
            {BROADCAST_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`messages_audience_${a}`)}
              </option>
            ))}
          </select>
        </label>
        <TextFields title={title} body={body} onTitle={setTitle} onBody={setBody} />
        <ErrorNotice error={send.error} />
        {send.isSuccess && <p className="inline-status">{t('messages_sent')}</p>}
        <div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('working') : t('messages_broadcast_send')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** A message to one member's inbox, by member id (shown on the members desk). */
export function PersonalForm() {
  const { t } = useTranslation();
  const send = useSendPersonal();
  const [memberId, setMemberId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { memberId: Number(memberId), title, body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      },
    );
  };
  return (
    <Panel title={t('messages_personal_new')}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('member_id')}</span>
          <input
            className="input"
            required
            inputMode="numeric"
            pattern="[0-9]+"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value.trim())}
          />
        </label>
        <TextFields title={title} body={body} onTitle={setTitle} onBody={setBody} />
        <ErrorNotice error={send.error} />
        {send.data && <p className="inline-status">{t('messages_sent_to', { account: send.data.memberAccount })}</p>}
        <div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('working') : t('messages_personal_send')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
