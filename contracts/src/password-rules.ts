// The password rules of docs/product.md#passwords as plain code with no imports: the api enforces them
// (through account.ts, which re-exports them) and the web's PasswordRules shows them live
// from this module, which loads neither zod nor the phone metadata
// (docs/decisions/0120-storefront-weight.md).

/** docs/product.md#passwords: AUTH_MS_PV_001..007. Each is a code the web translates. */
export const PASSWORD_RULES = [
  'AUTH_MS_PV_001', // at least 8 characters
  'AUTH_MS_PV_002', // at least 1 digit
  'AUTH_MS_PV_003', // at least 1 special character (e.g. @, $, #)
  'AUTH_MS_PV_004', // at least 1 lowercase and 1 uppercase letter
  'AUTH_MS_PV_005', // must not equal the email
  'AUTH_MS_PV_006', // must not equal the email or the previous 2 passwords
  'AUTH_MS_PV_007', // passwords do not match
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * The rules a new password breaks, in rule order (empty = acceptable). 005 applies at
 * sign-up; 006 where previous passwords are known (the api checks those, the web cannot).
 */
export function brokenPasswordRules(password: string, { email, confirmation }: { email?: string; confirmation?: string }): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if ([...password].length < 8) broken.push('AUTH_MS_PV_001');
  if (!/\p{Nd}/u.test(password)) broken.push('AUTH_MS_PV_002');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) broken.push('AUTH_MS_PV_003');
  if (!(/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password))) broken.push('AUTH_MS_PV_004');
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) broken.push('AUTH_MS_PV_005');
  if (confirmation !== undefined && confirmation !== password) broken.push('AUTH_MS_PV_007');
  return broken;
}
