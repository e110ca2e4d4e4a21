// The words for a failed sign-in or sign-up, in the shopper's language.
import type { TFunction } from 'i18next';
import type { SessionResult } from './use-session-mutations';

type SessionFailure = Extract<SessionResult, { ok: false }>;

/** The codes with words of their own; any other is the generic "something went wrong". */
const MESSAGE_KEYS = {
  INVALID_CREDENTIALS: 'account.errors.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'account.errors.EMAIL_TAKEN',
  PASSWORD_RULES: 'account.errors.PASSWORD_RULES',
  CONSENT_REQUIRED: 'account.errors.CONSENT_REQUIRED',
  // The profile's rule and words: at least 14 years old.
  DATE_OF_BIRTH: 'dashboard.errors.DATE_OF_BIRTH',
  SOCIAL_NOT_LINKED: 'account.errors.SOCIAL_NOT_LINKED',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  INVALID_INPUT: 'account.errors.INVALID_INPUT',
} as const satisfies Partial<Record<SessionFailure['code'], string>>;

const hasOwnWords = (code: SessionFailure['code']): code is keyof typeof MESSAGE_KEYS => Object.hasOwn(MESSAGE_KEYS, code);

export function sessionErrorMessage(t: TFunction, result: SessionFailure): string {
  if (result.code === 'SIGN_IN_BLOCKED') return t('account.errors.SIGN_IN_BLOCKED', { referenceId: result.referenceId ?? '—' });
  return hasOwnWords(result.code) ? t(MESSAGE_KEYS[result.code]) : t('errors.generic');
}
