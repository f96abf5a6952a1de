import { can } from '@wl/contract/operator-capabilities';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import type { CallOutput } from '../../lib/api-client';
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

function ChannelPanel({ channel, editable }: { channel: Channel; editable: boolean }) {
  const { t } = useTranslation();
  const save = useChannelSave();
  const [form, setForm] = useState({
    name: channel.name,
    minAmount: String(channel.minAmount),
    maxAmount: String(channel.maxAmount),
    feePercent: String(channel.feePercent),
    feeFixed: String(channel.feeFixed),
    feePayer: channel.feePayer,
    opensAt: channel.opensAt ?? '',
    closesAt: channel.closesAt ?? '',
    presets: channel.presets.join(', '),
    enabled: channel.enabled,
    sort: String(channel.sort),
  });
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      id: channel.id,
      name: form.name,
      minAmount: Number(form.minAmount),
      maxAmount: Number(form.maxAmount),
      feePercent: Number(form.feePercent),
      feeFixed: Number(form.feeFixed),
      feePayer: form.feePayer,
      opensAt: form.opensAt || null,
      closesAt: form.closesAt || null,
      presets: parsePresets(form.presets),
      enabled: form.enabled,
      sort: Number(form.sort),
    });
  };
  const text = (key: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        value={String(form[key])}
        onChange={(e) => set(key)(e.target.value)}
        disabled={!editable}
        required
        {...props}
      />
    </label>
  );
  return (
    <section className="panel" aria-label={channel.name}>
      <h2 className="panel__title">
        {channel.name} <span className="muted mono">{channel.code}</span>{' '}
        <span className="badge">{t(`channel_kind_${channel.kind}`)}</span>
      </h2>
      <form className="filters" onSubmit={submit}>
        {text('name', t('channel_name'), { maxLength: 60 })}
        {text('minAmount', t('channel_min'), { type: 'number', min: 0.0001, step: 'any' })}
        {text('maxAmount', t('channel_max'), { type: 'number', min: 0.0001, step: 'any' })}
        {text('feePercent', t('channel_fee_percent'), { type: 'number', min: 0, max: 100, step: 'any' })}
        {text('feeFixed', t('channel_fee_fixed'), { type: 'number', min: 0, step: 'any' })}
        <label className="field">
          <span className="field__label">{t('channel_fee_payer')}</span>
          <select
            className="input"
            value={form.feePayer}
            disabled={!editable}
            onChange={(e) => set('feePayer')(e.target.value)}
          >
            <option value="member">{t('channel_fee_payer_member')}</option>
            <option value="brand">{t('channel_fee_payer_brand')}</option>
          </select>
        </label>
        {text('opensAt', t('channel_opens'), { type: 'time', required: false })}
        {text('closesAt', t('channel_closes'), { type: 'time', required: false })}
        {text('presets', t('channel_presets'), { required: false })}
        {text('sort', t('channel_sort'), { type: 'number', min: 0, step: 1 })}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.enabled}
            disabled={!editable}
            onChange={(e) => set('enabled')(e.target.checked)}
          />
          <span>{t('channel_enabled')}</span>
        </label>
        {editable && (
          <div className="filters__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('save')}
            </button>
            {save.isSuccess && <span className="muted">{t('saved')}</span>}
          </div>
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
  const [form, setForm] = useState({
    bankName: account?.bankName ?? '',
    holderName: account?.holderName ?? '',
    accountNumber: account?.accountNumber ?? '',
    branch: account?.branch ?? '',
    active: account?.active ?? true,
    sort: String(account?.sort ?? 0),
  });
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...(account ? { id: account.id } : {}),
      channelId,
      bankName: form.bankName,
      holderName: form.holderName,
      accountNumber: form.accountNumber,
      branch: form.branch || null,
      active: form.active,
      sort: Number(form.sort),
    });
  };
  const field = (key: 'bankName' | 'holderName' | 'accountNumber' | 'branch', label: string, required = true) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        value={form[key]}
        maxLength={key === 'accountNumber' ? 40 : 80}
        onChange={(e) => set(key)(e.target.value)}
        disabled={!editable}
        required={required}
      />
    </label>
  );
  return (
    <form className="filters" onSubmit={submit} aria-label={account ? account.bankName : t('account_add')}>
      {field('bankName', t('account_bank'))}
      {field('holderName', t('account_holder'))}
      {field('accountNumber', t('account_number'))}
      {field('branch', t('account_branch'), false)}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.active}
          disabled={!editable}
          onChange={(e) => set('active')(e.target.checked)}
        />
        <span>{t('account_active')}</span>
      </label>
      {editable && (
        <div className="filters__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {account ? t('save') : t('account_add')}
          </button>
        </div>
      )}
      <ErrorNotice error={save.error} />
    </form>
  );
}
