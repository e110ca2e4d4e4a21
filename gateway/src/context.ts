// Everything a resolver may use, built fresh for each GraphQL request (request-context.ts
// builds it): the shopper's locale and device id, the process-wide REST client and public
// cache (shared on purpose: it holds only answers that are the same for everyone in a country
// and language), and what the domains add. A domain adds its own fields where it defines them
// (declare module './context.ts'): the catalogue's loaders (catalog/loaders.ts), content's
// loaders and preview token (content/loaders.ts), the session (account/session.ts), the
// channel and kiosk (kiosk/channel-gate.ts). So this file stands below every domain, and no
// import runs back up (docs/architecture.md, "Rules the import check enforces").
import type { Locale } from './locale/resolve-locale.ts';
import type { PublicRest, PublicScope } from './platform/public-rest.ts';
import type { RequestScope, RestClient } from './platform/rest-client.ts';
import type { PersonalUse } from './platform/response-cache/personal-use.ts';

export interface GatewayContext {
  readonly locale: Locale;
  readonly rest: RestClient;
  /** Public answers (categories, layout, brands by id) through the shared cache. */
  readonly publicRest: PublicRest;
  /** The guest bag's key, when the request carries one. */
  readonly deviceId: string | undefined;
  /** The device id, minted (and set as a cookie) when the request carries none. */
  ensureDeviceId(): string;
  /** A new device id (and cookie): after sign-out the browser is a new guest with an empty bag. */
  resetDeviceId(): void;
  /** For public data (catalogue, layout): the locale only, so answers can be shared. */
  readonly publicScope: PublicScope;
  /** For this shopper's data (the bag): the locale and the device id, read when called. */
  shopperScope(): RequestScope;
  /** Appends a Set-Cookie header to the GraphQL response. */
  setCookie(setCookieHeader: string): void;
  /** Whether the sandbox's order moves and the development inbox are there (env.ts sandboxEnabled, decision 0154). */
  readonly sandbox: boolean;
  /**
   * Whether this request's answer used anything of this shopper's (marked as the fields above
   * are read): a guest's answer is shared only when it did not (platform/response-cache).
   */
  readonly personalUse: PersonalUse;
  /**
   * A guest on the website, not previewing: the only requests the shared response cache
   * answers or fills. Members, previews and kiosks always get their own answer.
   */
  readonly sharedAnswers: boolean;
}
