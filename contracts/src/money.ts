// Money arrives as integer minor units plus an ISO 4217 code (docs/architecture.md#data) and is
// formatted only here, at the edge, with Intl for the page's locale (decision 0001).
export interface MoneyValue {
  amount: number;
  currency: string;
}

/** All eight site currencies have two decimals in ISO 4217 (decision 0001 "Money"). */
const MINOR_UNITS_PER_MAJOR = 100;

// Formatters are costly to build and hold no shopper data, so one per tag and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      // Shops here price in whole units (api/src/catalog/seed/pricing.ts), so a whole
      // amount shows no ".00" (Rp 850.000, ฿1,290, $52) while a non-whole one keeps its cents.
      trailingZeroDisplay: 'stripIfInteger',
    };
    formatter = new Intl.NumberFormat(tag, options);
    // CLDR spells some currencies out by ISO code where the language is not the
    // country's own (en-TH gives "THB 1,290"); a shopper reads the local sign better.
    const usesCode = formatter.formatToParts(1).some((part) => part.type === 'currency' && part.value === currency);
    if (usesCode) formatter = new Intl.NumberFormat(tag, { ...options, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The sign a price of `currency` carries in the locale `tag`, as formatMoney writes it
 * ("฿" in th-TH and en-TH alike, "$" in en-SG, "HK$" in zh-HK): REST's booking
 * prices and GraphQL's Money.currencySymbol both answer this (decision 0148).
 */
export function currencySymbol(currency: string, tag: string): string {
  return (
    formatterFor(tag, currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export function formatMoney(money: MoneyValue, tag: string): string {
  return formatterFor(tag, money.currency).format(money.amount / MINOR_UNITS_PER_MAJOR);
}
