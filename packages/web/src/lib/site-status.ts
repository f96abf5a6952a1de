import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusValue } from '@wl/contract/schemas';
import { initI18n, pickLanguage, showLanguage } from '../i18n/setup';
import { call, setEncryptionKey } from './api-client';
import { takeBootStatus } from './boot-data';
import { setMerchant } from './session';

export type SiteInfo = StatusValue['info'];

/**
 * Spec 4 "Startup": the permission/config (status) call comes first; it also carries the brand's languages,
 * the encryption key and the merchant, which are applied before the site renders.
 */
export async function loadStatus(): Promise<StatusValue> {
  const embedded = takeBootStatus();
  const [status] = await Promise.all([embedded ?? call('status'), initI18n()]);
  setEncryptionKey(status.info.publicKey);
  setMerchant(status.info.merchantCode, status.info.brandName);
  await showLanguage(pickLanguage(status.info.languages, status.info.defaultLanguage));
  return status;
}

export const statusQuery = queryOptions({
  queryKey: ['status'],
  queryFn: loadStatus,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useSiteStatus() {
  return useQuery(statusQuery);
}

/**
 * The brand configuration. Only components rendered under the startup gate use this: the gate renders the
 * site after the status call answered, so the value is always there.
 */
export function useSiteInfo(): SiteInfo {
  const { data } = useSiteStatus();
  if (!data) throw new Error('useSiteInfo used before the status call answered');
  return data.info;
}

/** Brand resources by type (spec 3 "Resource entry"), e.g. FACEBOOK, APP_IOS. */
export function findResource(info: SiteInfo, type: string): string | null {
  return info.resources.find((r) => r.resourceType === type && r.url)?.url ?? null;
}
