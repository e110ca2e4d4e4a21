// The development inbox (sandbox/mail/, not in production): the messages the api wrote as
// files because no SMTP server is configured (decision 0084).
import { z } from 'zod';

export const devInboxSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.string(),
  country: z.string(),
  sentAt: z.string(),
});
export type DevInboxSummary = z.infer<typeof devInboxSummarySchema>;

export const devInboxListSchema = z.object({ messages: z.array(devInboxSummarySchema) });

export const devInboxMessageSchema = devInboxSummarySchema.extend({ html: z.string(), text: z.string() });
export type DevInboxMessage = z.infer<typeof devInboxMessageSchema>;
