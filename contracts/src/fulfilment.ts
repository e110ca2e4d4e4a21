// The order's life after payment (issue 11 item 1, decision 0073): the REST shapes of a
// fulfilment move (staff, sandbox) and of the fulfilment shown on the order page.
import { z } from 'zod';

/** What happens to a confirmed order: packed, shipped (with a tracking number), delivered; or cancelled / returned. */
export const FULFILMENT_STATES = ['confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export const fulfilmentStateSchema = z.enum(FULFILMENT_STATES);
export type FulfilmentState = z.infer<typeof fulfilmentStateSchema>;

/** A move asked of staff (or the sandbox): the target state, a tracking number to ship, and lines for a partial cancel or return. */
export const fulfilmentMoveSchema = z.object({
  state: z.enum(['packed', 'shipped', 'delivered', 'cancelled', 'returned']),
  trackingNumber: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes')
    .optional(),
  /** Cancel or return only these units (line position in the order, from 0); the whole order when omitted. */
  lines: z
    .array(z.object({ position: z.number().int().min(0).max(199), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(200)
    .optional(),
  reason: z.string().trim().min(1).max(300).optional(),
});
export type FulfilmentMove = z.infer<typeof fulfilmentMoveSchema>;

export const fulfilmentSchema = z.object({
  state: fulfilmentStateSchema,
  trackingNumber: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  packedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** Per line (position): units cancelled and returned so far. */
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), cancelledQuantity: z.number().int(), returnedQuantity: z.number().int() })),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

export const orderFulfilmentResultSchema = z.object({ orderId: z.string(), number: z.string(), fulfilment: fulfilmentSchema });
export type OrderFulfilmentResult = z.infer<typeof orderFulfilmentResultSchema>;
