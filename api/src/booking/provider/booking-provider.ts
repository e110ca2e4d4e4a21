// Bookings behind a provider interface (decision 0093). Our own reservation service
// (../reservations.ts) is the default, direct provider: the api holds the slots and books
// them itself. A hosted provider (Booxi-like) runs its own booking flow: we send the
// shopper to it and it sends them back to /happening/services/booxi/success or /cancel.
// Its return is never believed from the query string: the api asks the provider, server to
// server, about the reference it issued, and records only what the provider confirms.
import type { ReservationCreateBody } from '@beauty/contracts/booking';
import type { ReservationRow } from '../reservation-repository.ts';
import { cancelReservation, createReservation, rescheduleReservation, type Caller, type Created, type ReservationDeps } from '../reservations.ts';

export interface DirectBookingProvider {
  readonly name: string;
  create(deps: ReservationDeps, caller: Caller, body: ReservationCreateBody, idempotencyKey: string | undefined, now: Date): Promise<Created>;
  reschedule(deps: ReservationDeps, row: ReservationRow, startsAt: string, artistId: string | null | undefined, now: Date): Promise<void>;
  cancel(deps: ReservationDeps, row: ReservationRow, now: Date): Promise<void>;
}

/** The default: our reservation service. */
export const lumiReservations: DirectBookingProvider = {
  name: 'lumi',
  create: createReservation,
  reschedule: rescheduleReservation,
  cancel: cancelReservation,
};

export interface HostedStart {
  reference: string;
  activityId: string;
  storeId: string;
  language: string;
  successUrl: string;
  cancelUrl: string;
}

/** What the provider says about a reference, asked server to server. */
export interface HostedBooking {
  status: 'confirmed' | 'cancelled' | 'pending' | 'not_found';
  bookingId?: string;
  startsAt?: string;
  endsAt?: string;
  customer?: { fullName: string; email?: string | null; phone?: string | null };
}

export interface HostedBookingProvider {
  readonly name: string;
  /** The provider's hosted page for a new booking under our reference. */
  start(input: HostedStart): Promise<{ redirectUrl: string }>;
  lookup(reference: string): Promise<HostedBooking>;
}
