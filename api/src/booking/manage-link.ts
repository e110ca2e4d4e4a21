// The signed link a guest manages a booking with (the confirmation e-mail's "reschedule"
// and "cancel"): an HMAC of the booking id under BOOKING_LINK_SECRET, so nobody can guess
// another's. Members manage theirs signed in, without it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function manageToken(secret: string, reservationId: string): string {
  return createHmac('sha256', secret).update(`booking:${reservationId}`).digest('base64url');
}

export function isManageToken(secret: string, reservationId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(manageToken(secret, reservationId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
