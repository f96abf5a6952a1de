import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useBrandDetail } from './api/use-brands';
import { DomainsPanel, LinksPanel } from './brand-links-panels';
import { SettingsPanel } from './brand-settings-panel';
import { MaintenancePanel, RegionPanel } from './brand-state-panels';

/**
 * What the player site reads from a brand (spec 3 and 4), each part saved on its own through the brand service, as
 * the command line does. A panel's form starts from the brand as loaded; after a save the answer replaces it.
 */
export function BrandPage({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation();
  const detail = useBrandDetail(code);
  if (detail.isPending) return <p className="notice">{t('loading')}</p>;
  if (detail.error) return <ErrorNotice error={detail.error} />;
  const brand = detail.data;
  // A panel remounts when the part of the brand it edits changed (its own save, or another operator's), so its
  // draft starts from the brand as it now is; the other panels keep what is being typed in them.
  const key = (...parts: unknown[]) => JSON.stringify(parts);
  return (
    <>
      <p className="breadcrumb">
        <Link to="/brands">{t('nav_brands')}</Link> / {brand.code}
      </p>
      <PageHeader title={`${brand.name} (${brand.code})`}>
        {brand.maintenance ? (
          <span className="badge badge--warn">{t('in_maintenance')}</span>
        ) : (
          <span className="badge badge--ok">{t('site_open')}</span>
        )}
        <span className="muted">
          {brand.currency} · {t('updated_at', { at: formatDateTime(brand.updatedAt) })}
        </span>
      </PageHeader>
      <div className="grid grid--halves">
        <MaintenancePanel
          key={key(brand.maintenance, brand.maintenanceFrom, brand.maintenanceUntil)}
          brand={brand}
          canManage={canManage}
        />
        <RegionPanel key={key(brand.blockedIps, brand.blockedCountries)} brand={brand} canManage={canManage} />
      </div>
      <SettingsPanel
        key={key(
          brand.whitelabel,
          brand.languages,
          brand.defaultLanguage,
          brand.timeZone,
          brand.approvalThreshold,
          brand.approvalWindowHours,
          brand.demoBalance,
          brand.social,
        )}
        brand={brand}
        canManage={canManage}
      />
      <DomainsPanel key={key(brand.domains)} brand={brand} canManage={canManage} />
      <LinksPanel key={key(brand.resources, brand.customerService)} brand={brand} canManage={canManage} />
    </>
  );
}
