// Sent when too many failed sign-ins locked the account (account/auth-routes.ts).
import { accountLinkMail } from './account-link-mail.ts';

export const accountUnlock = accountLinkMail('account_unlock');
