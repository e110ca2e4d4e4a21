// The api's answers the booking types are resolved from (codegen mappers).
import type { z } from 'zod';
import type { activityGroupSchema, activitySchema, answerSchema, availableSlotsSchema, sessionSchema, timeSlotsSchema } from '@beauty/contracts/booking';

export type SessionParent = z.infer<typeof sessionSchema>;
export type ActivityGroupParent = z.infer<typeof activityGroupSchema> & { activities: z.infer<typeof activitySchema>[] };
export type SlotDayParent = z.infer<typeof availableSlotsSchema>;
export type SlotCalendarParent = z.infer<typeof timeSlotsSchema>;
export type AnswerParent = z.infer<typeof answerSchema>;
