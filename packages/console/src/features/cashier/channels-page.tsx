import { can } from '@wl/contract/operator-capabilities';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorNotice } from '../../components/error-notice';
import { FormField } from '../../components/form-field';
import { FormFooter } from '../../components/form-footer';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import type { CallOutput } from '../../lib/api-client';
import { type RequestSchema, requestOf, useContractForm } from '../../lib/contract-form';
import { useBrand, useSession } from '../../lib/use-session';
import { useAccountSave, useChannelSave, useChannels } from './api/use-cashier';

type Channel = CallOutput<'cashierChannels'>['channels'][number];
type Account = Channel['accounts'][number];

/** '100, 500' -> [100, 500]; what does not read as a positive amount is left out. */
export function parsePresets(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0)
    .slice(0, 8);
}

/**
 * The brand's payment channels (issue 13): limits, fee, opening hours (UTC), presets and whether each is offered;
 * and the receiving bank accounts of the offline bank channel (members are shown the first active one). Each
 * save is audited by the server.
 */
export function ChannelsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useSession();
  const editable = session ? can(session.operator.role, 'cashier.settings') : false;
  const channels = useChannels(brand);
  return (
    <>
      <PageHeader title={t('nav_channels')} />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={channels.error} />
      {channels.data?.channels.map((c) => (
        <ChannelPanel key={`${c.id}:${c.name}:${c.minAmount}:${c.maxAmount}`} channel={c} editable={editable} />
      ))}
    </>
  );
}

/** The channel as typed: no opening hours as empty, the presets as one text; checked by its save route's schema. */
function channelSchema(id: number, request: RequestSchema<'cashierChannelSave'>) {
  return z
    .object({
      name: z.string(),
      minAmount: z.number(),
      maxAmount: z.number(),
      feePercent: z.number(),
      feeFixed: z.number(),
      feePayer: z.enum(['member', 'brand']),
      opensAt: z.string(),
      closesAt: z.string(),
      presets: z.string(),
      enabled: z.boolean(),
      sort: z.number(),
    })
    .transform((c) => ({
      ...c,
      id,
      opensAt: c.opensAt || null,
      closesAt: c.closesAt || null,
      presets: parsePresets(c.presets),
    }))
    .pipe(requestOf(request));
}

type ChannelNumber = 'minAmount' | 'maxAmount' | 'feePercent' | 'feeFixed' | 'sort';

function ChannelPanel({ channel, editable }: { channel: Channel; editable: boolean }) {
  const { t } = useTranslation();
  const save = useChannelSave();
  const form = useContractForm<'cashierChannelSave', ReturnType<typeof channelSchema>>('cashierChannelSave', {
    refine: (request) => channelSchema(channel.id, request),
    defaultValues: {
      name: channel.name,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
      feePercent: channel.feePercent,
      feeFixed: channel.feeFixed,
      feePayer: channel.feePayer,
      opensAt: channel.opensAt ?? '',
      closesAt: channel.closesAt ?? '',
      presets: channel.presets.join(', '),
      enabled: channel.enabled,
      sort: channel.sort,
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = form.handleSubmit((input) => save.mutate(input));
  // The bounds stay on the inputs for their spinners; the route's schema says what is wrong.
  const number = (key: ChannelNumber, label: string, props: { min: number; max?: number; step: number | 'any' }) => (
    <TextField
      label={label}
      type="number"
      disabled={!editable}
      error={errors[key]}
      {...props}
      {...register(key, { valueAsNumber: true })}
    />
  );
  const text = (
    key: 'name' | 'opensAt' | 'closesAt' | 'presets',
    label: string,
    props: { maxLength?: number; type?: string } = {},
  ) => <TextField label={label} disabled={!editable} error={errors[key]} {...props} {...register(key)} />;
  return (
    <section className="panel" aria-label={channel.name}>
      <h2 className="panel__title">
        {channel.name} <span className="muted mono">{channel.code}</span>{' '}
        <span className="badge">{t(`channel_kind_${channel.kind}`)}</span>
      </h2>
      <form className="filters" noValidate onSubmit={submit}>
        {text('name', t('channel_name'), { maxLength: 60 })}
        {number('minAmount', t('channel_min'), { min: 0.0001, step: 'any' })}
        {number('maxAmount', t('channel_max'), { min: 0.0001, step: 'any' })}
        {number('feePercent', t('channel_fee_percent'), { min: 0, max: 100, step: 'any' })}
        {number('feeFixed', t('channel_fee_fixed'), { min: 0, step: 'any' })}
        <FormField label={t('channel_fee_payer')} error={errors.feePayer}>
          {(ids) => (
            <select className="input" id={ids.control} disabled={!editable} {...register('feePayer')}>
              <option value="member">{t('channel_fee_payer_member')}</option>
              <option value="brand">{t('channel_fee_payer_brand')}</option>
            </select>
          )}
        </FormField>
        {text('opensAt', t('channel_opens'), { type: 'time' })}
        {text('closesAt', t('channel_closes'), { type: 'time' })}
        {text('presets', t('channel_presets'))}
        {number('sort', t('channel_sort'), { min: 0, step: 1 })}
        <label className="checkbox">
          <input type="checkbox" disabled={!editable} {...register('enabled')} />
          <span>{t('channel_enabled')}</span>
        </label>
        {editable && (
          <FormFooter
            className="filters__actions"
            submitLabel={t('save')}
            busy={save.isPending}
            extra={save.isSuccess && <span className="muted">{t('saved')}</span>}
          />
        )}
      </form>
      <ErrorNotice error={save.error} />
      {channel.kind === 'offline_bank' && (
        <>
          <h3 className="panel__title">{t('receiving_accounts')}</h3>
          {channel.accounts.map((a) => (
            <AccountForm
              key={`${a.id}:${a.accountNumber}:${a.active}`}
              channelId={channel.id}
              account={a}
              editable={editable}
            />
          ))}
          {editable && (
            <AccountForm key={`new:${channel.accounts.length}`} channelId={channel.id} account={null} editable />
          )}
        </>
      )}
    </section>
  );
}

function AccountForm({
  channelId,
  account,
  editable,
}: {
  channelId: number;
  account: Account | null;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const save = useAccountSave();
  const form = useContractForm('cashierAccountSave', {
    // No branch is null; the account and its channel are the panel's.
    refine: (request) =>
      request.omit({ id: true, channelId: true }).extend({
        branch: z
          .string()
          .trim()
          .transform((branch) => branch || null)
          .pipe(request.shape.branch),
      }),
    defaultValues: {
      bankName: account?.bankName ?? '',
      holderName: account?.holderName ?? '',
      accountNumber: account?.accountNumber ?? '',
      branch: account?.branch ?? '',
      active: account?.active ?? true,
      sort: account?.sort ?? 0,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...(account ? { id: account.id } : {}), channelId, ...values }),
  );
  const field = (key: 'bankName' | 'holderName' | 'accountNumber' | 'branch', label: string) => (
    <TextField
      label={label}
      maxLength={key === 'accountNumber' ? 40 : 80}
      disabled={!editable}
      error={errors[key]}
      {...form.register(key)}
    />
  );
  return (
    <form className="filters" noValidate onSubmit={submit} aria-label={account ? account.bankName : t('account_add')}>
      {field('bankName', t('account_bank'))}
      {field('holderName', t('account_holder'))}
      {field('accountNumber', t('account_number'))}
      {field('branch', t('account_branch'))}
      <label className="checkbox">
        <input type="checkbox" disabled={!editable} {...form.register('active')} />
        <span>{t('account_active')}</span>
      </label>
      {editable && (
        <FormFooter
          className="filters__actions"
          submitLabel={account ? t('save') : t('account_add')}
          busy={save.isPending}
          error={save.error}
        />
      )}
      {!editable && <ErrorNotice error={save.error} />}
    </form>
  );
}
