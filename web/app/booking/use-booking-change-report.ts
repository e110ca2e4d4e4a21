// The cancel and reschedule pages tell what the change came to the same way: a toast, and
// a refusal also stays by the form until the next try goes through.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../platform/toast/ToastProvider';
import { errorKey } from './booking-errors';
import type { BookingOutcome } from './use-booking-mutations';

export function useBookingChangeReport() {
  const { t } = useTranslation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  /** Toasts `doneText` or the refusal; true when the change went through. */
  function report(outcome: BookingOutcome, doneText: string): boolean {
    if (outcome.ok) {
      setError(null);
      toast.show({ type: 'success', text: doneText });
    } else {
      const message = t(`booking.errors.${errorKey(outcome.code)}`);
      setError(message);
      toast.show({ type: 'error', text: message });
    }
    return outcome.ok;
  }

  return { error, setError, report };
}
