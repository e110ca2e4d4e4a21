// A booking as the shopper reads it: confirmation number, status, what, where and when
// (in the store's zone, named), the artist or "any available artist".
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { BookingDetailsFragment } from './booking-fragments';
import { formatBookingTime, zoneName } from './booking-time';

export function BookingDetails({ booking: ref }: { booking: FragmentType<typeof BookingDetailsFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const booking = getFragmentData(BookingDetailsFragment, ref);
  return (
    <dl className="booking-details" data-testid="booking-details">
      <dt>{t('booking.confirmationNumber')}</dt>
      <dd data-testid="confirmation-number">{booking.confirmationNumber}</dd>
      <dt>{t('booking.status')}</dt>
      <dd data-testid="booking-status">{t(`booking.statuses.${booking.status}`)}</dd>
      <dt>{t('booking.what')}</dt>
      <dd>
        {booking.activity.name}
        {booking.price && ` · ${formatMoney(booking.price, tag)}`}
      </dd>
      <dt>{t('booking.when')}</dt>
      <dd data-testid="booking-when">
        {formatBookingTime(booking.startsAt, tag, booking.timeZone)} ({zoneName(booking.startsAt, tag, booking.timeZone)})
      </dd>
      <dt>{t('booking.where')}</dt>
      <dd>
        {booking.store.name}, {booking.store.address}{' '}
        <a href={booking.store.directionsUrl} target="_blank" rel="noopener noreferrer">
          {t('store.directions')}
        </a>
      </dd>
      {booking.activity.kind === 'SERVICE' && (
        <>
          <dt>{t('booking.artist')}</dt>
          <dd data-testid="booking-artist">{booking.artist?.name ?? t('booking.anyArtist')}</dd>
        </>
      )}
      <dt>{t('booking.form.fullName')}</dt>
      <dd>{booking.contact.fullName}</dd>
    </dl>
  );
}
