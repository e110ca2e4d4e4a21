// The signed link a guest manages a booking with (the confirmation e-mail's "reschedule"
// and "cancel"): an HMAC of the booking id under BOOKING_LINK_SECRET, so nobody can guess
// another's. Members manage theirs signed in, without it. The signing is
// platform/signed-link.ts; 'booking' is the purpose links already mailed were signed with.
import { signLink, verifyLink } from '../platform/signed-link.ts';

export function manageToken(secret: string, reservationId: string): string {
  return signLink(secret, 'booking', reservationId);
}

export function isManageToken(secret: string, reservationId: string, token: string | undefined): boolean {
  return verifyLink(secret, token, 'booking', reservationId);
}
