// Why a booking offers no changes: expired (its slot has passed, docs/product.md#booking-states, docs/product.md#messages) or cancelled.
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../__generated__/graphql';

export function BookingClosed({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <p className="booking-closed" role="status" data-testid="booking-closed">
      {status === 'CANCELLED' ? t('booking.cancelledText') : t('booking.expired')}
    </p>
  );
}
