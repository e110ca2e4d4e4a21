// /happening/services/cancel/{id}, /happening/classes/cancel/{id},
// /happening/events/cancel/{id} (docs/product.md#paths): cancel a booking, from the e-mail's signed link
// (?token=) or signed in. "Booking Cancelled" as a toast; an expired booking cannot be.
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { validateRoute } from '../../platform/not-found';
import { BookingClosed } from '../BookingClosed';
import { BookingDetails } from '../BookingDetails';
import { linkedBookingLoad, useLinkedBooking } from '../linked-booking';
import { useBookingChangeReport } from '../use-booking-change-report';
import { BookingDetailsFragment } from '../booking-fragments';
import { kindOfSegment } from '../booking-paths';
import { useCancelBooking } from '../use-booking-mutations';
import '../booking.css';
import type { Route } from './+types/cancel';

export const handle = { layout: 'blank' };

const CancelBookingPageQuery = graphql(`
  query CancelBookingPage($id: ID!, $token: String) {
    booking(id: $id, token: $token) { id ...BookingDetails_booking }
  }
`);

const loadBooking = linkedBookingLoad(CancelBookingPageQuery, 'booking.cancelTitle');

// Cancelling is the same page for every kind of activity; a segment that names none is not found.
function load(context: StorefrontContext, args: PageLoadArgs<Route.LoaderArgs>) {
  validateRoute(kindOfSegment(args.params.segment), args.request);
  return loadBooking(context, args);
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function CancelPage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const token = loaderData.token;
  const ref = useLinkedBooking(CancelBookingPageQuery, params.id, token);
  const { cancel, cancelling } = useCancelBooking();
  const { error, report } = useBookingChangeReport();
  if (!ref) return null;
  const booking = getFragmentData(BookingDetailsFragment, ref);

  async function confirm() {
    report(await cancel({ id: booking.id, token }), t('booking.toast.cancelled'));
  }

  return (
    <div className="page page--booking booking-manage">
      <h1>{t('booking.cancelTitle')}</h1>
      <BookingDetails booking={ref} />
      {!booking.changeable ? (
        <BookingClosed status={booking.status} />
      ) : (
        <>
          <p>{t('booking.cancelQuestion')}</p>
          {error && (
            <p className="field-error" role="alert" data-testid="cancel-error">
              {error}
            </p>
          )}
          <button type="button" className="button button--primary" disabled={cancelling} onClick={confirm} data-testid="confirm-cancel">
            {cancelling ? t('booking.cancelling') : t('booking.cancelConfirm')}
          </button>
        </>
      )}
    </div>
  );
}
