// The facts the seeded copy quotes, per country: its name and flagship city in each of
// its languages, when the first (fictional) Lumi Beauty store opened, and the amounts of the gift guide's "under" price and the Beauty Pass welcome
// voucher, in minor units of the country's currency. The free-shipping threshold the copy
// quotes is the bag's own (locale/country-rules.ts), so the two can never disagree.
import type { Country, Language } from '@beauty/contracts/locale';
import countryFacts from './countries.json' with { type: 'json' };

export interface CountryFacts {
  name: Partial<Record<Language, string>>;
  city: Partial<Record<Language, string>>;
  openedYear: number;
  giftUnderMinor: number;
  welcomeMinor: number;
}

/** By country, from countries.json. */
export const COUNTRY_FACTS: Record<Country, CountryFacts> = countryFacts;
// How many stores a country has is not a fact of this file: the pages quote the one store
// list (store/seed/store-list.ts, decision 0090), read from the store table at seed time.
