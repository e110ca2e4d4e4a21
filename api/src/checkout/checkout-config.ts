// Checkout's settings, part of the api's environment (env.ts parses it once at boot): the
// payment provider (the built-in test provider until a real one is configured; never in
// production unless explicitly allowed, payment-config.ts), how long to wait for it, and
// the secrets that sign guests' order links and the provider's webhooks. No secret is in
// the source (decision 0051): production must set both (env.ts refuses to start
// otherwise), `pnpm start` passes the ones in .data/secrets.env, and a process without
// them gets random ones of its own.
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { blankIsUnset, secret } from '../platform/env-fields.ts';
import { randomSecret } from '../platform/secrets.ts';
import type { CheckoutOptions } from './checkout-routes.ts';
import type { PaymentProvider } from '../platform/payment-provider.ts';
import { paymentProviderFor, type PaymentEnv, type WarnLog } from './payment-config.ts';

export const checkoutEnvShape = {
  // Below the gateway's 10 s REST timeout: a slower provider leaves the order pending.
  PAYMENT_TIMEOUT_MS: blankIsUnset(z.coerce.number().int().min(50).max(8_000).default(5_000)),
  ORDER_LINK_SECRET: secret(32),
  PAYMENT_WEBHOOK_SECRET: secret(16),
  // An unanswered payment is asked about this long after the order was placed (the
  // reliability plan wants an unknown outcome resolved within 5 minutes).
  PAYMENT_RECONCILE_AFTER_MS: blankIsUnset(z.coerce.number().int().min(1_000).max(300_000).default(60_000)),
  // How long a payment_pending order holds its stock before the sweep voids the payment.
  ORDER_RESERVATION_TTL_MS: blankIsUnset(z.coerce.number().int().min(60_000).max(86_400_000).default(1_800_000)),
};
export type CheckoutEnv = z.infer<z.ZodObject<typeof checkoutEnvShape>> & PaymentEnv;

export interface CheckoutConfig {
  /** Which provider to charge through (payment-config.ts). */
  payment: PaymentEnv;
  webhookSecret: string;
  orderLinkSecret: string;
  paymentTimeoutMs: number;
  reconcileAfterMs: number;
  reservationTtlMs: number;
}

/** The parsed variables as checkout's settings: a random secret of this process's own for each one unset. */
export function checkoutConfig(env: CheckoutEnv): CheckoutConfig {
  return {
    payment: {
      NODE_ENV: env.NODE_ENV,
      APP_ENV: env.APP_ENV,
      PAYMENT_PROVIDER: env.PAYMENT_PROVIDER,
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: env.ALLOW_TEST_PAYMENTS_IN_PRODUCTION,
    },
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? randomSecret(),
    orderLinkSecret: env.ORDER_LINK_SECRET ?? randomSecret(),
    paymentTimeoutMs: env.PAYMENT_TIMEOUT_MS,
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_MS,
    reservationTtlMs: env.ORDER_RESERVATION_TTL_MS,
  };
}

/**
 * payments: a provider to use instead of the configured one (tests that count or slow its calls).
 * log: where the boot warning of test payments in production goes (payment-config.ts).
 */
export function checkoutOptions(db: Db, config: CheckoutConfig, payments?: PaymentProvider, log: WarnLog = console): CheckoutOptions {
  return {
    db,
    payments: payments ?? paymentProviderFor(config.payment, config.webhookSecret, log),
    paymentTimeoutMs: config.paymentTimeoutMs,
    reconcileAfterMs: config.reconcileAfterMs,
    reservationTtlMs: config.reservationTtlMs,
    orderLinkSecret: config.orderLinkSecret,
  };
}
