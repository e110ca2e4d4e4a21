// The booking result page (docs/product.md#screens): success with the confirmation number and the ways to
// manage the booking, or "Booking not completed, go Back and try again" with a Back action.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FragmentType } from '../__generated__/fragment-masking';
import { getFragmentData } from '../__generated__/fragment-masking';
import { BookingDetails } from './BookingDetails';
import { BookingDetailsFragment } from './booking-fragments';
import { cancelPath, reschedulePath } from './booking-paths';

export function BookingSuccess({
  booking: ref,
  token,
  heading,
}: {
  booking: FragmentType<typeof BookingDetailsFragment>;
  token: string | null;
  heading?: string;
}) {
  const { t } = useTranslation();
  const booking = getFragmentData(BookingDetailsFragment, ref);
  return (
    <section className="booking-result booking-result--success" aria-labelledby="booking-result-title" data-testid="booking-result">
      <h2 id="booking-result-title">{heading ?? t('booking.confirmedTitle')}</h2>
      <p>{booking.contact.email ? t('booking.confirmedMailed', { email: booking.contact.email }) : t('booking.confirmedKeepLink')}</p>
      <BookingDetails booking={ref} />
      {!booking.contact.email && token && booking.changeable && <ManageLink path={reschedulePath(booking.id, token)} />}
      {booking.changeable && (
        <p className="booking-actions">
          <Link className="button button--secondary" to={reschedulePath(booking.id, token)} data-testid="manage-booking">
            {t('booking.reschedule')}
          </Link>
          <Link className="button button--link" to={cancelPath(booking.activity.kind, booking.id, token)} data-testid="cancel-booking-link">
            {t('booking.cancel')}
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * A guest who gave no e-mail gets no mail with the signed link: the page shows the link
 * itself (absolute, to copy or bookmark), the only way back to the booking online.
 */
function ManageLink({ path }: { path: string }) {
  const { t } = useTranslation();
  // Shown only after the booking was made in the browser, so the page's own origin is known.
  const href = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  return (
    <p className="booking-manage-link">
      <span>{t('booking.manageLinkLabel')}</span>
      <a href={href} data-testid="booking-manage-link">
        {href}
      </a>
    </p>
  );
}

export function BookingNotCompleted({ reason, onBack, backTo }: { reason?: string | null; onBack?: () => void; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <section className="booking-result booking-result--failed" role="alert" aria-labelledby="booking-failed-title" data-testid="booking-not-completed">
      <h2 id="booking-failed-title">{t('booking.notCompleted')}</h2>
      {reason && <p>{reason}</p>}
      {onBack ? (
        <button type="button" className="button button--primary" onClick={onBack} data-testid="booking-back">
          {t('booking.back')}
        </button>
      ) : (
        <Link className="button button--primary" to={backTo ?? '/happening/services'} data-testid="booking-back">
          {t('booking.back')}
        </Link>
      )}
    </section>
  );
}
