/**
 * The country a brand's currency belongs to, for the currencies of one country (ISO 4217 -> ISO 3166). The brand
 * has no country of its own; its currency says where its players are (a US-dollar brand's are in the US).
 */
const CURRENCY_COUNTRY: Readonly<Record<string, string>> = {
  USD: 'US',
  BDT: 'BD',
  INR: 'IN',
  PKR: 'PK',
  VND: 'VN',
  THB: 'TH',
  PHP: 'PH',
  IDR: 'ID',
  MYR: 'MY',
  SGD: 'SG',
  KHR: 'KH',
  MMK: 'MM',
  CNY: 'CN',
  TWD: 'TW',
  JPY: 'JP',
  KRW: 'KR',
  BRL: 'BR',
  TRY: 'TR',
  AED: 'AE',
  SAR: 'SA',
  GBP: 'GB',
};

/**
 * The brand's dialing codes with its own country first: the mobile number fields start on the first code the visitor's
 * country does not pick (an English, US-dollar brand used to start its SMS login on +880).
 */
export function homeCountryFirst<C extends { countryCode: string }>(countries: readonly C[], currency: string): C[] {
  const home = CURRENCY_COUNTRY[currency.toUpperCase()];
  return [...countries.filter((c) => c.countryCode === home), ...countries.filter((c) => c.countryCode !== home)];
}
