// The payload the lists' mails share (api/src/lists/alert-mail.ts writes it; contracts
// ListMailPayload): product, brand and shade names, and paths on the shopper's site.
import { z } from 'zod';
import { mailLocaleFields, sitePathSchema } from '../../platform/mail/mail-template.ts';

export const listAlertPayloadSchema = z.object({
  ...mailLocaleFields,
  productName: z.string().max(300),
  brandName: z.string().max(200),
  variantName: z.string().max(200).nullable(),
  productPath: sitePathSchema,
  unsubscribePath: sitePathSchema,
  confirmPath: sitePathSchema.optional(),
});
export type ListAlertPayload = z.output<typeof listAlertPayloadSchema>;

/** "Brand Product (Shade)": how the mails name what the shopper waits for. */
export const itemName = (p: ListAlertPayload) => `${p.brandName} ${p.productName}${p.variantName ? ` (${p.variantName})` : ''}`;
