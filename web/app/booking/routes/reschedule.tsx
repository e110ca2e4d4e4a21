// /happening/services/reschedule/{id} (docs/product.md#paths): manage a booking. A guest arrives with the
// signed link of the confirmation e-mail (?token=), a member signed in (My bookings). A new
// time in the store's zone (and artist), or a session for a class or event; "Booking
// Rescheduled" as a toast. An expired booking says so and offers nothing (docs/product.md#booking-states).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader } from '../../platform/page-loaders';
import { BookingDetails } from '../BookingDetails';
import { BookingClosed } from '../BookingClosed';
import { linkedBookingLoad, useLinkedBooking } from '../linked-booking';
import { useBookingChangeReport } from '../use-booking-change-report';
import { BookingDetailsFragment } from '../booking-fragments';
import { cancelPath } from '../booking-paths';
import { SessionPicker, type SessionOption } from '../SessionPicker';
import { type SlotChoice, SlotPicker } from '../SlotPicker';
import { useRescheduleBooking } from '../use-booking-mutations';
import '../booking.css';
import type { Route } from './+types/reschedule';

export const handle = { layout: 'blank' };

const ManageBookingQuery = graphql(`
  query ManageBooking($id: ID!, $token: String) {
    booking(id: $id, token: $token) {
      id
      ...BookingDetails_booking
      activity {
        id
        sessions { id startsAt endsAt timeZone capacity remaining store { id name } }
      }
    }
  }
`);

const load = linkedBookingLoad(ManageBookingQuery, 'booking.manageTitle');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function ReschedulePage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const token = loaderData.token;
  const ref = useLinkedBooking(ManageBookingQuery, params.id, token);
  const [slot, setSlot] = useState<SlotChoice>({ date: null, startsAt: null, artistId: null });
  const [session, setSession] = useState<SessionOption | null>(null);
  const { error, setError, report } = useBookingChangeReport();
  const { reschedule, rescheduling } = useRescheduleBooking();
  const onSlot = useCallback((choice: SlotChoice) => setSlot(choice), []);
  if (!ref) return null;
  const booking = getFragmentData(BookingDetailsFragment, ref);
  const isService = booking.activity.kind === 'SERVICE';
  const startsAt = isService ? slot.startsAt : (session?.startsAt ?? null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!startsAt) {
      setError(t('booking.form.chooseSlot'));
      return;
    }
    const outcome = await reschedule({ id: booking.id, token, startsAt, artistId: isService ? slot.artistId : null });
    if (report(outcome, t('booking.toast.rescheduled'))) setSlot({ date: null, startsAt: null, artistId: null });
  }

  return (
    <div className="page page--booking booking-manage">
      <h1>{t('booking.manageTitle')}</h1>
      <BookingDetails booking={ref} />
      {!booking.changeable ? (
        <BookingClosed status={booking.status} />
      ) : (
        <>
          <form className="booking-form" noValidate onSubmit={submit} aria-busy={rescheduling}>
            <h2>{t('booking.newTime')}</h2>
            {isService ? (
              <SlotPicker activityId={booking.activity.id} storeId={booking.store.id} choice={slot} onChange={onSlot} />
            ) : (
              <SessionPicker
                sessions={ref.activity.sessions.filter((s) => s.startsAt !== booking.startsAt)}
                chosen={session?.id ?? null}
                onChoose={setSession}
              />
            )}
            {error && (
              <p className="field-error" role="alert" data-testid="reschedule-error">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={rescheduling} data-testid="reschedule-booking">
              {rescheduling ? t('booking.rescheduling') : t('booking.reschedule')}
            </button>
          </form>
          <p>
            <Link to={cancelPath(booking.activity.kind, booking.id, token)} data-testid="cancel-booking-link">
              {t('booking.cancel')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
