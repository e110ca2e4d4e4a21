// The REST contract of the in-store kiosk (issue 18, decision 0119): the devices staff
// register, a pack's barcode, a store's own shelf stock, and a shopper's sign-in at a
// kiosk with their Beauty Pass card and a one-time code. The kiosk itself calls only the
// gateway; the gateway calls these.
import { z } from 'zod';

/** The header a kiosk's calls carry (from the kiosk's own server, never the browser). */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

/** A device credential as issued: "kd_<device id>.<secret>"; only its hash is stored. */
export const kioskCredentialSchema = z.string().regex(/^kd_[A-Za-z0-9]{8,40}\.[A-Za-z0-9_-]{32,64}$/, 'not a kiosk device credential');

/** GET kiosk/device: the device a credential names (401 KIOSK_DEVICE_UNKNOWN when unknown or revoked). */
export const kioskDeviceSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  country: z.string(),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDeviceSchema>;

/** POST staff/kiosk-devices: register a store's kiosk. */
export const kioskDeviceCreateSchema = z.object({
  storeId: z.string().min(1).max(64),
  label: z.string().trim().min(1).max(80),
});
/** The answer to a registration: the credential, shown this once. */
export const kioskDeviceIssuedSchema = kioskDeviceSchema.extend({ credential: z.string() });
export type KioskDeviceIssued = z.infer<typeof kioskDeviceIssuedSchema>;
export const kioskDeviceListSchema = z.object({ devices: z.array(kioskDeviceSchema) });
/** GET staff/kiosk-devices?storeId=: one store's devices (all stores' without it), newest first. */
export const kioskDeviceListQuerySchema = z.object({ storeId: z.string().min(1).max(64).optional() });
export const kioskDeviceIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** The body of a POST that needs none (revoke, sign-out): nothing, or an empty object. */
export const noBodySchema = z.object({}).nullish();

/** A pack's barcode: EAN-8, UPC-A (12) or EAN-13 digits. */
export const barcodeSchema = z.string().regex(/^(\d{8}|\d{12}|\d{13})$/, 'a barcode is 8, 12 or 13 digits');

/** GET catalog/barcodes/{code}: a UPC-A (12 digits) is looked up as the EAN-13 "0" + code. */
export const barcodeParamsSchema = z.object({ code: barcodeSchema });

/** GET catalog/barcodes/{code}: the product and shade it names (404 BARCODE_NOT_FOUND). */
export const barcodeMatchSchema = z.object({
  code: z.string(),
  productId: z.string(),
  variantId: z.string(),
});
export type BarcodeMatch = z.infer<typeof barcodeMatchSchema>;

/** At most this many variant ids per stock call (one product page's shades, a picks list). */
export const MAX_STOCK_VARIANT_IDS = 100;
export const storeStockParamsSchema = z.object({ storeId: z.string().min(1).max(64) });
export const storeStockQuerySchema = z.object({
  variantIds: z
    .string()
    .max(13_000)
    .refine((value) => value.split(',').filter((id) => id.trim() !== '').length <= MAX_STOCK_VARIANT_IDS, `at most ${MAX_STOCK_VARIANT_IDS} variant ids`),
});

/** GET stores/{id}/stock?variantIds=a,b: units on that store's shelf; a variant the store does not carry is absent. */
export const storeStockSchema = z.object({
  storeId: z.string(),
  items: z.array(z.object({ variantId: z.string(), quantity: z.number().int().min(0) })),
});
export type StoreStock = z.infer<typeof storeStockSchema>;

/** Beauty Pass card numbers (loyalty/member.ts issues 60 and nine digits). */
export const cardNumberSchema = z.string().regex(/^\d{11}$/, 'a Beauty Pass card number is 11 digits');

/** POST kiosk/sign-in/start: mails a six-digit code to the card's member. Always { sent: true } for a well-formed card (no card enumeration). */
export const kioskSignInStartSchema = z.object({ cardNumber: cardNumberSchema });
export const kioskSignInStartedSchema = z.object({ sent: z.literal(true), expiresIn: z.number().int() });

/** POST kiosk/sign-in/verify: the code, for a short kiosk session (no refresh token). */
export const kioskSignInVerifySchema = z.object({ cardNumber: cardNumberSchema, code: z.string().regex(/^\d{6}$/, 'the code is six digits') });
export const kioskSessionSchema = z.object({ accessToken: z.string(), expiresIn: z.number().int() });
export type KioskSession = z.infer<typeof kioskSessionSchema>;
