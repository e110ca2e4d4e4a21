// A booking's price as docs/product.md#booking has it: integer minor units, the currency, and
// its symbol in the shopper's locale, the sign formatMoney writes (so "฿" in Thai and in
// English for Thailand alike); GraphQL's Money.currencySymbol is the same (decision 0148).
import type { Country, Language } from '@beauty/contracts/locale';
import { localeTag } from '@beauty/contracts/locale-tag';
import { currencySymbol as symbolIn } from '@beauty/contracts/money';

export function currencySymbol(currency: string, language: Language, country: Country): string {
  return symbolIn(currency, localeTag({ language, country }));
}

export function bookingPrice(amount: number | null, currency: string, language: Language, country: Country) {
  return amount === null ? null : { amount, currency, currencySymbol: currencySymbol(currency, language, country) };
}
