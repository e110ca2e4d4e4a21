// "My bookings" on the account page (issue 13 item 7): the member's own bookings, coming
// first, each with its time in the store's zone, its status and a way to manage it. The
// gateway lists the bearer's bookings only (Account.bookings), never an id from the page.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import { BookingDetailsFragment } from './booking-fragments';
import { reschedulePath } from './booking-paths';
import { formatBookingTime, zoneName } from './booking-time';
import './booking.css';

const MyBookingsQuery = graphql(`
  query MyBookings {
    me { id bookings { id ...BookingDetails_booking } }
  }
`);

export function MyBookingsSection() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data, loading, error } = useQuery(MyBookingsQuery, { fetchPolicy: 'cache-and-network' });
  const bookings = (data?.me?.bookings ?? []).map((ref) => getFragmentData(BookingDetailsFragment, ref));
  return (
    <section className="account-page__bookings my-bookings" aria-labelledby="my-bookings-title" data-testid="my-bookings">
      <h2 id="my-bookings-title">{t('booking.myBookings')}</h2>
      {loading && !data ? (
        <p role="status">{t('booking.loading')}</p>
      ) : error && !data ? (
        <p role="alert">{t('booking.myBookingsFailed')}</p>
      ) : bookings.length === 0 ? (
        <p>
          {t('booking.noBookings')} <Link to="/happening/services">{t('booking.bookNow')}</Link>
        </p>
      ) : (
        <ul className="my-bookings__list">
          {bookings.map((booking) => (
            <li key={booking.id} className="my-bookings__item" data-testid="my-booking">
              <Link to={reschedulePath(booking.id)}>{booking.activity.name}</Link>
              <span>
                {formatBookingTime(booking.startsAt, tag, booking.timeZone)} ({zoneName(booking.startsAt, tag, booking.timeZone)}) · {booking.store.name}
              </span>
              <span>
                {t('booking.confirmationNumber')}: {booking.confirmationNumber} · {t(`booking.statuses.${booking.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
