// The words for a failed sign-in or sign-up, in the shopper's language.
import type { TFunction } from 'i18next';
import type { SessionResult } from './use-session-mutations';

export function sessionErrorMessage(t: TFunction, result: Extract<SessionResult, { ok: false }>): string {
  switch (result.code) {
    case 'INVALID_CREDENTIALS':
      return t('account.errors.INVALID_CREDENTIALS');
    case 'SIGN_IN_BLOCKED':
      return t('account.errors.SIGN_IN_BLOCKED', { referenceId: result.referenceId ?? '—' });
    case 'EMAIL_TAKEN':
      return t('account.errors.EMAIL_TAKEN');
    case 'PASSWORD_RULES':
      return t('account.errors.PASSWORD_RULES');
    case 'CONSENT_REQUIRED':
      return t('account.errors.CONSENT_REQUIRED');
    case 'DATE_OF_BIRTH': // the profile's rule and words: at least 14 years old
      return t('dashboard.errors.DATE_OF_BIRTH');
    case 'SOCIAL_NOT_LINKED':
      return t('account.errors.SOCIAL_NOT_LINKED');
    case 'TOO_MANY_ATTEMPTS':
      return t('errors.tooManyAttempts');
    case 'INVALID_INPUT':
      return t('account.errors.INVALID_INPUT');
    default:
      return t('errors.generic');
  }
}
