import { BlockList, isIP } from 'node:net';
import { SITE_STATUS, type SiteStatus } from '@wl/contract/constants';
import type { Brand } from '../../domain/brand.js';

export interface SiteState {
  status: SiteStatus;
  maintenance: boolean;
  regionRestriction: boolean;
  maintenanceEnd: Date | null;
}

/** '::ffff:10.0.0.1' is the IPv4 address 10.0.0.1 seen on a dual-stack socket. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Entries are single addresses or CIDR ranges, IPv4 or IPv6. Invalid entries are rejected when set. */
export function parseIpRule(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const prefix = Number(prefixText);
  const max = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefixText) || prefix > max) return null;
  return { address, prefix, family };
}

export function ipMatches(ip: string, rules: readonly string[]): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0 || rules.length === 0) return false;
  const list = new BlockList();
  for (const entry of rules) {
    const rule = parseIpRule(entry);
    if (!rule) continue;
    if (rule.prefix === null) list.addAddress(rule.address, rule.family);
    else list.addSubnet(rule.address, rule.prefix, rule.family);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

export function inMaintenance(brand: Pick<Brand, 'maintenanceFrom' | 'maintenanceUntil'>, now: Date): boolean {
  if (!brand.maintenanceFrom) return false;
  if (brand.maintenanceFrom.getTime() > now.getTime()) return false;
  return brand.maintenanceUntil === null || now.getTime() < brand.maintenanceUntil.getTime();
}

/**
 * Spec 4 "Startup": 0 normal, 1 maintenance, 2 region restricted; maintenance wins over region restriction.
 */
export function siteState(
  brand: Pick<Brand, 'maintenanceFrom' | 'maintenanceUntil' | 'blockedIps' | 'blockedCountries'>,
  visitor: { ip: string; country: string | null },
  now: Date,
): SiteState {
  const maintenance = inMaintenance(brand, now);
  const regionRestriction =
    ipMatches(visitor.ip, brand.blockedIps) ||
    (visitor.country !== null && brand.blockedCountries.includes(visitor.country.toUpperCase()));
  const status = maintenance
    ? SITE_STATUS.maintenance
    : regionRestriction
      ? SITE_STATUS.regionRestricted
      : SITE_STATUS.normal;
  return { status, maintenance, regionRestriction, maintenanceEnd: maintenance ? brand.maintenanceUntil : null };
}
