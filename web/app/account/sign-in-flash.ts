// Which greeting a sign-in ends with (issue 31 item 3): "Welcome back" only for a member
// who has been here before. The api's `returning` counts the member's sessions, this one
// included: a sign-in that opens the account's first session (an account made for them
// in a store or by staff, never signed in) is a first visit, greeted as a sign-up is.
import type { Flash } from './FlashMessage';

export function signInFlash(account: { firstName: string; returning: boolean }): Flash {
  return account.returning ? { kind: 'welcomeBack' } : { kind: 'welcome', name: account.firstName };
}
