// Checkout's settings, validated once when the app is built: the payment provider (the
// built-in test provider until a real one is configured; never in production unless
// explicitly allowed, payment-config.ts), how long to wait for it, and
// the secrets that sign guests' order links and the provider's webhooks. No secret is in
// the source (decision 0051): production must set both (env.ts refuses to start
// otherwise), `pnpm start` passes the ones in .data/secrets.env, and a process without
// them gets random ones of its own.
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { randomSecret } from '../platform/secrets.ts';
import type { CheckoutOptions } from './checkout-routes.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentEnvShape, paymentProviderFor, type WarnLog } from './payment-config.ts';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  ...paymentEnvShape,
  // Below the gateway's 10 s REST timeout: a slower provider leaves the order pending.
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(8_000).default(5_000),
  ORDER_LINK_SECRET: z.string().min(32).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  // An unanswered payment is asked about this long after the order was placed (the
  // reliability plan wants an unknown outcome resolved within 5 minutes).
  PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  // How long a payment_pending order holds its stock before the sweep voids the payment.
  ORDER_RESERVATION_TTL_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(1_800_000),
});

/**
 * payments: a provider to use instead of the configured one (tests that count or slow its calls).
 * log: where the boot warning of test payments in production goes (payment-config.ts).
 */
export function checkoutOptions(db: Db, env: NodeJS.ProcessEnv = process.env, payments?: PaymentProvider, log: WarnLog = console): CheckoutOptions {
  const blankIsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.parse(blankIsUnset);
  return {
    db,
    payments: payments ?? paymentProviderFor(parsed, parsed.PAYMENT_WEBHOOK_SECRET ?? randomSecret(), log),
    paymentTimeoutMs: parsed.PAYMENT_TIMEOUT_MS,
    reconcileAfterMs: parsed.PAYMENT_RECONCILE_AFTER_MS,
    reservationTtlMs: parsed.ORDER_RESERVATION_TTL_MS,
    orderLinkSecret: parsed.ORDER_LINK_SECRET ?? randomSecret(),
  };
}
