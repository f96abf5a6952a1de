import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import type { CallInput, CallOutput } from '../../lib/api-client';
import { type RequestSchema, useContractForm } from '../../lib/contract-form';
import { formatDateTime } from '../../lib/format';
import { useBrandChange } from './api/use-brands';
import { maintenanceWindow, splitList, toLocalInput } from './brand-form';

type Brand = CallOutput<'brandDetail'>;

/** Spec 4 status 1: the window, switched on (now, or from a time, until a time or until switched off) or off. */
export function MaintenancePanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandMaintenance');
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const form = useContractForm('brandMaintenance', {
    // The two times as typed (the browser's zone), made the route's window; an end not after the start is refused.
    refine: (request) =>
      z
        .object({ from: z.string(), until: z.string() })
        .transform((times, ctx) => {
          const window = maintenanceWindow(times.from, times.until, new Date());
          if (!window) ctx.addIssue({ code: 'custom', path: ['until'], message: 'maintenance_end_before_start' });
          return { brand: brand.code, on: true, ...window };
        })
        .pipe(request),
    defaultValues: { from: '', until: toLocalInput(brand.maintenanceUntil) },
  });
  const [on, setOn] = useState<CallInput<'brandMaintenance'> | null>(null);
  const scheduled = !brand.maintenance && brand.maintenanceFrom !== null;

  const ask = form.handleSubmit((window) => {
    change.reset();
    setOn(window);
    setAsking('on');
  });
  const confirm = () => {
    const input = asking === 'off' || !on ? { brand: brand.code, on: false } : on;
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
        <form className="form" noValidate onSubmit={ask}>
          <div className="form-row">
            <TextField
              label={t('maintenance_start')}
              hint={t('maintenance_start_hint')}
              fieldClassName="field--inline"
              type="datetime-local"
              error={form.formState.errors.from}
              {...form.register('from')}
            />
            <TextField
              label={t('maintenance_end')}
              hint={t('maintenance_end_hint')}
              fieldClassName="field--inline"
              type="datetime-local"
              error={form.formState.errors.until}
              {...form.register('until')}
            />
          </div>
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

/** The lists as typed (one a line, or with commas), each entry checked by the route's schema. */
function regionSchema(brand: string, request: RequestSchema<'brandRegion'>) {
  return z
    .object({ blockedIps: z.string(), blockedCountries: z.string() })
    .transform((lists) => ({
      brand,
      blockedIps: splitList(lists.blockedIps),
      blockedCountries: splitList(lists.blockedCountries, true),
    }))
    .pipe(request);
}

/** Spec 4 status 2: the IPs and CIDR ranges, and the countries, whose visitors the site turns away. */
export function RegionPanel({ brand, canManage }: { brand: Brand; canManage: boolean }) {
  const { t } = useTranslation();
  const change = useBrandChange('brandRegion');
  const [next, setNext] = useState<CallInput<'brandRegion'> | null>(null);
  // TypeScript does not infer this pipe's type through the hook: it is named.
  const form = useContractForm<'brandRegion', ReturnType<typeof regionSchema>>('brandRegion', {
    // The lists as typed (one a line, or with commas), each entry checked by the route's schema.
    refine: (request) => regionSchema(brand.code, request),
    defaultValues: { blockedIps: brand.blockedIps.join('\n'), blockedCountries: brand.blockedCountries.join(', ') },
    messages: { blockedIps: 'blocked_ips_rule', blockedCountries: 'blocked_countries_rule' },
  });
  const { errors } = form.formState;
  return (
    <section className="panel" aria-labelledby="region-title">
      <h2 id="region-title" className="panel__title">
        {t('region_blocks')}
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((lists) => {
          change.reset();
          setNext(lists);
        })}
      >
        <TextField
          label={t('blocked_ips')}
          hint={t('blocked_ips_hint')}
          inputClassName="mono"
          rows={4}
          disabled={!canManage}
          error={errors.blockedIps}
          {...form.register('blockedIps')}
        />
        <TextField
          label={t('blocked_countries')}
          hint={t('blocked_countries_hint')}
          inputClassName="mono"
          disabled={!canManage}
          error={errors.blockedCountries}
          {...form.register('blockedCountries')}
        />
        {canManage && (
          <div className="toolbar">
            <button type="submit" className="button button--danger-outline">
              {t('region_save')}
            </button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={next !== null}
        title={t('region_title')}
        message={t('region_message', {
          brand: brand.code,
          ips: next?.blockedIps.length ?? 0,
          countries: next?.blockedCountries.join(', ') || '—',
        })}
        confirmLabel={t('region_save')}
        danger
        pending={change.isPending}
        error={change.error}
        onConfirm={() => next && change.mutate(next, { onSuccess: () => setNext(null) })}
        onCancel={() => setNext(null)}
      />
    </section>
  );
}
