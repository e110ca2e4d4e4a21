// One country site in the locale switcher: its name in the page language and its languages.
import type { Country, Language } from '@beauty/contracts/locale';

export interface SiteChoice {
  country: Country;
  countryName: string;
  languages: { language: Language; name: string }[];
}
