// Builds the Fastify application: zod validation and serialisation on every route, the
// OpenAPI document, one error handler, and each domain's routes. No listening and no
// database opening here, so tests and the server share it.
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/db.ts';
import { accountRoutes } from './account/account-routes.ts';
import { profileRoutes } from './account/profile-routes.ts';
import { type AuthConfig, defaultAuthConfig } from './account/auth-config.ts';
import { authRoutes } from './account/auth-routes.ts';
import { recordPoints } from './loyalty/ledger.ts';
import { recordWelcomeVoucherClaim } from './loyalty/perks/welcome-voucher-claims.ts';
import type { BagClaims } from './account/bag-claims.ts';
import { claimBagsAtSignOut, claimGuestBags } from './cart/member-bag.ts';
import { recoveryRoutes } from './account/recovery-routes.ts';
import { sandboxUsersRoutes } from './account/sandbox-users-routes.ts';
import { requireStaff } from './account/authenticate.ts';
import { googleVerifier, socialRoutes } from './account/social-routes.ts';
import { bagExtrasRoutes } from './cart/bag-extras-routes.ts';
import { installBagShopper } from './cart/bag-shopper.ts';
import { bagOfferRoutes } from './cart/offers/bag-offer-routes.ts';
import { rewardRoutes } from './cart/reward-routes.ts';
import { sandboxMemberRoutes } from './loyalty/rewards/sandbox-member-routes.ts';
import { giftCardRoutes } from './cart/gift-cards/gift-card-routes.ts';
import { checkoutOptions } from './checkout/checkout-config.ts';
import { appConfig, loadEnv, type AppConfig } from './env.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import type { PaymentProvider } from './platform/payment-provider.ts';
import { paymentReconciliationJob } from './checkout/reconcile-payments.ts';
import { reservationSweepJob } from './order/release-expired-reservations.ts';
import type { Job } from './platform/jobs/job-runner.ts';
import { systemClock, type Clock } from './platform/jobs/clock.ts';
import { sandboxClock } from './platform/jobs/sandbox-clock.ts';
import { loyaltyJobs } from './loyalty/jobs/loyalty-jobs.ts';
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts';
import { sandboxOrderRoutes } from './order/sandbox-order-routes.ts';
import { staffOrderRoutes } from './order/staff-order-routes.ts';
import { FULFILMENT_HOOKS } from './fulfilment-hooks.ts';
import { devInboxRoutes } from './platform/mail/dev-inbox-routes.ts';
import { testMailConfig, type MailConfig } from './platform/mail/mail-config.ts';
import { mailSenderJob } from './platform/mail/mail-sender.ts';
import { MAIL_TEMPLATES } from './mail-templates.ts';
import { mailTransport } from './platform/mail/mail-transport.ts';
import { orderMailLinks } from './order/order-link.ts';
import { orderRoutes } from './order/order-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { brandRoutes } from './catalog/brand-routes.ts';
import { categoryRoutes } from './catalog/category-routes.ts';
import { catalogVersionRoutes } from './catalog/catalog-version-routes.ts';
import { productImageRoutes } from './catalog/product-image-routes.ts';
import { productRoutes } from './catalog/product-routes.ts';
import { variantRoutes } from './catalog/variant-routes.ts';
import { contentImageRoutes } from './content/content-image-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { layoutRoutes } from './content/layout-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { assistantRoutes } from './assistant/conversation-routes.ts';
import { storeRoutes } from './store/store-routes.ts';
import { storeStockRoutes } from './store/store-stock-routes.ts';
import { barcodeRoutes } from './catalog/barcode-routes.ts';
import { kioskDeviceRoutes } from './kiosk/kiosk-device-routes.ts';
import { kioskSignInRoutes } from './kiosk/kiosk-sign-in-routes.ts';
import { activityRoutes } from './booking/activity-routes.ts';
import { slotRoutes } from './booking/slot-routes.ts';
import { reservationRoutes } from './booking/reservation-routes.ts';
import { staffBookingRoutes } from './booking/staff-booking-routes.ts';
import type { BookingConfig } from './booking/booking-config.ts';
import type { TierOf } from './booking/member-tier.ts';
import { memberTier } from './loyalty/tiers.ts';
import { bookingReminderJob } from './booking/booking-reminders.ts';
import { providerRoutes } from './booking/provider/provider-routes.ts';
import { booxiProvider } from './booking/provider/booxi-provider.ts';
import { bookingSandboxRoutes } from './booking/sandbox-routes.ts';
import { installRequestLocale } from './locale/request-locale.ts';
import { backInStockJob } from './lists/back-in-stock-job.ts';
import { launchReminderJob } from './lists/launch-reminder-job.ts';
import type { ListsConfig } from './lists/lists-config.ts';
import { listsRoutes } from './lists/lists-routes.ts';
import { sandboxListsRoutes } from './lists/sandbox-lists-routes.ts';
import { staffListsRoutes } from './lists/staff-lists-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { createLogger, type Logger, type LogLevel } from '@beauty/server-kit/logger';
import { requestIdFor } from '@beauty/server-kit/request-id';
import type { DestinationStream } from 'pino';
import type { ErrorBody } from '@beauty/contracts/platform';
import { installErrorHandlers } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health-routes.ts';
import { installTextGuard } from './platform/text-guard.ts';
import { installJsonBodyParser } from './platform/json-body.ts';
import { installBuyerIp } from './platform/limits/buyer-ip.ts';
import { randomSecret } from './platform/secrets.ts';
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
  /**
   * The domains' settings, parsed from the environment at boot (env.ts: parseConfig); without
   * them, the defaults of an empty environment, with random secrets of this app's own.
   */
  config?: AppConfig;
  /** The process's logger (server.ts shares it with the database pool); otherwise one made at logLevel. */
  logger?: Logger;
  logLevel?: LogLevel;
  /** Where log lines go; stdout by default (tests capture them). */
  logDestination?: DestinationStream | undefined;
  /**
   * INTERNAL_HOP_SECRET: when set, an incoming x-request-id (decision 0061) and x-buyer-ip
   * (decision 0052) are taken only with it. Unset (development, tests): ids are taken as
   * they come, and the buyer IP only from a hop that knows localHopSecret.
   */
  hopSecret?: string | undefined;
  /**
   * Without hopSecret: the secret a hop in this process vouches for the buyer IP with
   * (testing.ts shares one with the gateway in the same process); a random one otherwise.
   */
  localHopSecret?: string;
  /** Token secret and lifetimes (account/auth-config.ts); the development defaults otherwise. */
  auth?: Partial<AuthConfig>;
  /** CONTENT_PREVIEW_TOKEN: the secret content preview needs (decision 0040); unset = preview off. */
  contentPreviewToken?: string | undefined;
  /** A payment provider instead of the built-in test one (tests that count or slow its calls). */
  payments?: PaymentProvider;
  /** The time routes and jobs decide by; a sandbox clock outside production, the system's in it. */
  clock?: Clock;
  /** The /sandbox REST calls, pages and movable clock (decisions 0074, 0100): default on outside production. */
  sandbox?: boolean;
  /** LOYALTY_EVENTS_KEY: the service key for loyalty events from other channels, instead of config's (tests). */
  loyaltyEventsKey?: string | undefined;
  /** The lists' link secret and whether the sandbox answers (lists/lists-config.ts), instead of config's (tests). */
  lists?: Partial<ListsConfig>;
  /** Where mail goes (platform/mail/mail-config.ts); tests get files in a folder of their own. */
  mail?: MailConfig;
  /** The production build (NODE_ENV=production): listings are not checked against the contract; the sandbox's default is off unless `environment` says local. */
  production?: boolean;
  /** APP_ENV (decision 0154), as /healthz says it; default: production when `production`, else local. */
  environment?: 'local' | 'production';
  /** Bookings' link secret and external provider instead of config's (tests). */
  booking?: Partial<BookingConfig>;
  /** How an invitation-only event reads a member's tier (member-tier.ts: the loyalty work's hook). */
  tierOf?: TierOf;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The work that runs later (platform/jobs): server.ts runs it on a timer, tests drive it. */
    jobs: readonly Job[];
    /** The clock routes and jobs share (server.ts hands it to the job runner). */
    clock: Clock;
  }
}

/** Signing in and out claims the device's bags (cart), handed to account's routes. */
const BAG_CLAIMS: BagClaims = { atSignIn: claimGuestBags, atSignOut: claimBagsAtSignOut };

/** Booking's invitation-only events read the member's live tier from loyalty, above booking (booking/member-tier.ts). */
const liveTierOf: TierOf = async (db, userId) => (await memberTier(db, userId, new Date()))?.tier;

export async function buildApp({
  db,
  config = appConfig(loadEnv({})),
  logger,
  logLevel = 'info',
  logDestination,
  hopSecret,
  localHopSecret,
  auth,
  contentPreviewToken,
  payments,
  lists,
  mail = testMailConfig(),
  production = false,
  booking,
  tierOf = liveTierOf,
  ...options
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The pino setup shared with the gateway and the web server (server-kit): the same
    // fields, levels and redaction; Fastify's access lines use its req/res serializers,
    // which keep no headers and blank `?token=` and other secret query values.
    // Typed as Fastify's base logger so that the app's type stays the one routes expect.
    loggerInstance: (logger ?? createLogger({ service: 'api', level: logLevel, destination: logDestination })) as FastifyBaseLogger,
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
  installJsonBodyParser(app);
  installBuyerIp(app, hopSecret ?? localHopSecret ?? randomSecret());
  await registerOpenApi(app);

  const jobs: Job[] = [];
  app.decorate('jobs', jobs);
  const transport = mailTransport(mail);
  app.addHook('onClose', async () => transport.close());
  // The order mails' links are signed with the secret the order route checks (decision 0146).
  const checkout = checkoutOptions(db, config.checkout, payments, app.log);
  jobs.push(mailSenderJob({ transport, ...mail, templates: MAIL_TEMPLATES, linkSigner: orderMailLinks(checkout.orderLinkSecret) }));
  // One rule for every sandbox call, page and the movable clock (decisions 0074, 0100): on
  // outside production; server.ts passes SANDBOX_ENABLED's answer (an e2e run of the
  // production build turns it on; a real production never does).
  const environment = options.environment ?? (production ? 'production' : 'local');
  const sandbox = options.sandbox ?? environment !== 'production';
  const clock = options.clock ?? (sandbox ? sandboxClock() : systemClock);
  app.decorate('clock', clock);
  await app.register(healthRoutes, { db, environment, sandbox });
  await app.register(productImageRoutes, { db });
  await app.register(contentImageRoutes);
  await app.register(
    async (api) => {
      installRequestLocale(api);
      await api.register(openApiRoute);
      await api.register(brandRoutes, { db });
      await api.register(categoryRoutes, { db });
      await api.register(catalogVersionRoutes, { db });
      // Listings skip the response serializer; outside production they are checked against the contract.
      await api.register(productRoutes, { db, checkListings: !production });
      await api.register(variantRoutes, { db });
      // Before the bag, promo codes, checkout and orders: they learn the member from the bearer token.
      const authConfig: AuthConfig = { ...defaultAuthConfig(), ...auth };
      installBagShopper(api, db, authConfig, clock);
      await api.register(cartRoutes, { db });
      await api.register(rewardRoutes, { db });
      await api.register(bagOfferRoutes, { db });
      await api.register(bagExtrasRoutes, { db, auth: authConfig });
      jobs.push(paymentReconciliationJob(checkout.payments), reservationSweepJob(checkout.payments));
      await api.register(checkoutRoutes, { ...checkout, auth: authConfig });
      await api.register(giftCardRoutes, { db, payments: checkout.payments });
      await api.register(orderRoutes, { db, orderLinkSecret: checkout.orderLinkSecret, auth: authConfig, clock });
      await api.register(staffOrderRoutes, { db, auth: authConfig, clock, hooks: FULFILMENT_HOOKS });
      await api.register(loyaltyRoutes, { db, auth: authConfig, clock, eventsKey: options.loyaltyEventsKey ?? config.loyaltyEventsKey });
      jobs.push(...loyaltyJobs());
      if (sandbox) await api.register(sandboxOrderRoutes, { db, clock, hooks: FULFILMENT_HOOKS });
      if (sandbox) await api.register(sandboxMemberRoutes, { db });
      await api.register(layoutRoutes, { db, previewToken: contentPreviewToken });
      await api.register(contentRoutes, { db, previewToken: contentPreviewToken });
      await api.register(searchRoutes, { db });
      await api.register(assistantRoutes, { db, auth: authConfig });
      await api.register(storeRoutes, { db, clock });
      await api.register(storeStockRoutes, { db });
      // The in-store kiosk (decision 0119): barcodes, devices, and a member's sign-in at a kiosk.
      await api.register(barcodeRoutes, { db });
      await api.register(kioskDeviceRoutes, { db, auth: authConfig });
      await api.register(kioskSignInRoutes, { db, auth: authConfig });
      await api.register(activityRoutes, { db, clock });
      await api.register(slotRoutes, { db, clock });
      const bookings: BookingConfig = { ...config.booking, ...booking };
      await api.register(reservationRoutes, { db, clock, auth: authConfig, linkSecret: bookings.linkSecret, tierOf });
      await api.register(staffBookingRoutes, { db, clock, auth: authConfig, linkSecret: bookings.linkSecret, tierOf });
      jobs.push(bookingReminderJob(bookings.linkSecret));
      await api.register(providerRoutes, {
        db,
        clock,
        auth: authConfig,
        linkSecret: bookings.linkSecret,
        provider: bookings.provider ? booxiProvider(bookings.provider) : undefined,
        returnOrigin: bookings.provider?.returnOrigin ?? 'http://127.0.0.1:3000',
      });
      await api.register(bookingSandboxRoutes, { db, clock, linkSecret: bookings.linkSecret, enabled: sandbox });
      await api.register(authRoutes, { db, config: authConfig, bags: BAG_CLAIMS });
      await api.register(accountRoutes, { db, config: authConfig, bags: BAG_CLAIMS });
      await api.register(profileRoutes, { db, config: authConfig, loyalty: { recordPoints, recordWelcomeVoucherClaim } });
      await api.register(recoveryRoutes, { db, config: authConfig });
      await api.register(socialRoutes, { db, config: authConfig, verifier: googleVerifier(authConfig), bags: BAG_CLAIMS });
      const listsSettings: ListsConfig = { ...config.lists, sandbox, ...lists };
      jobs.push(backInStockJob(listsSettings.linkSecret), launchReminderJob(listsSettings.linkSecret));
      await api.register(listsRoutes, { db, auth: authConfig, linkSecret: listsSettings.linkSecret });
      await api.register(staffListsRoutes, { db, auth: authConfig });
      await api.register(sandboxListsRoutes, { db, linkSecret: listsSettings.linkSecret, enabled: listsSettings.sandbox });
      await api.register(reviewRoutes, { db, auth: authConfig });
      // Sandbox calls exist outside production only: in production the path is a plain 404.
      if (sandbox && transport.kind === 'files')
        await api.register(devInboxRoutes, { mailDir: mail.mailDir, requireStaff: (request) => requireStaff(db, authConfig, request) });
      // Not registered at all in production: the paths are unknown there (404), not refused.
      if (sandbox) await api.register(sandboxUsersRoutes, { db, config: authConfig });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
