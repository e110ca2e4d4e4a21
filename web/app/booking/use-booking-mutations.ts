// The three booking mutations (create, reschedule, cancel). Each answers with the booking
// (its fragment updates every page showing it in the cache) or with what went wrong: field
// errors by field name for the form, else one code for the result page or a toast. A
// retried create reuses the attempt's idempotency key, so it makes one booking.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__/gql';
import type {
  CancelBookingMutation as CancelBookingData,
  CreateBookingInput,
  CreateBookingMutation as CreateBookingData,
  RescheduleBookingMutation as RescheduleBookingData,
} from '../__generated__/graphql';
import { usePayloadMutation } from '../platform/use-payload-mutation';
import { type FieldErrors, messageKeyOf } from './booking-form';

const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking { id ...BookingDetails_booking }
      accessToken
      userErrors { code field message }
    }
  }
`);

const RescheduleBookingMutation = graphql(`
  mutation RescheduleBooking($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      booking { id ...BookingDetails_booking }
      userErrors { code field message }
    }
  }
`);

const CancelBookingMutation = graphql(`
  mutation CancelBooking($input: CancelBookingInput!) {
    cancelBooking(input: $input) {
      booking { id ...BookingDetails_booking }
      userErrors { code field message }
    }
  }
`);

interface UserErrorView {
  code: string;
  field?: readonly string[] | null;
  message: string;
}

export type BookingOutcome = { ok: true; bookingId: string; token: string | null } | { ok: false; fieldErrors: FieldErrors; code: string | null };

/** Field errors (input.contact.fullName → contact.fullName) apart from the rest (the first code). */
export function splitUserErrors(errors: readonly UserErrorView[]): { fieldErrors: FieldErrors; code: string | null } {
  const fieldErrors: FieldErrors = {};
  let code: string | null = null;
  for (const error of errors) {
    const path = (error.field ?? []).filter((part) => part !== 'input').join('.');
    const key = messageKeyOf(error.message);
    if (error.code === 'INVALID_INPUT' && path && key) fieldErrors[path] = key;
    else code ??= error.code;
  }
  return { fieldErrors, code: Object.keys(fieldErrors).length > 0 ? code : (code ?? 'GENERIC') };
}

const GENERIC: BookingOutcome = { ok: false, fieldErrors: {}, code: 'GENERIC' };

type BookingPayload = { booking?: { id: string } | null; userErrors: readonly UserErrorView[] } | null | undefined;

/** The booking it answered with (and the token that reaches it), else what went wrong. */
function outcomeOf(payload: BookingPayload, token: string | null): BookingOutcome {
  if (!payload) return GENERIC;
  if (!payload.booking) return { ok: false, ...splitUserErrors(payload.userErrors) };
  return { ok: true, bookingId: payload.booking.id, token };
}

export function useCreateBooking() {
  const client = useApolloClient();
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const read = useCallback(
    (data: CreateBookingData | null | undefined) => {
      const payload = data?.createBooking;
      // Booked or refused, the times are read afresh when next shown (the slot is gone,
      // or someone else took it).
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'slotCalendar' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'timeSlots' });
      client.cache.gc();
      // The next booking from this page is a new attempt.
      if (payload?.booking) setKey(crypto.randomUUID());
      return outcomeOf(payload, payload?.accessToken ?? null);
    },
    [client],
  );
  const { run, loading } = usePayloadMutation(CreateBookingMutation, { read, failed: GENERIC });
  const create = useCallback(
    (input: Omit<CreateBookingInput, 'idempotencyKey'>): Promise<BookingOutcome> => run({ input: { ...input, idempotencyKey } }),
    [idempotencyKey, run],
  );
  return { create, booking: loading };
}

/** Rescheduling and cancelling answer with the booking, reached by the token it was opened with. */
const readChange =
  <TData>(payloadOf: (data: TData) => BookingPayload) =>
  (data: TData | null | undefined, { input }: { input: { token?: string | null } }): BookingOutcome =>
    outcomeOf(data ? payloadOf(data) : undefined, input.token ?? null);

const readReschedule = readChange((data: RescheduleBookingData) => data.rescheduleBooking);
const readCancel = readChange((data: CancelBookingData) => data.cancelBooking);

export function useRescheduleBooking() {
  const { run, loading } = usePayloadMutation(RescheduleBookingMutation, {
    read: readReschedule,
    failed: GENERIC,
    refetchQueries: ['SlotCalendar', 'TimeSlots'],
  });
  const reschedule = useCallback((input: { id: string; token: string | null; startsAt: string; artistId: string | null }) => run({ input }), [run]);
  return { reschedule, rescheduling: loading };
}

export function useCancelBooking() {
  const { run, loading } = usePayloadMutation(CancelBookingMutation, { read: readCancel, failed: GENERIC });
  const cancel = useCallback((input: { id: string; token: string | null }) => run({ input }), [run]);
  return { cancel, cancelling: loading };
}
