import { LANGUAGES } from '@wl/contract/languages';
import { WHITELABEL_FLAGS } from '@wl/contract/whitelabel';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
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
  const [flags, setFlags] = useState<Record<string, boolean>>(brand.whitelabel);
  const [languages, setLanguages] = useState<string[]>(brand.languages);
  const [defaultLanguage, setDefaultLanguage] = useState(brand.defaultLanguage);
  const [threshold, setThreshold] = useState(String(brand.approvalThreshold));
  const [windowHours, setWindowHours] = useState(String(brand.approvalWindowHours));
  const [demo, setDemo] = useState(String(brand.demoBalance));
  const [transferMin, setTransferMin] = useState(String(brand.transferLimits.min));
  const [transferMax, setTransferMax] = useState(String(brand.transferLimits.max));
  const [transferDaily, setTransferDaily] = useState(String(brand.transferLimits.daily));
  const [timeZone, setTimeZone] = useState(brand.timeZone);
  const [google, setGoogle] = useState(brand.social.googleClientId ?? '');
  const [facebook, setFacebook] = useState(brand.social.facebookAppId ?? '');
  const [saved, setSaved] = useState(false);

  const toggleLanguage = (code: string, on: boolean) =>
    setLanguages(on ? [...languages, code] : languages.filter((l) => l !== code));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    change.mutate(
      {
        brand: brand.code,
        whitelabel: flags,
        languages: languages as never,
        defaultLanguage: defaultLanguage as never,
        approvalThreshold: Number(threshold),
        approvalWindowHours: Number(windowHours),
        demoBalance: Number(demo),
        transferLimits: { min: Number(transferMin), max: Number(transferMax), daily: Number(transferDaily) },
        timeZone,
        // An empty field stops offering that sign-in.
        social: { googleClientId: google.trim() || null, facebookAppId: facebook.trim() || null },
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="panel" aria-labelledby="settings-title">
      <h2 id="settings-title" className="panel__title">
        {t('brand_settings')}
      </h2>
      <form className="form" onSubmit={submit}>
        <fieldset className="fieldset" disabled={!canManage}>
          <legend className="field__label">{t('whitelabel_flags')}</legend>
          <div className="check-grid">
            {WHITELABEL_FLAGS.map((flag) => (
              <label key={flag} className="checkbox" title={flag}>
                <input
                  type="checkbox"
                  name={flag}
                  checked={!!flags[flag]}
                  onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}
                />
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
        </fieldset>
        <div className="form-row">
          <label className="field field--inline">
            <span className="field__label">{t('default_language')}</span>
            <select
              className="input"
              value={defaultLanguage}
              onChange={(e) => setDefaultLanguage(e.target.value)}
              disabled={!canManage}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('time_zone')}</span>
            <select
              className="input"
              name="timeZone"
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
              disabled={!canManage}
            >
              {timeZones(timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            <span className="field__hint">{t('time_zone_hint')}</span>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('approval_threshold')}</span>
            <input
              className="input num"
              type="number"
              min={0}
              step="0.0001"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              disabled={!canManage}
              required
            />
            <span className="field__hint">{t('approval_threshold_hint')}</span>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('approval_window_hours')}</span>
            <input
              className="input num"
              type="number"
              name="approvalWindowHours"
              min={1}
              max={720}
              step={1}
              value={windowHours}
              onChange={(e) => setWindowHours(e.target.value)}
              disabled={!canManage}
              required
            />
            <span className="field__hint">{t('approval_window_hours_hint')}</span>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('demo_balance')}</span>
            <input
              className="input num"
              type="number"
              min={0}
              step="0.0001"
              value={demo}
              onChange={(e) => setDemo(e.target.value)}
              disabled={!canManage}
              required
            />
            <span className="field__hint">{t('demo_balance_hint')}</span>
          </label>
          {(
            [
              ['transfer_min', transferMin, setTransferMin],
              ['transfer_max', transferMax, setTransferMax],
              ['transfer_daily', transferDaily, setTransferDaily],
            ] as const
          ).map(([key, value, set]) => (
            <label key={key} className="field field--inline">
              <span className="field__label">{t(key)}</span>
              <input
                className="input num"
                type="number"
                min={0}
                step="0.0001"
                value={value}
                onChange={(e) => set(e.target.value)}
                disabled={!canManage}
                required
              />
              <span className="field__hint">{t('transfer_limits_hint')}</span>
            </label>
          ))}
        </div>
        <div className="form-row">
          <label className="field field--inline">
            <span className="field__label">{t('google_client_id')}</span>
            <input
              className="input mono"
              value={google}
              onChange={(e) => setGoogle(e.target.value)}
              disabled={!canManage}
              maxLength={200}
            />
            <span className="field__hint">{t('social_id_hint')}</span>
          </label>
          <label className="field field--inline">
            <span className="field__label">{t('facebook_app_id')}</span>
            <input
              className="input mono"
              value={facebook}
              onChange={(e) => setFacebook(e.target.value)}
              disabled={!canManage}
              maxLength={200}
            />
          </label>
        </div>
        <ErrorNotice error={change.error} />
        {canManage && (
          <div className="toolbar">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? t('working') : t('save')}
            </button>
            {saved && (
              <span className="inline-status" role="status">
                {t('saved')}
              </span>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
