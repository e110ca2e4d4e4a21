// Bookings: activities, slots in the store's zone, and reservations. Reads of a booking and
// the three mutations go as the member when signed in, else as a guest with the signed
// link's token; the api decides whose booking it is (never an id the client claims), and
// "not yours" reads as not found (null). Business refusals (SLOT_TAKEN, BOOKING_EXPIRED,
// the form's own messages per field) come back as userErrors.
import type { ActivityKind as RestActivityKind, Reservation } from '@beauty/contracts/booking';
import type { ActivityKind, BookingQuestionKind, BookingStatus, ProviderBookingOutcome, Resolvers } from '../__generated__/resolvers-types.ts';
import { asMemberOrGuest } from '../account/member-call.ts';
import { RestError } from '../platform/rest-errors.ts';
import { storeLoaders } from '../store/store-loaders.ts';
import { activitiesOf, activityApi, reservationApi } from './booking-api.ts';
import { bookingUserErrors, createBody, createInputErrors } from './booking-input.ts';

const restKind = (kind: ActivityKind | null | undefined) => (kind ? (kind.toLowerCase() as RestActivityKind) : undefined);
const QUESTION_KINDS = { text: 'TEXT', single: 'SINGLE', multi: 'MULTI' } as const satisfies Record<string, BookingQuestionKind>;

const isMissing = (error: unknown, ...codes: string[]) => error instanceof RestError && ['VALIDATION_FAILED', ...codes].includes(error.restCode);

/** A mutation's payload: the booking, or userErrors for what the shopper can fix. */
async function payload(run: () => Promise<Reservation>, withToken = false) {
  try {
    const booking = await run();
    return { booking, accessToken: withToken ? booking.manageToken : null, userErrors: [] };
  } catch (error) {
    const userErrors = bookingUserErrors(error);
    if (userErrors) return { booking: null, accessToken: null, userErrors };
    throw error;
  }
}

export const bookingResolvers: Resolvers = {
  Query: {
    activities: (_, { kind, storeId }, ctx) => activitiesOf(ctx, { kind: restKind(kind), storeId: storeId ?? undefined }),
    activity: async (_, { id }, ctx) => {
      try {
        return await activityApi(ctx.rest, ctx.publicScope).get(id);
      } catch (error) {
        if (isMissing(error, 'ACTIVITY_NOT_FOUND')) return null;
        throw error;
      }
    },
    activityGroups: async (_, __, ctx) => (await activityApi(ctx.rest, ctx.publicScope).pages()).groups,
    slotCalendar: (_, { activityId, storeId, from, days, artistId }, ctx) =>
      activityApi(ctx.rest, ctx.publicScope).calendar(activityId, { storeId, from: from ?? undefined, days, artistId: artistId ?? undefined }),
    timeSlots: (_, { activityId, storeId, date, artistId }, ctx) =>
      activityApi(ctx.rest, ctx.publicScope).slots(activityId, { storeId, date, artistId: artistId ?? undefined }),
    booking: async (_, { id, token }, ctx) => {
      try {
        return await asMemberOrGuest(ctx, (scope) => reservationApi(ctx.rest, scope).get(id, token ?? undefined));
      } catch (error) {
        if (isMissing(error, 'BOOKING_NOT_FOUND')) return null;
        throw error;
      }
    },
    providerBookingResult: async (_, { reference, bookingId, signature }, ctx) => {
      try {
        const answer = await asMemberOrGuest(ctx, (scope) =>
          reservationApi(ctx.rest, scope).providerReturn({ reference, bookingId: bookingId ?? undefined, signature: signature ?? undefined }),
        );
        return { outcome: answer.outcome.toUpperCase() as ProviderBookingOutcome, booking: answer.reservation };
      } catch (error) {
        // The provider did not confirm what the return link claims: nothing was booked.
        if (isMissing(error, 'BOOKING_PROVIDER_UNVERIFIED', 'BOOKING_NOT_FOUND')) return { outcome: 'NOT_COMPLETED', booking: null };
        throw error;
      }
    },
  },
  Mutation: {
    createBooking: (_, { input }, ctx) => {
      const inputErrors = createInputErrors(input);
      if (inputErrors.length > 0) return { booking: null, accessToken: null, userErrors: inputErrors };
      ctx.ensureDeviceId();
      return payload(
        () => asMemberOrGuest(ctx, (scope) => reservationApi(ctx.rest, scope).create(input.idempotencyKey, createBody(input), ctx.kiosk?.credential)),
        true,
      );
    },
    rescheduleBooking: (_, { input }, ctx) =>
      payload(() =>
        asMemberOrGuest(ctx, (scope) =>
          reservationApi(ctx.rest, scope).reschedule(input.id, { startsAt: input.startsAt, artistId: input.artistId ?? null, token: input.token ?? undefined }),
        ),
      ),
    cancelBooking: (_, { input }, ctx) =>
      payload(() => asMemberOrGuest(ctx, (scope) => reservationApi(ctx.rest, scope).cancel(input.id, input.token ?? undefined))),
  },
  // What a store offers to book: booking's own field on the store (booking.graphql).
  Store: {
    activities: (store, _, ctx) => activitiesOf(ctx, { storeId: store.id }),
  },
  Account: {
    // Account is only ever the requester's own: its bookings are the bearer's.
    bookings: async (_, __, ctx) => (await ctx.session.call((scope) => reservationApi(ctx.rest, scope).mine())).reservations,
  },
  Activity: {
    kind: (activity) => activity.kind.toUpperCase() as ActivityKind,
    price: (activity) => activity.price,
    stores: async (activity, _, ctx) => {
      const all = await storeLoaders(ctx).all();
      return all.filter((store) => activity.storeIds.includes(store.id));
    },
    questions: async (activity, _, ctx) => (await activityApi(ctx.rest, ctx.publicScope).questions(activity.id)).questions,
  },
  ActivitySession: {
    timeZone: (session) => session.local.timeZone,
    store: async (session, _, ctx) => (await storeLoaders(ctx).byId(session.storeId)) ?? { id: session.storeId, name: session.storeId, address: '' },
  },
  BookingQuestion: {
    kind: (question) => QUESTION_KINDS[question.kind],
  },
  TimeSlotDay: {
    slots: (day) => day.slots,
  },
  SlotCalendar: {
    days: (calendar) => calendar.days.map((day) => ({ date: day.date, slotCount: day.slotCount })),
  },
  Booking: {
    status: (booking) => booking.status.toUpperCase() as BookingStatus,
    activity: async (booking, _, ctx) => {
      // The reservation names its activity briefly; the page may ask for more (sessions).
      try {
        return await activityApi(ctx.rest, ctx.publicScope).get(booking.activity.id);
      } catch {
        return {
          ...booking.activity,
          groupId: '',
          description: '',
          capacity: 1,
          remainingCapacity: null,
          invitationOnly: false,
          requiredTier: null,
          storeIds: [booking.store.id],
          sessions: [],
        };
      }
    },
    timeZone: (booking) => booking.local.timeZone,
    changeable: (booking) => booking.canChange,
    price: (booking) => booking.activity.price,
  },
  BookingAnswer: {
    answer: (answer) => (Array.isArray(answer.value) ? answer.value : [answer.value]),
  },
};
