// The REST contract of bookings (issue 13 items 2-6, docs/product.md#rest-bookings, decisions 0090-0094):
// activities (beauty services, classes, events), the questions a booking asks, slots in
// the store's own time zone, and reservations (create, read, reschedule, cancel).
// Names and descriptions come in the request's language (en/id/th/zh).
import { z } from 'zod';
import type { Country } from './locale.ts';
import { MOBILE_TEXT_MAX, mobileTextSchema } from './phone.ts';
import { storeSchema } from './store.ts';

export const ACTIVITY_KINDS = ['service', 'class', 'event'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** Integer minor units, the ISO currency, and its symbol as docs/product.md#booking names it. */
export const bookingPriceSchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
  currencySymbol: z.string(),
});

/** An instant read in a store's zone: what the shopper sees, and the zone it is in. */
export const localTimeSchema = z.object({
  date: z.string(), // YYYY-MM-DD
  time: z.string(), // HH:MM
  timeZone: z.string(),
});

/** A class's or event's dated session (services have no sessions: their slots are computed). */
export const sessionSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  startsAt: z.string(), // ISO instant
  endsAt: z.string(),
  local: localTimeSchema,
  capacity: z.number().int(),
  /** Seats left: the "capacity (remaining slots)" of docs/product.md#booking. */
  remaining: z.number().int(),
});

export const activitySchema = z.object({
  id: z.string(),
  kind: activityKindSchema,
  groupId: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  /** null: free (most events). */
  price: bookingPriceSchema.nullable(),
  /** Per booking slot: 1 for a service (one artist), the class's or event's seats. */
  capacity: z.number().int(),
  /** Seats left over the upcoming sessions (classes, events); null for services (see slots). */
  remainingCapacity: z.number().int().nullable(),
  invitationOnly: z.boolean(),
  /** The tier an invitation-only event is for (e.g. gold); null = everyone. */
  requiredTier: z.string().nullable(),
  storeIds: z.array(z.string()),
  /** Upcoming sessions (classes, events), soonest first; empty for services. */
  sessions: z.array(sessionSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = z.object({
  kind: activityKindSchema.optional(),
  storeId: z.string().min(1).max(64).optional(),
  groupId: z.string().min(1).max(64).optional(),
  /** Sessions on that calendar day in the store's zone ("what's happening"). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)')
    .optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityListSchema = z.object({ activities: z.array(activitySchema) });

export const activityGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  activityCount: z.number().int(),
});
export const activityGroupListSchema = z.object({ groups: z.array(activityGroupSchema) });

/** booking-services/pages: the services landing page, grouped. */
export const bookingPagesSchema = z.object({
  title: z.string(),
  description: z.string(),
  groups: z.array(activityGroupSchema.extend({ activities: z.array(activitySchema) })),
});

/** A store in a booking's answers: enough to show and to compute its local times. */
export const bookingStoreSchema = storeSchema.pick({ id: true, name: true, address: true, city: true, timeZone: true, location: true, directionsUrl: true });

/** layouts/store-services/activities?storeId=: one store's offer. */
export const storeActivitiesSchema = z.object({ store: bookingStoreSchema, activities: z.array(activitySchema) });

/** happening/services/activities/{id}: an activity with the stores that offer it. */
export const happeningActivitySchema = z.object({ activity: activitySchema, stores: z.array(bookingStoreSchema) });

export const QUESTION_KINDS = ['text', 'single', 'multi'] as const;
export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  required: z.boolean(),
  /** For text answers. */
  maxLength: z.number().int().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.object({ activityId: z.string(), questions: z.array(questionSchema) });

export const artistSchema = z.object({ id: z.string(), name: z.string() });

// ---- slots ----

export const slotQuerySchema = z.object({
  storeId: z.string().min(1).max(64),
  /** The first calendar day in the store's zone (default: today there). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)')
    .optional(),
  days: z.coerce.number().int().min(1).max(31).default(14),
  /** A chosen artist; absent = any available artist. */
  artistId: z.string().min(1).max(64).optional(),
});
export type SlotQuery = z.infer<typeof slotQuerySchema>;

export const availableSlotQuerySchema = z.object({
  storeId: z.string().min(1).max(64),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)'),
  artistId: z.string().min(1).max(64).optional(),
});
export type AvailableSlotQuery = z.infer<typeof availableSlotQuerySchema>;

/** An empty answer is not an error: it carries the message of docs/product.md#messages to show. */
export const NO_TIME_SLOTS = 'No time slots available' as const;
export const NO_AVAILABLE_SLOTS = 'No Available Slots' as const;

export const slotSchema = z.object({
  startsAt: z.string(), // ISO instant
  endsAt: z.string(),
  local: localTimeSchema,
  /** The artists free for the whole slot (services); empty for classes and events. */
  artists: z.array(artistSchema),
  /** The session a class or event slot books; null for services. */
  sessionId: z.string().nullable(),
  /** Seats left (1 for a service slot). */
  remaining: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;

/** booking-service/available-slots/{id}: the bookable slots of one day. */
export const availableSlotsSchema = z.object({
  activityId: z.string(),
  storeId: z.string(),
  timeZone: z.string(),
  date: z.string(),
  artists: z.array(artistSchema),
  slots: z.array(slotSchema),
  /** Set when slots is empty: "No time slots available". */
  emptyMessage: z.literal(NO_TIME_SLOTS).nullable(),
});

/** booking-service/time-slots/{id}: which days (in the store's zone) have slots, and how many. */
export const timeSlotsSchema = z.object({
  activityId: z.string(),
  storeId: z.string(),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slotCount: z.number().int(), firstSlot: localTimeSchema.nullable() })),
  /** Set when no day has a slot: "No Available Slots". */
  emptyMessage: z.literal(NO_AVAILABLE_SLOTS).nullable(),
});

// ---- reservations ----

export const RESERVATION_STATUSES = ['confirmed', 'rescheduled', 'cancelled', 'expired'] as const;
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

export const BOOKING_EXPIRED_MESSAGE = 'Your booking has expired and cannot be rescheduled or cancelled.';

/** The booking form's messages (docs/product.md#booking-form), the same on the server and in the browser. */
export const BOOKING_FORM_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  required: 'Required field',
  tooLong: 'Character limit exceeded',
} as const;

export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const ANSWER_MAX = 500;

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The longest phone number as typed; the web's field has the same limit (web/app/booking/booking-form.ts PHONE_MAX). */
export const PHONE_MAX = MOBILE_TEXT_MAX;

/**
 * The contact block of the booking form in a country: name required; email and phone
 * optional but checked. The phone is a mobile of that country as it writes it, or any
 * country's with "+" (a visitor may book with a number from home); it comes out in E.164
 * (contracts/src/phone.ts).
 */
export function bookingContactSchema(country: Country) {
  return z.object({
    fullName: z
      .string({ error: BOOKING_FORM_MESSAGES.fullNameRequired })
      .trim()
      .min(1, BOOKING_FORM_MESSAGES.fullNameRequired)
      .max(FULL_NAME_MAX, BOOKING_FORM_MESSAGES.tooLong),
    email: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(EMAIL_MAX, BOOKING_FORM_MESSAGES.tooLong).pipe(z.email(BOOKING_FORM_MESSAGES.invalidEmail)).optional(),
    ),
    phone: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(PHONE_MAX, BOOKING_FORM_MESSAGES.tooLong).pipe(mobileTextSchema(country, BOOKING_FORM_MESSAGES.invalidPhone)).optional(),
    ),
  });
}
export type BookingContact = z.infer<ReturnType<typeof bookingContactSchema>>;

export const answerSchema = z.object({
  questionId: z.string().min(1).max(64),
  value: z.union([z.string().max(5_000), z.array(z.string().max(200)).max(20)]),
});

/** What the route accepts: loose, so the form's own messages (bookingContactSchema) come back per field. */
export const reservationCreateBodySchema = z.object({
  activityId: z.string().min(1).max(64),
  storeId: z.string().min(1).max(64),
  startsAt: z.iso.datetime({ offset: true }),
  /** null or absent: any available artist (services). */
  artistId: z.string().min(1).max(64).nullable().optional(),
  contact: z.object({
    fullName: z.string().max(5_000).optional(),
    email: z.string().max(5_000).optional(),
    phone: z.string().max(5_000).optional(),
  }),
  answers: z.array(answerSchema).max(50).default([]),
  /** The same key again returns the booking it made (also accepted as the Idempotency-Key header). */
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export type ReservationCreateBody = z.infer<typeof reservationCreateBodySchema>;

export const reservationRescheduleBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  artistId: z.string().min(1).max(64).nullable().optional(),
  /** The guest's signed link token (members need none). */
  token: z.string().max(200).optional(),
});

export const reservationTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

export const reservationSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  status: reservationStatusSchema,
  activity: z.object({ id: z.string(), kind: activityKindSchema, name: z.string(), durationMinutes: z.number().int(), price: bookingPriceSchema.nullable() }),
  store: bookingStoreSchema,
  artist: artistSchema.nullable(),
  sessionId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  local: localTimeSchema,
  contact: z.object({ fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  answers: z.array(answerSchema),
  /** Whether it can still be rescheduled or cancelled (false once expired or cancelled). */
  canChange: z.boolean(),
  /** BOOKING_EXPIRED_MESSAGE when expired; null otherwise. */
  message: z.string().nullable(),
  /** The signed manage link's token: on create, and to whoever already holds it. */
  manageToken: z.string().nullable(),
  /** The provider that holds the booking: ours ("lumi") or an external one ("booxi"). */
  provider: z.string(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationListSchema = z.object({ reservations: z.array(reservationSchema) });

/** A field of the booking form that failed, in VALIDATION_FAILED details.issues. */
export const bookingFieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  rule: z.enum(['required', 'email', 'phone', 'max', 'option']),
});

// ---- the external provider's hosted flow (decision 0093) ----

export const providerStartBodySchema = z.object({
  activityId: z.string().min(1).max(64),
  storeId: z.string().min(1).max(64),
  /** Where the provider sends the shopper back: our /happening/services/booxi/{success,cancel} pages. */
  language: z.string().max(5).optional(),
});
export const providerStartSchema = z.object({ redirectUrl: z.string(), reference: z.string() });

/** What the return page forwards: the provider's query string, verified server to server before anything is believed. */
export const providerReturnBodySchema = z.object({
  reference: z.string().min(1).max(200),
  bookingId: z.string().max(200).optional(),
  signature: z.string().max(400).optional(),
});
export const providerReturnSchema = z.object({
  outcome: z.enum(['confirmed', 'cancelled', 'not_completed']),
  reservation: reservationSchema.nullable(),
});

// Staff: a store day's live bookings grouped by who holds them (decision 0134), and
// releasing one holder's bookings there (their slots go back on sale).
export const BOOKING_HOLDER_KINDS = ['account', 'device', 'ip', 'email'] as const;
export const bookingHolderKindSchema = z.enum(BOOKING_HOLDER_KINDS);
const storeDay = { storeId: z.string().min(1).max(64), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date (YYYY-MM-DD)') };
export const bookingHoldersQuerySchema = z.object(storeDay);
export const bookingHolderBookingSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  activityName: z.string(),
  startsAt: z.string(),
  local: localTimeSchema,
  fullName: z.string(),
  email: z.string().nullable(),
});
export const bookingHolderGroupSchema = z.object({ kind: bookingHolderKindSchema, value: z.string(), bookings: z.array(bookingHolderBookingSchema) });
export type BookingHolderGroup = z.infer<typeof bookingHolderGroupSchema>;
export const bookingHoldersSchema = z.object({ storeId: z.string(), date: z.string(), groups: z.array(bookingHolderGroupSchema) });
export const bookingHolderReleaseBodySchema = z.object({ ...storeDay, kind: bookingHolderKindSchema, value: z.string().min(1).max(254) });
export const bookingHolderReleaseSchema = z.object({ released: z.array(z.string()) });
