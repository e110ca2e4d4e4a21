// A booking's price as docs/product.md#booking has it: integer minor units, the currency, and
// its symbol in the shopper's locale (Intl, so "฿" in Thai and "S$" or "$" as the locale writes it).
import type { Country, Language } from '@beauty/contracts/locale';
import { localeTag } from '@beauty/contracts/locale-tag';

export function currencySymbol(currency: string, language: Language, country: Country): string {
  const parts = new Intl.NumberFormat(localeTag({ language, country }), { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

export function bookingPrice(amount: number | null, currency: string, language: Language, country: Country) {
  return amount === null ? null : { amount, currency, currencySymbol: currencySymbol(currency, language, country) };
}
