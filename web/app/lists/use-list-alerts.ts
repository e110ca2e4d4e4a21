// "Waitlist me" and "Remind me" (docs/product.md#product-button) as mutations. A member's answer carries the
// variant's waitlisted / the product's launchReminderSet, which update the cache; a guest
// gets PENDING_CONFIRMATION (a mail to confirm), remembered on this device so the button
// keeps saying so (device-lists.ts).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/gql';

export const SetWaitlistMutation = graphql(`
  mutation SetWaitlist($variantId: ID!, $on: Boolean!, $email: String) {
    setWaitlist(variantId: $variantId, on: $on, email: $email) {
      state
      variant { id waitlisted }
      userErrors { code field message }
    }
  }
`);

export const RemindMeMutation = graphql(`
  mutation RemindMe($productId: ID!, $email: String) {
    remindMe(productId: $productId, email: $email) {
      state
      product { id launchReminderSet }
      userErrors { code field message }
    }
  }
`);

export const CancelReminderMutation = graphql(`
  mutation CancelReminder($productId: ID!) {
    cancelReminder(productId: $productId) {
      state
      product { id launchReminderSet }
      userErrors { code field message }
    }
  }
`);

export function useListAlerts() {
  const [setWaitlist, waitlist] = useMutation(SetWaitlistMutation);
  const [remindMe, remind] = useMutation(RemindMeMutation);
  const [cancelReminder, cancel] = useMutation(CancelReminderMutation);
  return { setWaitlist, remindMe, cancelReminder, busy: waitlist.loading || remind.loading || cancel.loading };
}
