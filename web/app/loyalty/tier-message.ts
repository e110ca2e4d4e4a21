// The tier messages (docs/product.md#tier-messages) in words: the api sends kind, tier, amount, days and date; this
// picks the sentence and formats the money and the date for the shopper's locale.
import type { TFunction } from 'i18next';
import { formatInCountry } from '@beauty/contracts/calendar';
import type { Country } from '@beauty/contracts/locale';
import { formatMoney } from '../locale/money';
import { keyOf, MESSAGE_KEYS, TIER_KEYS } from './labels';

export interface TierMessageData {
  kind: string;
  tier: string;
  amount?: { amount: number; currency: string } | null;
  days?: number | null;
  date?: string | null;
}

export const tierName = (t: TFunction, tier: string): string => t(keyOf(TIER_KEYS, tier, 'white'));

export function tierMessageText(t: TFunction, message: TierMessageData, tag: string, country: Country): string {
  const values = {
    tier: tierName(t, message.tier),
    amount: message.amount ? formatMoney(message.amount, tag) : '',
    days: message.days ?? 0,
    date: message.date ? formatInCountry(message.date, tag, country, { dateStyle: 'long' }) : '',
  };
  return t(keyOf(MESSAGE_KEYS, message.kind, 'in_progress'), values);
}
