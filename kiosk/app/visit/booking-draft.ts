// A booking in progress, kept by the kiosk's state (not by the screen), so going to look at
// a product and back, or a network drop, loses nothing typed (issue 18). Only the idle wipe
// or the confirmation ends it.
export interface BookingDraft {
  activityId?: string;
  date?: string;
  startsAt?: string;
  /** The store's zone the slot was shown in. */
  timeZone?: string;
  artistId?: string | null;
  fullName: string;
  email: string;
  phone: string;
  /** Question id → the text, or the chosen option values. */
  answers: Record<string, string | string[]>;
  /**
   * One per attempt (CreateBookingInput.idempotencyKey): kept while the same booking is
   * sent again after a drop, renewed when the shopper changes anything.
   */
  idempotencyKey: string;
}

export const newIdempotencyKey = () => `kiosk-${crypto.randomUUID()}`;

export const emptyDraft = (): BookingDraft => ({ fullName: '', email: '', phone: '', answers: {}, idempotencyKey: newIdempotencyKey() });

/** A change by the shopper: a new attempt, so a new key. */
export function editDraft(draft: BookingDraft, change: Partial<Omit<BookingDraft, 'idempotencyKey'>>): BookingDraft {
  return { ...draft, ...change, idempotencyKey: newIdempotencyKey() };
}
