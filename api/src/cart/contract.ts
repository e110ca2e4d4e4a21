// The REST contract of the guest bag (spec §7: cart/, cart/items-count/, cart/line-items/).
// A bag belongs to a device id (x-device-id header) and a country: a shopper's SG bag is
// not their TH bag.
import { z } from 'zod';
import { MAX_LINE_QUANTITY, moneySchema, STOCK_STATUSES } from '../catalog/contract.ts';

export const cartLineSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema, // what one unit costs now (the sale price when on sale)
  listUnitPrice: moneySchema, // the regular price, for a struck-through display
  lineTotal: moneySchema,
  stockStatus: z.enum(STOCK_STATUSES),
  maxQuantity: z.number().int().min(0),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: z.string().nullable(), // null until the first line is added
  country: z.string(),
  currency: z.string().length(3),
  lines: z.array(cartLineSchema),
  itemsCount: z.number().int().nonnegative(), // sum of quantities
  subtotal: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const itemsCountSchema = z.object({ count: z.number().int().nonnegative() });

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** POST cart/line-items/: adding a variant already in the bag raises that line's quantity. */
export const addLineBodySchema = z.object({ variantId: z.string().min(1).max(64), quantity: quantity.default(1) });
/** PATCH cart/line-items/{id}: sets the quantity; removing is DELETE. */
export const updateLineBodySchema = z.object({ quantity });
export const lineParamsSchema = z.object({ id: z.string().min(1).max(64) });
