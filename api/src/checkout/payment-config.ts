// Which payment provider checkout charges through (decision 0138). The only one built in
// is the test provider, which approves every card number but its few declining ones: in
// production that would hand out goods and gift cards (which are cash) for a made-up
// number. So production refuses to start with it, unless the operator says, explicitly and
// in the deployment's own settings, that this production-mode stack takes no real money
// (a staging stack, a load test): PAYMENT_PROVIDER=test and
// ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true. No committed file sets the second
// (no-test-payments-in-production.test.ts greps them), and the api warns at every boot
// that has it.
import { z } from 'zod';
import { blankIsUnset, environmentOf } from '../platform/env-fields.ts';
import { testPaymentProvider, type PaymentProvider } from '../platform/payment-provider.ts';

/** Adapters built in; a real provider's adapter adds its name here (payment-provider.ts describes the interface). */
export const PAYMENT_PROVIDERS = ['test'] as const;

export const paymentEnvShape = {
  PAYMENT_PROVIDER: blankIsUnset(z.enum(PAYMENT_PROVIDERS).optional()),
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: blankIsUnset(z.enum(['true', 'false']).optional()),
};

export interface PaymentEnv {
  NODE_ENV?: string | undefined;
  APP_ENV?: 'local' | 'production' | undefined;
  PAYMENT_PROVIDER?: (typeof PAYMENT_PROVIDERS)[number] | undefined;
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION?: 'true' | 'false' | undefined;
}

/** Why this environment may not start (null when it may): env.ts turns it into a boot error. */
export function paymentProviderRefusal(env: PaymentEnv): { path: string; message: string } | null {
  if (environmentOf(env) !== 'production') return null;
  if (env.PAYMENT_PROVIDER === undefined) {
    return { path: 'PAYMENT_PROVIDER', message: `is required in production (built in: ${PAYMENT_PROVIDERS.join(', ')}; decision 0138)` };
  }
  if (env.PAYMENT_PROVIDER === 'test' && env.ALLOW_TEST_PAYMENTS_IN_PRODUCTION !== 'true') {
    return {
      path: 'PAYMENT_PROVIDER',
      message:
        'the test provider approves any card number: production refuses it unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true (a stack that takes no real money)',
    };
  }
  return null;
}

export interface WarnLog {
  warn(details: object, message: string): void;
}

/** The provider this environment charges through; throws where production may not start with it. */
export function paymentProviderFor(env: PaymentEnv, webhookSecret: string, log: WarnLog): PaymentProvider {
  const refusal = paymentProviderRefusal(env);
  if (refusal) throw new Error(`Invalid api environment:\n  ${refusal.path}: ${refusal.message}`);
  if (environmentOf(env) === 'production') {
    log.warn(
      { paymentProvider: 'test' },
      'ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true: checkout charges through the test provider, which approves any card number; no real money is taken',
    );
  }
  return testPaymentProvider(webhookSecret);
}
