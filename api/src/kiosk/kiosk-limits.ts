// How often a kiosk sign-in may be tried (decision 0119, counted as decision 0052 counts
// guesses: platform/limits/attempt-counter.ts). A card gets at most three codes in ten minutes
// (a member who mistyped the address waits; nobody fills a member's inbox); a device starts at
// most thirty sign-ins and makes at most thirty wrong code guesses in ten minutes. Counted for
// any well-formed card, member or not, so a 429 tells nothing about who holds a card.
import type { AttemptPolicy } from '../platform/limits/attempt-counter.ts';

const TEN_MINUTES = 10 * 60;
/** `limit` attempts pass, the limit-th blocks the key for the rest of ten minutes. */
const perTenMinutes = (limit: number): AttemptPolicy => ({
  freeHits: limit,
  blockAfter: limit,
  windowSeconds: TEN_MINUTES,
  blockSeconds: TEN_MINUTES,
  maxWaitSeconds: TEN_MINUTES,
});

export const CODES_PER_CARD = perTenMinutes(3);
export const STARTS_PER_DEVICE = perTenMinutes(30);
export const WRONG_CODES_PER_DEVICE = perTenMinutes(30);

/** How long a code works, and how many wrong tries burn it. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
/** A kiosk session: ten minutes at most, never longer than any access token. */
export const KIOSK_SESSION_MAX_SECONDS = 10 * 60;
