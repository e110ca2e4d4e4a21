// At most one sensitive mutation per request. The alias limit would still let one request
// try 15 passwords, promo codes or gift card numbers, or sign in and place an order in one
// go, bypassing the per-request view of throttling (reliability 23). This rule refuses such
// an operation during validation, before any resolver runs. Batching is off
// (server-app.ts), so one operation is one request.
import { Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import { type FragmentMemo, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

/**
 * The one list of Mutation fields that check a secret, spend money or a scarce thing, or
 * send mail. A feature adding such a field adds it here (points redemption: redeemPoints;
 * bookings: createBooking, rescheduleBooking), and sensitive-mutations.test.ts checks every
 * name is a real Mutation field so a typo cannot leave one unguarded.
 */
export const SENSITIVE_MUTATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'signInWithGoogle',
  'signUp',
  'requestPasswordReset',
  'resetPassword',
  'unlockAccount',
  'applyPromoCode',
  'redeemGiftCard',
  'buyGiftCard',
  'checkout',
  // Bookings (issue 13): each holds or frees a scarce slot and sends mail.
  'createBooking',
  'rescheduleBooking',
  'cancelBooking',
  // lists and reviews (issue 12): a review pays points; the guest forms send mail to an address typed in
  'writeReview',
  'setWaitlist',
  'remindMe',
  'changePassword',
  'deleteAccount',
  // Beauty Pass points redemption and scarce gifts (issue 11, decision 0077)
  'addRewardToBag',
  'removeRewardFromBag',
  'chooseGiftWithPurchase',
]);

export function sensitiveMutationLimit(sensitive: ReadonlySet<string> = SENSITIVE_MUTATIONS): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());
    // Counted as executed: a fragment spread twice counts twice.
    const count = (set: SelectionSetNode, memo: FragmentMemo<string[]>): string[] =>
      set.selections.flatMap((selection) => {
        if (selection.kind === Kind.FIELD) return sensitive.has(selection.name.value) ? [selection.name.value] : [];
        if (selection.kind === Kind.INLINE_FRAGMENT) return count(selection.selectionSet, memo);
        const fragment = fragments.get(selection.name.value);
        return fragment ? memo(fragment.name.value, () => count(fragment.selectionSet, memo)) : [];
      });
    return {
      OperationDefinition(operation) {
        if (operation.operation !== 'mutation') return;
        const found = count(operation.selectionSet, fragmentMemo<string[]>([]));
        if (found.length > 1) {
          const names = [...new Set(found)].join(', ');
          context.reportError(
            new QueryLimitError(`Only one sensitive mutation per request; this one has ${found.length} (${names})`, 'TOO_MANY_SENSITIVE_MUTATIONS', operation),
          );
        }
      },
    };
  };
}
