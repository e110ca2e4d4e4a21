// The facts the seeded copy quotes, per country: its name and flagship city in each of
// its languages, when the first (fictional) Lumi Beauty store opened, and the amounts of the gift guide's "under" price and the Beauty Pass welcome
// voucher, in minor units of the country's currency. The free-shipping threshold the copy
// quotes is the bag's own (locale/country-rules.ts), so the two can never disagree.
import type { Country, Language } from '@beauty/contracts/locale';

export interface CountryFacts {
  name: Partial<Record<Language, string>>;
  city: Partial<Record<Language, string>>;
  openedYear: number;
  giftUnderMinor: number;
  welcomeMinor: number;
}

export const COUNTRY_FACTS: Record<Country, CountryFacts> = {
  AU: { name: { en: 'Australia' }, city: { en: 'Pitt Street, Sydney' }, openedYear: 2016, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  HK: {
    name: { en: 'Hong Kong', zh: '香港' },
    city: { en: 'Causeway Bay', zh: '銅鑼灣' },
    openedYear: 2015,

    giftUnderMinor: 30_000,
    welcomeMinor: 6_000,
  },
  ID: {
    name: { id: 'Indonesia', en: 'Indonesia' },
    city: { id: 'Grand Indonesia, Jakarta', en: 'Grand Indonesia, Jakarta' },
    openedYear: 2017,

    giftUnderMinor: 30_000_000,
    welcomeMinor: 10_000_000,
  },
  MY: { name: { en: 'Malaysia' }, city: { en: 'Pavilion Kuala Lumpur' }, openedYear: 2016, giftUnderMinor: 12_000, welcomeMinor: 3_000 },
  NZ: { name: { en: 'New Zealand' }, city: { en: 'Commercial Bay, Auckland' }, openedYear: 2019, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  PH: { name: { en: 'the Philippines' }, city: { en: 'Greenbelt, Makati' }, openedYear: 2018, giftUnderMinor: 200_000, welcomeMinor: 40_000 },
  SG: { name: { en: 'Singapore' }, city: { en: 'Orchard Road' }, openedYear: 2012, giftUnderMinor: 5_000, welcomeMinor: 1_000 },
  TH: {
    name: { th: 'ประเทศไทย', en: 'Thailand' },
    city: { th: 'สยามพารากอน กรุงเทพฯ', en: 'Siam Paragon, Bangkok' },
    openedYear: 2017,

    giftUnderMinor: 100_000,
    welcomeMinor: 30_000,
  },
};
// How many stores a country has is not a fact of this file: the pages quote the one store
// list (store/seed/store-list.ts, decision 0090), read from the store table at seed time.
