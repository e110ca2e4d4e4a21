// docs/product.md#analytics-user: ids and hashes only, for the page_viewed event
// (the web sends it as snake_case). Emails are hashed lower-cased and trimmed, mobiles as
// calling code digits followed by the number, as ad platforms match them.
import { createHash } from 'node:crypto';
import type { Account } from '@beauty/contracts/account';

const hash = (algorithm: 'sha256' | 'md5', value: string) => createHash(algorithm).update(value).digest('hex');

export function ageOn(dateOfBirth: string | null, today = new Date()): number | null {
  const match = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The block's identity part; its Beauty Pass fields are loyalty's (loyalty/analytics-loyalty.ts). */
export type AnalyticsIdentity = ReturnType<typeof analyticsUser>;

export function analyticsUser(account: Account, today = new Date()) {
  const email = account.email.trim().toLowerCase();
  return {
    id: account.id,
    isEmployee: account.isEmployee,
    age: ageOn(account.dateOfBirth, today),
    emailSHA256: hash('sha256', email),
    emailMD5: hash('md5', email),
    mobileNumberMD5: account.mobile ? hash('md5', `${account.mobile.callingCode.replace(/\D/g, '')}${account.mobile.number}`) : null,
  };
}
