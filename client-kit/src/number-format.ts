// Numbers shown to shoppers go through Intl for the screen's locale tag (th-TH), like prices.
import { numberFormat } from './intl-formatters';

/** A whole number with the locale's grouping: 12,345 or 12.345. */
export function formatCount(value: number, tag: string): string {
  return formatNumber(value, tag, 0);
}

/** Up to `maximumFractionDigits` decimals, none shown when they are zero. */
export function formatNumber(value: number, tag: string, maximumFractionDigits: number): string {
  return numberFormat(tag, { maximumFractionDigits }).format(value);
}

/** A star rating such as 4.2 or 4.0: always one decimal. */
export function formatRating(value: number, tag: string): string {
  return numberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
