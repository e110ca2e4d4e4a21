// How often a kiosk sign-in may be tried (decisions 0119 and 0140, counted as decision 0052
// counts guesses: platform/limits/attempt-counter.ts). A card gets at most three codes in ten
// minutes, five in an hour and ten in a day (a member who mistyped the address waits; nobody
// fills a member's inbox: 10 mails a day, not 432); a device starts at most thirty sign-ins
// and makes at most thirty wrong code guesses in ten minutes; a card's wrong codes lock it at
// the kiosks for a while (card-lock.ts). Counted for any well-formed card, member or not, so a
// 429 tells nothing about who holds a card.
import type { AttemptPolicy } from '../platform/limits/attempt-counter.ts';

const TEN_MINUTES = 10 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** `limit` attempts pass, the limit-th blocks the key for the rest of the window. */
const perWindow = (limit: number, seconds: number): AttemptPolicy => ({
  freeHits: limit,
  blockAfter: limit,
  windowSeconds: seconds,
  blockSeconds: seconds,
  maxWaitSeconds: seconds,
});
const perTenMinutes = (limit: number) => perWindow(limit, TEN_MINUTES);

export const CODES_PER_CARD = perTenMinutes(3);
export const CODES_PER_CARD_HOUR = perWindow(5, HOUR);
export const CODES_PER_CARD_DAY = perWindow(10, DAY);
export const STARTS_PER_DEVICE = perTenMinutes(30);
export const WRONG_CODES_PER_DEVICE = perTenMinutes(30);

/**
 * A card's kiosk lock: every `failuresPerStep` wrong codes double it, from a minute to an hour
 * at most; forgotten a day after the last failure. With ten codes a day of five tries each, a
 * stranger gets at most 50 guesses a day at a card's million codes (0.005%), against 2,160
 * (0.2%) before.
 */
export const CARD_LOCK = { failuresPerStep: 5, firstLockSeconds: 60, longestLockSeconds: HOUR, rememberSeconds: DAY };

/** How long a code works, and how many wrong tries burn it. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
/** A kiosk session: ten minutes at most, never longer than any access token. */
export const KIOSK_SESSION_MAX_SECONDS = 10 * 60;
