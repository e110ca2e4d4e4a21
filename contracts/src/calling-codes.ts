// Each site's calling code, in a module of its own with no imports: the web shows it beside
// the mobile field on checkout, sign-up and the dashboard without loading zod or the phone
// number metadata (contracts/src/phone.ts) that check the number on the server
// (docs/decisions/0120-storefront-weight.md).
import type { Country } from './locale.ts';

/** Each site's calling code: the mobile on a country's site is a number of that country. */
export const COUNTRY_CALLING_CODES: Record<Country, string> = {
  AU: '+61',
  HK: '+852',
  ID: '+62',
  MY: '+60',
  NZ: '+64',
  PH: '+63',
  SG: '+65',
  TH: '+66',
};
