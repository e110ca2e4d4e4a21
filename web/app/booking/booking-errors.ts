// A booking userError's code to its message key (booking.errors.*): the codes of
// schema/booking.graphql a shopper can meet; anything else reads as the generic one.
const KNOWN = new Set([
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'ACTIVITY_NOT_FOUND',
  'ARTIST_NOT_FOUND',
  'STORE_CLOSED',
  'INVITATION_ONLY',
  'BOOKING_EXPIRED',
  'BOOKING_CANCELLED',
  'BOOKING_NOT_FOUND',
  'BOOKING_LIMIT_REACHED',
]);

export type BookingErrorKey =
  | 'SLOT_TAKEN'
  | 'SLOT_UNAVAILABLE'
  | 'ACTIVITY_NOT_FOUND'
  | 'ARTIST_NOT_FOUND'
  | 'STORE_CLOSED'
  | 'INVITATION_ONLY'
  | 'BOOKING_EXPIRED'
  | 'BOOKING_CANCELLED'
  | 'BOOKING_NOT_FOUND'
  | 'BOOKING_LIMIT_REACHED'
  | 'GENERIC';

export function errorKey(code: string | null): BookingErrorKey {
  return code && KNOWN.has(code) ? (code as BookingErrorKey) : 'GENERIC';
}
