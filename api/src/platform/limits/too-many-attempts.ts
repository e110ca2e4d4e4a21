// The answer when a limit refuses an attempt before any work is done: 429
// TOO_MANY_ATTEMPTS with details.retryAfterSeconds (error-handler.ts adds Retry-After).
// The gateway turns it into a userError the storefront words in every language.
import { ApiError } from '../http-errors.ts';

export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}
