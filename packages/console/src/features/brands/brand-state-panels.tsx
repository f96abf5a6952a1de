import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { CallOutput } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useBrandChange } from './api/use-brands';
import { maintenanceWindow, splitList, toLocalInput } from './brand-form';

type Brand = CallOutput<'brandDetail'>;

/** Spec 4 status 1: the window, switched on (now, or from a time, until a time or until switched off) or off. */
export function MaintenancePanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandMaintenance');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState(toLocalInput(brand.maintenanceUntil));
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const [invalid, setInvalid] = useState(false);
  const scheduled = !brand.maintenance && brand.maintenanceFrom !== null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const window = maintenanceWindow(from, until, new Date());
    setInvalid(window === null);
    if (window) {
      change.reset();
      setAsking('on');
    }
  };
  const confirm = () => {
    const window = maintenanceWindow(from, until, new Date());
    const input =
      asking === 'off' || !window ? { brand: brand.code, on: false } : { brand: brand.code, on: true, ...window };
    change.mutate(input, { onSuccess: () => setAsking(null) });
  };
  return (
    <section className="panel" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className="panel__title">
        {t('maintenance_window')}
      </h2>
      <p role="status" data-testid="maintenance-state">
        {brand.maintenance ? (
          <span className="badge badge--warn">{t('in_maintenance')}</span>
        ) : (
          <span className="badge badge--ok">{t('site_open')}</span>
        )}{' '}
        {brand.maintenanceFrom && (
          <span className="muted">
            {t('maintenance_from_until', {
              from: formatDateTime(brand.maintenanceFrom),
              until: brand.maintenanceUntil ? formatDateTime(brand.maintenanceUntil) : t('until_switched_off'),
            })}
            {scheduled && ` (${t('scheduled')})`}
          </span>
        )}
      </p>
      {canManage && (
        <form className="form" onSubmit={ask}>
          <div className="form-row">
            <label className="field field--inline">
              <span className="field__label">{t('maintenance_start')}</span>
              <input
                className="input"
                type="datetime-local"
                name="from"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
              <span className="field__hint">{t('maintenance_start_hint')}</span>
            </label>
            <label className="field field--inline">
              <span className="field__label">{t('maintenance_end')}</span>
              <input
                className="input"
                type="datetime-local"
                name="until"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
              />
              <span className="field__hint">{t('maintenance_end_hint')}</span>
            </label>
          </div>
          {invalid && <p className="notice notice--error">{t('maintenance_end_before_start')}</p>}
          <div className="toolbar">
            <button type="submit" className="button button--danger-outline">
              {t(brand.maintenance || scheduled ? 'maintenance_change' : 'maintenance_switch_on')}
            </button>
            {(brand.maintenance || scheduled) && (
              <button type="button" className="button button--primary" onClick={() => setAsking('off')}>
                {t('maintenance_switch_off')}
              </button>
            )}
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'off' ? 'maintenance_off_title' : 'maintenance_on_title')}
        message={t(asking === 'off' ? 'maintenance_off_message' : 'maintenance_on_message', { brand: brand.code })}
        confirmLabel={t(asking === 'off' ? 'maintenance_switch_off' : 'maintenance_switch_on')}
        danger={asking === 'on'}
        pending={change.isPending}
        error={change.error}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** Spec 4 status 2: the IPs and CIDR ranges, and the countries, whose visitors the site turns away. */
export function RegionPanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandRegion');
  const [ips, setIps] = useState(brand.blockedIps.join('\n'));
  const [countries, setCountries] = useState(brand.blockedCountries.join(', '));
  const [asking, setAsking] = useState(false);
  const next = { blockedIps: splitList(ips), blockedCountries: splitList(countries, true) };
  return (
    <section className="panel" aria-labelledby="region-title">
      <h2 id="region-title" className="panel__title">
        {t('region_blocks')}
      </h2>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          change.reset();
          setAsking(true);
        }}
      >
        <label className="field">
          <span className="field__label">{t('blocked_ips')}</span>
          <textarea
            className="input mono"
            name="blockedIps"
            rows={4}
            value={ips}
            onChange={(e) => setIps(e.target.value)}
            disabled={!canManage}
          />
          <span className="field__hint">{t('blocked_ips_hint')}</span>
        </label>
        <label className="field">
          <span className="field__label">{t('blocked_countries')}</span>
          <input
            className="input mono"
            name="blockedCountries"
            value={countries}
            onChange={(e) => setCountries(e.target.value)}
            disabled={!canManage}
          />
          <span className="field__hint">{t('blocked_countries_hint')}</span>
        </label>
        {canManage && (
          <div className="toolbar">
            <button type="submit" className="button button--danger-outline">
              {t('region_save')}
            </button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={asking}
        title={t('region_title')}
        message={t('region_message', {
          brand: brand.code,
          ips: next.blockedIps.length,
          countries: next.blockedCountries.join(', ') || '—',
        })}
        confirmLabel={t('region_save')}
        danger
        pending={change.isPending}
        error={change.error}
        onConfirm={() => change.mutate({ brand: brand.code, ...next }, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
