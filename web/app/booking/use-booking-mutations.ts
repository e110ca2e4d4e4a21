// The three booking mutations (create, reschedule, cancel). Each answers with the booking
// (its fragment updates every page showing it in the cache) or with what went wrong: field
// errors by field name for the form, else one code for the result page or a toast. A
// retried create reuses the attempt's idempotency key, so it makes one booking.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__/gql';
import type { CreateBookingInput } from '../__generated__/graphql';
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

const failed = (errors: readonly UserErrorView[]): BookingOutcome => ({ ok: false, ...splitUserErrors(errors) });
const GENERIC: BookingOutcome = { ok: false, fieldErrors: {}, code: 'GENERIC' };

export function useCreateBooking() {
  const client = useApolloClient();
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const [mutate, { loading }] = useMutation(CreateBookingMutation);
  const create = useCallback(
    async (input: Omit<CreateBookingInput, 'idempotencyKey'>): Promise<BookingOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: { ...input, idempotencyKey } } });
        const payload = data?.createBooking;
        // Booked or refused, the times are read afresh when next shown (the slot is gone,
        // or someone else took it).
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'slotCalendar' });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'timeSlots' });
        client.cache.gc();
        if (!payload?.booking) return payload ? failed(payload.userErrors) : GENERIC;
        // The next booking from this page is a new attempt.
        setKey(crypto.randomUUID());
        return { ok: true, bookingId: payload.booking.id, token: payload.accessToken ?? null };
      } catch {
        return GENERIC;
      }
    },
    [client, idempotencyKey, mutate],
  );
  return { create, booking: loading };
}

export function useRescheduleBooking() {
  const [mutate, { loading }] = useMutation(RescheduleBookingMutation);
  const reschedule = useCallback(
    async (input: { id: string; token: string | null; startsAt: string; artistId: string | null }): Promise<BookingOutcome> => {
      try {
        const { data } = await mutate({ variables: { input }, refetchQueries: ['SlotCalendar', 'TimeSlots'] });
        const payload = data?.rescheduleBooking;
        if (!payload?.booking) return payload ? failed(payload.userErrors) : GENERIC;
        return { ok: true, bookingId: payload.booking.id, token: input.token };
      } catch {
        return GENERIC;
      }
    },
    [mutate],
  );
  return { reschedule, rescheduling: loading };
}

export function useCancelBooking() {
  const [mutate, { loading }] = useMutation(CancelBookingMutation);
  const cancel = useCallback(
    async (input: { id: string; token: string | null }): Promise<BookingOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.cancelBooking;
        if (!payload?.booking) return payload ? failed(payload.userErrors) : GENERIC;
        return { ok: true, bookingId: payload.booking.id, token: input.token };
      } catch {
        return GENERIC;
      }
    },
    [mutate],
  );
  return { cancel, cancelling: loading };
}
