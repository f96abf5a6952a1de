import type { Brand } from '../domain/brand.js';

/**
 * Which wallet a vendor's games play from (glossary "single / multi wallet"): the main wallet on a single-wallet
 * brand, the vendor's own wallet where the brand keeps one per vendor (money moves in and out with
 * GCS_walletTransfer).
 */
export function gameWalletCode(brand: Pick<Brand, 'singleWallet' | 'walletVendors'>, vendorCode: string): string {
  return !brand.singleWallet && brand.walletVendors.includes(vendorCode) ? `vendor:${vendorCode}` : 'main';
}
