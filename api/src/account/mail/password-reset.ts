// The link to choose a new password (account/recovery-routes.ts). The path carries the
// single-use token; the link expires (account/auth-config.ts linkTtlSeconds).
import { accountLinkMail } from './account-link-mail.ts';

export const passwordReset = accountLinkMail('password_reset');
