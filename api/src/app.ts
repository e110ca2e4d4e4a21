// Builds the Fastify application: zod validation and serialisation on every route, the
// OpenAPI document, one error handler, and each domain's routes. No listening and no
// database opening here, so tests and the server share it.
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/db.ts';
import { accountRoutes } from './account/account-routes.ts';
import { type AuthConfig, defaultAuthConfig } from './account/auth-config.ts';
import { authRoutes } from './account/auth-routes.ts';
import { recoveryRoutes } from './account/recovery-routes.ts';
import { googleVerifier, socialRoutes } from './account/social-routes.ts';
import { bagExtrasRoutes } from './cart/bag-extras-routes.ts';
import { giftCardRoutes } from './cart/gift-cards/gift-card-routes.ts';
import { checkoutOptions } from './checkout/checkout-config.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import type { PaymentProvider } from './checkout/payment-provider.ts';
import { paymentReconciliationJob } from './checkout/reconcile-payments.ts';
import { reservationSweepJob } from './order/release-expired-reservations.ts';
import type { Job } from './platform/jobs/job-runner.ts';
import { orderRoutes } from './order/order-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { brandRoutes } from './catalog/brand-routes.ts';
import { categoryRoutes } from './catalog/category-routes.ts';
import { productImageRoutes } from './catalog/product-image-routes.ts';
import { productRoutes } from './catalog/product-routes.ts';
import { variantRoutes } from './catalog/variant-routes.ts';
import { contentImageRoutes } from './content/content-image-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { layoutRoutes } from './content/layout-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { installRequestLocale } from './locale/request-locale.ts';
import { createLogger, type LogLevel } from '@beauty/server-kit/logger';
import { requestIdFor } from '@beauty/server-kit/request-id';
import type { DestinationStream } from 'pino';
import type { ErrorBody } from '@beauty/contracts/platform';
import { installErrorHandlers } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health-routes.ts';
import { installTextGuard } from './platform/text-guard.ts';
import { API_PREFIX, openApiRoute, registerOpenApi } from './platform/openapi.ts';
import { installRequestIds } from './platform/request-ids.ts';

function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // A path segment longer than any id or slug we have names nothing: not found, like any unknown URL.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' } satisfies ErrorBody);
    return;
  }
  const body: ErrorBody = { code: 'VALIDATION_FAILED', message: 'The URL cannot be read.', details: { reason: error.code } };
  void reply.status(400).send(body);
}

export interface AppOptions {
  db: Db;
  logLevel?: LogLevel;
  /** Where log lines go; stdout by default (tests capture them). */
  logDestination?: DestinationStream | undefined;
  /** INTERNAL_HOP_SECRET: when set, an incoming x-request-id is taken only with it. */
  hopSecret?: string | undefined;
  /** Token secret and lifetimes (account/auth-config.ts); the development defaults otherwise. */
  auth?: Partial<AuthConfig>;
  /** CONTENT_PREVIEW_TOKEN: the secret content preview needs (decision 0040); unset = preview off. */
  contentPreviewToken?: string | undefined;
  /** A payment provider instead of the built-in test one (tests that count or slow its calls). */
  payments?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The work that runs later (platform/jobs): server.ts runs it on a timer, tests drive it. */
    jobs: readonly Job[];
  }
}

export async function buildApp({ db, logLevel = 'info', logDestination, hopSecret, auth, contentPreviewToken, payments }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The pino setup shared with the gateway and the web server (server-kit): the same
    // fields, levels and redaction; Fastify's access lines use its req/res serializers,
    // which keep no headers and blank `?token=` and other secret query values.
    // Typed as Fastify's base logger so that the app's type stays the one routes expect.
    loggerInstance: createLogger({ service: 'api', level: logLevel, destination: logDestination }) as FastifyBaseLogger,
    // The request id is the gateway's (from our own hop only) or a new one: see request-ids.ts.
    genReqId: (req) => requestIdFor(req.headers, { hopSecret }),
    // Ids and slugs are short; a request this large is not a shopper's.
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A URL that cannot be decoded (e.g. "%ff") fails before routing, outside the error handler.
    frameworkErrors: onFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestIds(app);
  installErrorHandlers(app);
  installTextGuard(app);
  await registerOpenApi(app);

  const jobs: Job[] = [];
  app.decorate('jobs', jobs);
  await app.register(healthRoutes, { db });
  await app.register(productImageRoutes, { db });
  await app.register(contentImageRoutes);
  await app.register(
    async (api) => {
      installRequestLocale(api);
      await api.register(openApiRoute);
      await api.register(brandRoutes, { db });
      await api.register(categoryRoutes, { db });
      await api.register(productRoutes, { db });
      await api.register(variantRoutes, { db });
      await api.register(cartRoutes, { db });
      // Before promo codes, checkout and orders: they learn the member from the bearer token.
      const authConfig: AuthConfig = { ...defaultAuthConfig(), ...auth };
      await api.register(bagExtrasRoutes, { db, auth: authConfig });
      const checkout = checkoutOptions(db, process.env, payments);
      jobs.push(paymentReconciliationJob(checkout.payments), reservationSweepJob(checkout.payments));
      await api.register(checkoutRoutes, { ...checkout, auth: authConfig });
      await api.register(giftCardRoutes, { db, payments: checkout.payments });
      await api.register(orderRoutes, { db, orderLinkSecret: checkout.orderLinkSecret, auth: authConfig });
      await api.register(layoutRoutes, { db, previewToken: contentPreviewToken });
      await api.register(contentRoutes, { db, previewToken: contentPreviewToken });
      await api.register(searchRoutes, { db });
      await api.register(authRoutes, { db, config: authConfig });
      await api.register(accountRoutes, { db, config: authConfig });
      await api.register(recoveryRoutes, { db, config: authConfig });
      await api.register(socialRoutes, { db, config: authConfig, verifier: googleVerifier(authConfig) });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
