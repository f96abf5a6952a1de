import { LANGUAGES } from '@wl/contract/languages';
import { WHITELABEL_FLAGS } from '@wl/contract/whitelabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorNotice } from '../../components/error-notice';
import { type FieldErrorLike, FormField } from '../../components/form-field';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import type { CallOutput } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { timeZones } from '../../lib/time-zones';
import { useBrandChange } from './api/use-brands';

type Brand = CallOutput<'brandDetail'>;

/** A site language named in the console's language (the console bundles no fonts for every script). */
function languageName(tag: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([/^(cn|zh)/i.test(uiLanguage) ? 'zh-CN' : 'en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The whitelabel flags (spec 3), the languages offered, the maker-checker threshold and window, the demo balance and
 * social sign-in.
 */
export function SettingsPanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const change = useBrandChange('brandSettings');
  const [saved, setSaved] = useState(false);
  const form = useContractForm('brandSettings', {
    // An empty sign-in id stops offering that sign-in (null).
    refine: (request) =>
      request.safeExtend({
        social: z.object({
          googleClientId: z
            .string()
            .trim()
            .transform((id) => id || null)
            .pipe(request.shape.social.unwrap().shape.googleClientId.unwrap()),
          facebookAppId: z
            .string()
            .trim()
            .transform((id) => id || null)
            .pipe(request.shape.social.unwrap().shape.facebookAppId.unwrap()),
        }),
      }),
    defaultValues: {
      brand: brand.code,
      whitelabel: brand.whitelabel,
      languages: brand.languages as never,
      defaultLanguage: brand.defaultLanguage as never,
      approvalThreshold: brand.approvalThreshold,
      approvalWindowHours: brand.approvalWindowHours,
      demoBalance: brand.demoBalance,
      transferLimits: brand.transferLimits,
      timeZone: brand.timeZone,
      social: { googleClientId: brand.social.googleClientId ?? '', facebookAppId: brand.social.facebookAppId ?? '' },
    },
    messages: { defaultLanguage: 'default_language_offered', 'transferLimits.max': 'transfer_limits_order' },
  });
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const languages: string[] = watch('languages') ?? [];
  const toggleLanguage = (code: string, on: boolean) =>
    setValue('languages', (on ? [...languages, code] : languages.filter((l) => l !== code)) as never, {
      shouldValidate: formState.isSubmitted,
    });
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    change.mutate(values, { onSuccess: () => setSaved(true) });
  });
  const amount = (label: string, hint: string, name: AmountName, error: FieldErrorLike) => (
    <TextField
      key={name}
      label={label}
      hint={hint}
      fieldClassName="field--inline"
      inputClassName="num"
      type="number"
      step="0.0001"
      disabled={!canManage}
      error={error}
      {...register(name, { valueAsNumber: true })}
    />
  );
  return (
    <section className="panel" aria-labelledby="settings-title">
      <h2 id="settings-title" className="panel__title">
        {t('brand_settings')}
      </h2>
      <form className="form" noValidate onSubmit={submit}>
        <fieldset className="fieldset" disabled={!canManage}>
          <legend className="field__label">{t('whitelabel_flags')}</legend>
          <div className="check-grid">
            {WHITELABEL_FLAGS.map((flag) => (
              <label key={flag} className="checkbox" title={flag}>
                <input type="checkbox" {...register(`whitelabel.${flag}`)} />
                <span>
                  {t(`flag_${flag}`)} <span className="muted mono">{flag}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="fieldset" disabled={!canManage}>
          <legend className="field__label">{t('languages_offered')}</legend>
          <div className="check-grid check-grid--narrow">
            {LANGUAGES.map((l) => (
              <label key={l.code} className="checkbox">
                <input
                  type="checkbox"
                  checked={languages.includes(l.code)}
                  onChange={(e) => toggleLanguage(l.code, e.target.checked)}
                />
                <span>
                  {languageName(l.htmlLang, i18n.language)} <span className="muted mono">{l.code}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.languages && <p className="field__error">{errors.languages.message}</p>}
        </fieldset>
        <div className="form-row">
          <FormField label={t('default_language')} className="field--inline" error={errors.defaultLanguage}>
            {(ids) => (
              <select
                className="input"
                id={ids.control}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                disabled={!canManage}
                {...register('defaultLanguage')}
              >
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('time_zone')}
            hint={t('time_zone_hint')}
            className="field--inline"
            error={errors.timeZone}
          >
            {(ids) => (
              <select
                className="input"
                id={ids.control}
                aria-describedby={ids.describedBy}
                disabled={!canManage}
                {...register('timeZone')}
              >
                {timeZones(brand.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {amount(t('approval_threshold'), t('approval_threshold_hint'), 'approvalThreshold', errors.approvalThreshold)}
          <TextField
            label={t('approval_window_hours')}
            hint={t('approval_window_hours_hint')}
            fieldClassName="field--inline"
            inputClassName="num"
            type="number"
            step={1}
            disabled={!canManage}
            error={errors.approvalWindowHours}
            {...register('approvalWindowHours', { valueAsNumber: true })}
          />
          {amount(t('demo_balance'), t('demo_balance_hint'), 'demoBalance', errors.demoBalance)}
          {amount(t('transfer_min'), t('transfer_limits_hint'), 'transferLimits.min', errors.transferLimits?.min)}
          {amount(t('transfer_max'), t('transfer_limits_hint'), 'transferLimits.max', errors.transferLimits?.max)}
          {amount(t('transfer_daily'), t('transfer_limits_hint'), 'transferLimits.daily', errors.transferLimits?.daily)}
        </div>
        <div className="form-row">
          <TextField
            label={t('google_client_id')}
            hint={t('social_id_hint')}
            fieldClassName="field--inline"
            inputClassName="mono"
            maxLength={200}
            disabled={!canManage}
            error={errors.social?.googleClientId}
            {...register('social.googleClientId')}
          />
          <TextField
            label={t('facebook_app_id')}
            fieldClassName="field--inline"
            inputClassName="mono"
            maxLength={200}
            disabled={!canManage}
            error={errors.social?.facebookAppId}
            {...register('social.facebookAppId')}
          />
        </div>
        {canManage ? (
          <FormFooter
            className="toolbar"
            submitLabel={t('save')}
            busy={change.isPending}
            error={change.error}
            extra={
              saved && (
                <span className="inline-status" role="status">
                  {t('saved')}
                </span>
              )
            }
          />
        ) : (
          <ErrorNotice error={change.error} />
        )}
      </form>
    </section>
  );
}

type AmountName =
  | 'approvalThreshold'
  | 'demoBalance'
  | 'transferLimits.min'
  | 'transferLimits.max'
  | 'transferLimits.daily';
