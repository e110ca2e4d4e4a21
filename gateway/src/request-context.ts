// Builds each GraphQL request's context (context.ts says what it holds): loaders that must
// not outlive the request (docs/architecture.md#avoid: no module-level loaders, they would
// leak one shopper's data to another), the shopper's session, channel and device id. It
// stands above the domains whose parts it puts together; server-app.ts calls it.
import { buyerIpOf } from './platform/limits/buyer-ip.ts';
import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import type { RefreshCoordinator } from './account/refresh-coordinator.ts';
import { ShopperSession } from './account/session.ts';
import { readSessionCookies } from './account/session-cookies.ts';
import { createCatalogLoaders } from './catalog/loaders.ts';
import { createContentLoaders } from './content/loaders.ts';
import { PREVIEW_TOKEN_COOKIE, readPreviewToken } from './content/preview-token.ts';
import { resolveLocale } from './locale/resolve-locale.ts';
import { DEVICE_ID_COOKIE, DEVICE_ID_HEADER, deviceIdSetCookie, mintDeviceId, readDeviceId } from './platform/device-id.ts';
import type { PublicRest } from './platform/public-rest.ts';
import type { RestClient } from './platform/rest-client.ts';
import type { GatewayContext } from './context.ts';
import { channelOf, KIOSK_SESSION_HEADER } from './kiosk/channel-gate.ts';
import { PersonalUse } from './platform/response-cache/personal-use.ts';

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
