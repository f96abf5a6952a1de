import { CONSTANTS, SITE_STATUS } from '@wl/contract/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../components/loader-overlay';
import { BlockipPage } from '../features/site-status/blockip-page';
import { MaintenancePage } from '../features/site-status/maintenance-page';
import { StartupError } from '../features/site-status/startup-error';
import { useSiteStatus } from '../lib/site-status';

function useSlow(pending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), CONSTANTS.slowLoadMs);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return slow;
}

/**
 * Spec 4 "Startup": the status call first (loader overlay meanwhile), then the site by status:
 * 0 normal, 1 maintenance page, 2 region-blocked page. Maintenance wins over region restriction.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSiteStatus();
  const slow = useSlow(status.isPending);
  if (status.isPending) return <LoaderOverlay solid message={slow ? t('slow_network') : null} />;
  if (status.isError) return <StartupError onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  const value = status.data;
  if (value.status === SITE_STATUS.maintenance || value.maintenance) return <MaintenancePage status={value} />;
  if (value.status === SITE_STATUS.regionRestricted || value.regionRestriction) return <BlockipPage status={value} />;
  return children;
}
