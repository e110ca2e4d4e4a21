// The facts the seeded copy quotes, per country: its name and flagship city in each of
// its languages, when the first (fictional) Lumi Beauty store opened, how many stores it
// has, and the amounts of the gift guide's "under" price and the Beauty Pass welcome
// voucher, in minor units of the country's currency. The free-shipping threshold the copy
// quotes is the bag's own (cart/country-rules.ts), so the two can never disagree.
import type { Country, Language } from '@beauty/contracts/locale';

export interface CountryFacts {
  name: Partial<Record<Language, string>>;
  city: Partial<Record<Language, string>>;
  openedYear: number;
  stores: number;
  giftUnderMinor: number;
  welcomeMinor: number;
}

export const COUNTRY_FACTS: Record<Country, CountryFacts> = {
  AU: { name: { en: 'Australia' }, city: { en: 'Pitt Street, Sydney' }, openedYear: 2016, stores: 14, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  HK: {
    name: { en: 'Hong Kong', zh: '香港' },
    city: { en: 'Causeway Bay', zh: '銅鑼灣' },
    openedYear: 2015,
    stores: 6,
    giftUnderMinor: 30_000,
    welcomeMinor: 6_000,
  },
  ID: {
    name: { id: 'Indonesia', en: 'Indonesia' },
    city: { id: 'Grand Indonesia, Jakarta', en: 'Grand Indonesia, Jakarta' },
    openedYear: 2017,
    stores: 11,
    giftUnderMinor: 30_000_000,
    welcomeMinor: 10_000_000,
  },
  MY: { name: { en: 'Malaysia' }, city: { en: 'Pavilion Kuala Lumpur' }, openedYear: 2016, stores: 9, giftUnderMinor: 12_000, welcomeMinor: 3_000 },
  NZ: { name: { en: 'New Zealand' }, city: { en: 'Commercial Bay, Auckland' }, openedYear: 2019, stores: 4, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  PH: { name: { en: 'the Philippines' }, city: { en: 'Greenbelt, Makati' }, openedYear: 2018, stores: 7, giftUnderMinor: 200_000, welcomeMinor: 40_000 },
  SG: { name: { en: 'Singapore' }, city: { en: 'Orchard Road' }, openedYear: 2012, stores: 12, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  TH: {
    name: { th: 'ประเทศไทย', en: 'Thailand' },
    city: { th: 'สยามพารากอน กรุงเทพฯ', en: 'Siam Paragon, Bangkok' },
    openedYear: 2017,
    stores: 10,
    giftUnderMinor: 100_000,
    welcomeMinor: 30_000,
  },
};
