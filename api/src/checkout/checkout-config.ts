// Checkout's settings, validated once when the app is built: the payment provider (the
// built-in test provider until a real one is configured), how long to wait for it, and
// the secret that signs guests' order links. Development defaults keep the two-command
// setup working; production sets ORDER_LINK_SECRET and PAYMENT_WEBHOOK_SECRET.
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import type { CheckoutOptions } from './checkout-routes.ts';
import { testPaymentProvider } from './payment-provider.ts';

const envSchema = z.object({
  // Below the gateway's 10 s REST timeout: a slower provider leaves the order pending.
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(8_000).default(5_000),
  ORDER_LINK_SECRET: z.string().min(16).default('development-order-link-secret'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(8).default('test-provider-secret'),
});

export function checkoutOptions(db: Db, env: NodeJS.ProcessEnv = process.env): CheckoutOptions {
  const blankIsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.parse(blankIsUnset);
  return {
    db,
    payments: testPaymentProvider(parsed.PAYMENT_WEBHOOK_SECRET),
    paymentTimeoutMs: parsed.PAYMENT_TIMEOUT_MS,
    orderLinkSecret: parsed.ORDER_LINK_SECRET,
  };
}
