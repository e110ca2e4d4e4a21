// The GraphQL booking input as the api's body, and the api's refusals as userErrors: a
// VALIDATION_FAILED of the booking form names each field it refused (details.issues), so
// each message shows next to its field; other refusals map as rest-errors.ts says.
import type { ReservationCreateBody } from '@beauty/contracts/booking';
import { bookingFieldIssueSchema } from '@beauty/contracts/booking';
import { z } from 'zod';
import type { CreateBookingInput, UserError } from '../__generated__/resolvers-types.ts';
import { isIdempotencyKey } from '../platform/idempotency-key.ts';
import { RestError } from '../platform/rest-errors.ts';

export function createBody(input: CreateBookingInput): ReservationCreateBody {
  const optional = (value: string | null | undefined) => (value?.trim() ? value : undefined);
  return {
    activityId: input.activityId,
    storeId: input.storeId,
    startsAt: input.startsAt,
    artistId: input.artistId ?? null,
    contact: { fullName: input.contact.fullName, email: optional(input.contact.email), phone: optional(input.contact.phone) },
    answers: (input.answers ?? []).map((a) => ({ questionId: a.questionId, value: a.choices ?? a.text ?? '' })),
    idempotencyKey: input.idempotencyKey,
  };
}

/** What the gateway refuses before asking the api: a key the Idempotency-Key header cannot carry. */
export function createInputErrors(input: CreateBookingInput): UserError[] {
  if (isIdempotencyKey(input.idempotencyKey)) return [];
  return [{ code: 'INVALID_INPUT', field: ['input', 'idempotencyKey'], message: 'Not a valid idempotency key' }];
}

const issuesSchema = z.object({ issues: z.array(bookingFieldIssueSchema) });

/** The userErrors of a failed booking call, or null when it is no shopper's to fix (rethrow it). */
export function bookingUserErrors(error: unknown): UserError[] | null {
  if (!(error instanceof RestError)) return null;
  if (error.restCode === 'VALIDATION_FAILED') {
    const parsed = issuesSchema.safeParse(error.details);
    if (parsed.success && parsed.data.issues.length > 0) {
      return parsed.data.issues.map((issue) => ({ code: 'INVALID_INPUT', field: ['input', ...issue.field.split('.')], message: issue.message }));
    }
  }
  return error.userError ? [error.userError] : null;
}
