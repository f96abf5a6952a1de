import { can } from '@wl/contract/operator-capabilities';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { useBrand, useSession } from '../../lib/use-session';
import { useWithdrawalSettings, useWithdrawalSettingsSave } from './api/use-withdrawals';

type Settings = CallOutput<'cashierWithdrawalSettings'>;

/**
 * The brand's withdrawal rules: limits per withdrawal and per day (the brand's time zone), the member's fee, and the
 * peer-to-peer minutes (spec 4 "Withdrawal confirmation"): how long a depositor has to pay, and after how long an
 * unanswered payment counts as received (a number members are never shown).
 */
export function WithdrawalSettings() {
  const { t } = useTranslation();
  const brand = useBrand();
  const settings = useWithdrawalSettings(brand);
  if (!brand || !settings.data) return <ErrorNotice error={settings.error} />;
  return <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} title={t('withdrawal_settings')} />;
}

function SettingsForm({ settings, title }: { settings: Settings; title: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const editable = session ? can(session.operator.role, 'cashier.settings') : false;
  const save = useWithdrawalSettingsSave();
  const autoHintId = useId();
  const [form, setForm] = useState({
    minAmount: String(settings.minAmount),
    maxAmount: String(settings.maxAmount),
    dailyCount: String(settings.dailyCount),
    dailyAmount: String(settings.dailyAmount),
    feePercent: String(settings.feePercent),
    feeFixed: String(settings.feeFixed),
    p2pPayWindowMinutes: String(settings.p2pPayWindowMinutes),
    p2pAutoReceiveMinutes: String(settings.p2pAutoReceiveMinutes),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      brand: settings.brand,
      minAmount: Number(form.minAmount),
      maxAmount: Number(form.maxAmount),
      dailyCount: Number(form.dailyCount),
      dailyAmount: Number(form.dailyAmount),
      feePercent: Number(form.feePercent),
      feeFixed: Number(form.feeFixed),
      p2pPayWindowMinutes: Number(form.p2pPayWindowMinutes),
      p2pAutoReceiveMinutes: Number(form.p2pAutoReceiveMinutes),
    });
  };
  const field = (key: keyof typeof form, label: string, props: Record<string, unknown>) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        name={key}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        disabled={!editable}
        required
        {...props}
      />
    </label>
  );
  return (
    <details className="panel">
      <summary className="panel__title">{title}</summary>
      <p className="muted">
        {t('withdrawal_settings_hint', { zone: settings.timeZone, threshold: settings.approvalThreshold })}
      </p>
      <p className="muted" id={autoHintId}>
        {t('withdrawal_p2p_minutes_hint')}
      </p>
      <form className="filters" onSubmit={submit} aria-label={title}>
        {field('minAmount', t('channel_min'), { type: 'number', min: 0.0001, step: 'any' })}
        {field('maxAmount', t('channel_max'), { type: 'number', min: 0.0001, step: 'any' })}
        {field('dailyCount', t('withdrawal_daily_count'), { type: 'number', min: 1, step: 1 })}
        {field('dailyAmount', t('withdrawal_daily_amount'), { type: 'number', min: 0.0001, step: 'any' })}
        {field('feePercent', t('channel_fee_percent'), { type: 'number', min: 0, max: 100, step: 'any' })}
        {field('feeFixed', t('channel_fee_fixed'), { type: 'number', min: 0, step: 'any' })}
        {field('p2pPayWindowMinutes', t('withdrawal_p2p_pay_window'), { type: 'number', min: 5, max: 1440, step: 1 })}
        {field('p2pAutoReceiveMinutes', t('withdrawal_p2p_auto_receive'), {
          type: 'number',
          min: 5,
          max: 10_080,
          step: 1,
          'aria-describedby': autoHintId,
        })}
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
    </details>
  );
}
