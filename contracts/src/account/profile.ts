// The account dashboard's calls (issue 12 item 4, decision 0085): the profile settings
// (PUT account), the beauty profile (GET/PUT account/beauty-profile/), the password change
// (POST account/password/) and the deletion (DELETE account). docs/product.md#rest-auth-and-user lists GET account;
// the writes sit on the same resource.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, mobileBodySchema } from '../account.ts';

import { EYE_COLOURS, HAIR_TYPES, SKIN_CONCERNS, SKIN_TONES, SKIN_TYPES } from './beauty-profile-options.ts';

// Kept here too for the api's imports; the web takes them from calling-codes.ts and
// beauty-profile-options.ts, which load neither zod nor the phone metadata.
export { COUNTRY_CALLING_CODES } from '../calling-codes.ts';
export { BEAUTY_PROFILE_POINTS, EYE_COLOURS, HAIR_TYPES, SKIN_CONCERNS, SKIN_TONES, SKIN_TYPES } from './beauty-profile-options.ts';

/** docs/product.md#limits-per-order: minimum age 14. */
export const MINIMUM_AGE = 14;

export const profileBodySchema = z.object({
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  /** null removes it; a number is kept as its calling code and national digits (contracts/src/phone.ts). */
  mobile: mobileBodySchema.nullable(),
  /** YYYY-MM-DD, or null. */
  dateOfBirth: z.iso.date().nullable(),
  marketingConsent: z.boolean(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** Every field may be left empty; the profile is complete when all are given (at least one concern). */
export const beautyProfileBodySchema = z.object({
  skinType: z.enum(SKIN_TYPES).nullable(),
  skinTone: z.enum(SKIN_TONES).nullable(),
  skinConcerns: z
    .array(z.enum(SKIN_CONCERNS))
    .max(SKIN_CONCERNS.length)
    .transform((list) => [...new Set(list)]),
  hairType: z.enum(HAIR_TYPES).nullable(),
  eyeColour: z.enum(EYE_COLOURS).nullable(),
});
export type BeautyProfileBody = z.infer<typeof beautyProfileBodySchema>;

export const beautyProfileSchema = z.object({
  skinType: z.enum(SKIN_TYPES).nullable(),
  skinTone: z.enum(SKIN_TONES).nullable(),
  skinConcerns: z.array(z.enum(SKIN_CONCERNS)),
  hairType: z.enum(HAIR_TYPES).nullable(),
  eyeColour: z.enum(EYE_COLOURS).nullable(),
  complete: z.boolean(),
  /** When it was first completed (the points were earned then); null until then. */
  completedAt: z.string().nullable(),
  /** Points this call earned: BEAUTY_PROFILE_POINTS on the first completion, else 0. */
  pointsEarned: z.number().int(),
});
export type BeautyProfile = z.infer<typeof beautyProfileSchema>;

export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  passwordConfirmation: z.string().max(MAX_PASSWORD_LENGTH),
});
export const passwordChangeResultSchema = z.object({ otherSessionsEnded: z.number().int() });

export const accountDeletionBodySchema = z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH) });
export const accountDeletionResultSchema = z.object({ deleted: z.literal(true), ordersKept: z.number().int() });
