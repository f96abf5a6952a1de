import { can } from '@wl/contract/operator-capabilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import type { CallOutput } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { useBrand, useSession } from '../../lib/use-session';
import { useWithdrawalSettings, useWithdrawalSettingsSave } from './api/use-withdrawals';

type Settings = CallOutput<'cashierWithdrawalSettings'>;
type NumberField =
  | 'minAmount'
  | 'maxAmount'
  | 'dailyCount'
  | 'dailyAmount'
  | 'feePercent'
  | 'feeFixed'
  | 'p2pPayWindowMinutes'
  | 'p2pAutoReceiveMinutes';

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
  const form = useContractForm('cashierWithdrawalSettingsSave', {
    defaultValues: {
      brand: settings.brand,
      minAmount: settings.minAmount,
      maxAmount: settings.maxAmount,
      dailyCount: settings.dailyCount,
      dailyAmount: settings.dailyAmount,
      feePercent: settings.feePercent,
      feeFixed: settings.feeFixed,
      p2pPayWindowMinutes: settings.p2pPayWindowMinutes,
      p2pAutoReceiveMinutes: settings.p2pAutoReceiveMinutes,
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const field = (
    key: NumberField,
    label: string, // The bounds stay on the input for its spinner; the route's schema says what is wrong.
    props: { min: number; max?: number; step: number | 'any'; 'aria-describedby'?: string },
  ) => (
    <TextField
      label={label}
      type="number"
      disabled={!editable}
      error={form.formState.errors[key]}
      {...props}
      {...form.register(key, { valueAsNumber: true })}
    />
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
      <form className="filters" noValidate onSubmit={submit} aria-label={title}>
        {field('minAmount', t('channel_min'), { min: 0.0001, step: 'any' })}
        {field('maxAmount', t('channel_max'), { min: 0.0001, step: 'any' })}
        {field('dailyCount', t('withdrawal_daily_count'), { min: 1, step: 1 })}
        {field('dailyAmount', t('withdrawal_daily_amount'), { min: 0.0001, step: 'any' })}
        {field('feePercent', t('channel_fee_percent'), { min: 0, max: 100, step: 'any' })}
        {field('feeFixed', t('channel_fee_fixed'), { min: 0, step: 'any' })}
        {field('p2pPayWindowMinutes', t('withdrawal_p2p_pay_window'), { min: 5, max: 1440, step: 1 })}
        {field('p2pAutoReceiveMinutes', t('withdrawal_p2p_auto_receive'), {
          min: 5,
          max: 10_080,
          step: 1,
          'aria-describedby': autoHintId,
        })}
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
    </details>
  );
}
