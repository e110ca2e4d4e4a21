// Builds the Fastify application: zod validation and serialisation on every route, the
// OpenAPI document, one error handler, and each domain's routes. No listening and no
// database opening here, so tests and the server share it.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/db.ts';
import { accountRoutes } from './account/account-routes.ts';
import { type AuthConfig, DEFAULT_AUTH_CONFIG } from './account/auth-config.ts';
import { authRoutes } from './account/auth-routes.ts';
import { recoveryRoutes } from './account/recovery-routes.ts';
import { googleVerifier, socialRoutes } from './account/social-routes.ts';
import { bagExtrasRoutes } from './cart/bag-extras-routes.ts';
import { giftCardRoutes } from './cart/gift-cards/gift-card-routes.ts';
import { checkoutOptions } from './checkout/checkout-config.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
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
import type { ErrorBody } from '@beauty/contracts/platform';
import { installErrorHandlers } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health-routes.ts';
import { installTextGuard } from './platform/text-guard.ts';
import { API_PREFIX, openApiRoute, registerOpenApi } from './platform/openapi.ts';

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
  logLevel?: string;
  /** Token secret and lifetimes (account/auth-config.ts); the development defaults otherwise. */
  auth?: Partial<AuthConfig>;
  /** CONTENT_PREVIEW_TOKEN: the secret content preview needs (decision 0040); unset = preview off. */
  contentPreviewToken?: string | undefined;
}

export async function buildApp({ db, logLevel = 'info', auth, contentPreviewToken }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // Ids and slugs are short; a request this large is not a shopper's.
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A URL that cannot be decoded (e.g. "%ff") fails before routing, outside the error handler.
    frameworkErrors: onFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  installTextGuard(app);
  await registerOpenApi(app);

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
      const authConfig: AuthConfig = { ...DEFAULT_AUTH_CONFIG, ...auth };
      await api.register(bagExtrasRoutes, { db, auth: authConfig });
      const checkout = checkoutOptions(db);
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
