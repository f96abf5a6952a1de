import { BROADCAST_AUDIENCES } from '@wl/contract/operator-routes/messages';
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@wl/contract/routes/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { useContractForm } from '../../lib/contract-form';
import { useSendBroadcast, useSendPersonal } from './api/use-messages-desk';

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
  // The brand is the top bar's, added when the message is sent.
  const form = useContractForm('broadcastSend', {
    refine: (request) => request.omit({ brand: true }),
    defaultValues: { audience: 'all', title: '', body: '' },
  });
  const { register, formState } = form;
  const submit = form.handleSubmit((values) =>
    send.mutate({ brand, ...values }, { onSuccess: () => form.reset({ ...values, title: '', body: '' }) }),
  );
  return (
    <Panel title={t('messages_broadcast_new')}>
      <form className="form" noValidate onSubmit={submit}>
        <FormField label={t('messages_audience')} error={formState.errors.audience}>
          {(ids) => (
            <select className="input" id={ids.control} {...register('audience')}>
              {BROADCAST_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`messages_audience_${a}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={t('message_title')}
          maxLength={MESSAGE_TITLE_MAX}
          error={formState.errors.title}
          {...register('title')}
        />
        <TextField
          label={t('message_body')}
          rows={5}
          maxLength={MESSAGE_BODY_MAX}
          error={formState.errors.body}
          {...register('body')}
        />
        {send.isSuccess && <p className="inline-status">{t('messages_sent')}</p>}
        <FormFooter submitLabel={t('messages_broadcast_send')} busy={send.isPending} error={send.error} />
      </form>
    </Panel>
  );
}

/** A message to one member's inbox, by member id (shown on the members desk). */
export function PersonalForm() {
  const { t } = useTranslation();
  const send = useSendPersonal();
  const form = useContractForm('messageSendPersonal', { defaultValues: { memberId: '', title: '', body: '' } });
  const { register, formState } = form;
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.reset({ memberId: String(values.memberId), title: '', body: '' }),
    }),
  );
  return (
    <Panel title={t('messages_personal_new')}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('member_id')}
          inputMode="numeric"
          error={formState.errors.memberId}
          {...register('memberId')}
        />
        <TextField
          label={t('message_title')}
          maxLength={MESSAGE_TITLE_MAX}
          error={formState.errors.title}
          {...register('title')}
        />
        <TextField
          label={t('message_body')}
          rows={5}
          maxLength={MESSAGE_BODY_MAX}
          error={formState.errors.body}
          {...register('body')}
        />
        {send.data && <p className="inline-status">{t('messages_sent_to', { account: send.data.memberAccount })}</p>}
        <FormFooter submitLabel={t('messages_personal_send')} busy={send.isPending} error={send.error} />
      </form>
    </Panel>
  );
}
