// Everything a resolver may use, built fresh for each GraphQL request: the shopper's
// locale and device id, loaders that must not outlive the request (docs/architecture.md#avoid: no
// module-level loaders, they would leak one shopper's data to another), and the
// process-wide REST client and public cache (shared on purpose: it holds only answers
// that are the same for everyone in a country and language).
import { buyerIpOf } from './platform/limits/buyer-ip.ts';
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import type { RefreshCoordinator } from './account/refresh-coordinator.ts';
import { ShopperSession } from './account/session.ts';
import { readSessionCookies } from './account/session-cookies.ts';
import { createCatalogLoaders, type CatalogLoaders } from './catalog/loaders.ts';
import { createContentLoaders, type ContentLoaders } from './content/loaders.ts';
import { PREVIEW_TOKEN_COOKIE, readPreviewToken } from './content/preview-token.ts';
import { type Locale, resolveLocale } from './locale/resolve-locale.ts';
import { DEVICE_ID_COOKIE, DEVICE_ID_HEADER, deviceIdSetCookie, mintDeviceId, readDeviceId } from './platform/device-id.ts';
import type { PublicRest, PublicScope } from './platform/public-rest.ts';
import type { RequestScope, RestClient } from './platform/rest-client.ts';
import { type Channel, channelOf, KIOSK_SESSION_HEADER } from './kiosk/channel-gate.ts';
import type { KioskDevice } from '@beauty/contracts/kiosk';
import { PersonalUse } from './platform/response-cache/personal-use.ts';

export interface GatewayContext {
  readonly locale: Locale;
  readonly rest: RestClient;
  /** Public answers (categories, layout, brands by id) through the shared cache. */
  readonly publicRest: PublicRest;
  readonly loaders: CatalogLoaders;
  /** Carousels' products, one batched call per request (content/loaders.ts). */
  readonly contentLoaders: ContentLoaders;
  /** Content preview's token from the preview-token cookie or x-preview-token header (decision 0040). */
  readonly previewToken: string | undefined;
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
  /** The signed-in shopper's tokens and authenticated calls (account/session.ts). */
  readonly session: ShopperSession;
  /** Google sign-in's OAuth client id, when configured. */
  readonly googleClientId: string | undefined;
  /** Whether the sandbox's order moves and the development inbox are there (env.ts sandboxEnabled, decision 0154). */
  readonly sandbox: boolean;
  /** The website or a store's kiosk (kiosk/channel-gate.ts decided it from the device credential). */
  readonly channel: Channel;
  /** The kiosk this request comes from, and its credential for the api's kiosk calls. */
  readonly kiosk: { device: KioskDevice; credential: string } | undefined;
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

export interface ContextDeps {
  rest: RestClient;
  publicRest: PublicRest;
  cookieSecure: boolean;
  refresher: RefreshCoordinator;
  googleClientId?: string | undefined;
  /** INTERNAL_HOP_SECRET: only our web server may name the shopper's address (decision 0052). */
  hopSecret: string;
  /** The sandbox and the development inbox (env.ts sandboxEnabled); default off. */
  sandbox?: boolean;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createContext(deps: ContextDeps, req: Request, res: Response): GatewayContext {
  const cookies = parseCookie(req.headers.cookie ?? '');
  const header = (name: string) => single(req.headers[name]);
  const locale = resolveLocale({ header, cookie: (name) => cookies[name] });
  let deviceId = readDeviceId(header(DEVICE_ID_HEADER), cookies[DEVICE_ID_COOKIE]);
  const personalUse = new PersonalUse();
  const setCookie = (value: string) => {
    personalUse.mark('setCookie');
    res.append('Set-Cookie', value);
  };
  // The shopper's address: the socket's peer, or what our own web server vouches for.
  const clientIp = buyerIpOf(req, deps.hopSecret);
  const { channel, kiosk } = channelOf(res);
  const session = new ShopperSession(
    { rest: deps.rest, refresher: deps.refresher, cookieSecure: deps.cookieSecure, setCookie, scope: () => ({ locale, deviceId, clientIp }) },
    kiosk ? kioskSessionOf(header(KIOSK_SESSION_HEADER)) : readSessionCookies(cookies),
  );

  const loaders = createCatalogLoaders(deps, locale);
  const previewToken = readPreviewToken(header('x-preview-token'), cookies[PREVIEW_TOKEN_COOKIE]);
  // What is this shopper's is read through getters that mark personalUse. They sit on the
  // prototype: Apollo copies the context per operation with Object.assign, which would call
  // own getters once (marking every answer personal) and freeze their values.
  const personalInputs = {
    get previewToken() {
      if (previewToken !== undefined) personalUse.mark('previewToken');
      return previewToken;
    },
    get deviceId() {
      personalUse.mark('deviceId');
      return deviceId;
    },
    // A guest's empty session says only "a guest", which every guest shares (the cache serves
    // guests only); a session with tokens is this shopper's.
    get session() {
      if (session.signedIn) personalUse.mark('session');
      return session;
    },
    get kiosk() {
      if (kiosk) personalUse.mark('kiosk');
      return kiosk;
    },
  };
  const fields: Omit<GatewayContext, keyof typeof personalInputs> = {
    locale,
    rest: deps.rest,
    publicRest: deps.publicRest,
    loaders,
    contentLoaders: createContentLoaders(deps, locale, loaders),
    ensureDeviceId() {
      personalUse.mark('deviceId');
      if (deviceId === undefined) {
        deviceId = mintDeviceId();
        setCookie(deviceIdSetCookie(deviceId, { secure: deps.cookieSecure }));
      }
      return deviceId;
    },
    resetDeviceId() {
      personalUse.mark('deviceId');
      deviceId = mintDeviceId();
      setCookie(deviceIdSetCookie(deviceId, { secure: deps.cookieSecure }));
    },
    publicScope: { locale },
    shopperScope: () => {
      personalUse.mark('deviceId');
      return { locale, deviceId, clientIp };
    },
    setCookie,
    googleClientId: deps.googleClientId,
    sandbox: deps.sandbox ?? false,
    channel,
    personalUse,
    sharedAnswers: channel === 'web' && !session.signedIn && previewToken === undefined,
  };
  return Object.assign(Object.create(personalInputs) as typeof personalInputs, fields);
}

const BEARER = /^[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{1,4096}$/;

/** A kiosk's shopper session: the bearer the kiosk holds in memory; no refresh token, ever. */
function kioskSessionOf(token: string | undefined) {
  return token && BEARER.test(token) ? { accessToken: token, refreshToken: undefined } : undefined;
}
