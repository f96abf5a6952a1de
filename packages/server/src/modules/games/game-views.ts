import { randomInt } from 'node:crypto';
import type { Brand } from '../../domain/brand.js';
import type { GameRow, VendorRow } from './game-repo.js';

/** Spec 7: "Images and game launch use a randomly chosen CDN from configured lists"; '/' is our own server. */
export function onCdn(cdns: readonly string[], path: string | null): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const base = cdns.length ? (cdns[randomInt(cdns.length)] ?? '/') : '/';
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The spec 3 Game, as every game call answers it. */
export function gameView(brand: Brand, g: GameRow, vendor: VendorRow | undefined, favorite?: boolean) {
  return {
    gameType: g.gameType,
    nodeId: g.id,
    vassalage: g.vendorCode,
    isTop: g.isTop,
    iconUrl: onCdn(brand.imageCdns, g.iconUrl),
    gameName: g.name,
    displayName: g.displayName,
    supportPlay: g.supportPlay,
    gameCode: g.gameCode,
    isGame: vendor?.isGame ?? null,
    ...(favorite === undefined ? {} : { favorite }),
  };
}

/** 'player01' -> 'pl****01': enough to recognise oneself, not enough to find someone. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account[0] ?? ''}***`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.max(3, account.length - 4))}${account.slice(-2)}`;
}
