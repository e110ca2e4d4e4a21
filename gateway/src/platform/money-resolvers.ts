// Money's sign (decision 0148): the one REST sent when it sent one (a booking's price), or
// the sign the same rule gives for the currency in the request's locale, so GraphQL and
// REST never disagree on it.
import { localeTag } from '@beauty/contracts/locale-tag';
import { currencySymbol } from '@beauty/contracts/money';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

/** Money as the resolvers hand it on: REST's amount and currency, and its sign when REST gave one. */
export interface MoneyParent {
  amount: number;
  currency: string;
  currencySymbol?: string;
}

export const moneyResolvers: Resolvers = {
  Money: {
    currencySymbol: (money, _, ctx) => money.currencySymbol ?? currencySymbol(money.currency, localeTag(ctx.locale)),
  },
};
