// Districts and cities a shopper may type in the locator (decision 0090's `near`), in the
// site's languages, with the point the nearest stores are measured from. Only real,
// well-known names (the districts' own Chinese and Thai names) near our stores; the
// coordinates are each district's centre, rounded.
import type { Country, Language } from '@beauty/contracts/locale';
import places from './places.json' with { type: 'json' };

export interface Place {
  country: Country;
  names: Partial<Record<Language, string>> & { en: string };
  /** Other spellings a shopper types (no language of their own to show). */
  aliases?: string[];
  lat: number;
  lng: number;
}

/** From places.json. JSON types a country as any string: the cast names it Country. */
export const PLACES = places as readonly Place[];

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** The country's place a typed text names (exactly, in any of its languages or spellings). */
export function findPlace(country: Country, text: string): Place | undefined {
  const q = fold(text);
  return PLACES.find((p) => p.country === country && [...Object.values(p.names), ...(p.aliases ?? [])].some((name) => fold(name) === q));
}
