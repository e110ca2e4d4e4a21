// How a wish-list product's price moved since it was added (same currency only: another
// site's price says nothing about this one's).
import type { MoneyValue } from '../locale/money';

export interface PriceChange {
  direction: 'up' | 'down';
  was: MoneyValue;
}

export function priceChange(added: MoneyValue | null | undefined, now: MoneyValue): PriceChange | undefined {
  if (!added || added.currency !== now.currency || added.amount === now.amount) return undefined;
  return { direction: now.amount < added.amount ? 'down' : 'up', was: added };
}
