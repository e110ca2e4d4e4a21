// The shopper's session for one GraphQL request (docs/product.md#session). Authenticated calls
// carry the bearer reassembled from the cookies. On a 401 with a session present: one
// refresh per session (refresh-coordinator.ts: callers arriving meanwhile wait for it),
// new cookies, and the call retried once. A refresh the api refuses (401) ends the
// session: the cookies are cleared. A refresh that fails for any other reason (the api
// unreachable, a 5xx) leaves the cookies alone: the shopper stays signed in and the
// next request tries again. A 401 without a session is passed on as it is.
//
// The refresh cookie reaches the gateway only on the refresh path (decision 0055): a page
// load or a browser /graphql call carries the access token alone. A 401 then cannot be
// refreshed here and the cookies are left alone (the session may well be alive): the web
// server refreshes before it renders, and the browser before it asks.
import { unauthenticated } from '../platform/graphql-errors.ts';
import { RestError } from '../platform/rest-errors.ts';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';
import { accountApi } from './account-api.ts';
import type { RefreshCoordinator } from './refresh-coordinator.ts';
import { clearSessionCookies, type SessionCookies, type SessionTokens, sessionSetCookies } from './session-cookies.ts';

const isUnauthorized = (error: unknown) => error instanceof RestError && error.status === 401;

export interface SessionDeps {
  rest: RestClient;
  refresher: RefreshCoordinator;
  cookieSecure: boolean;
  setCookie(value: string): void;
  /** The scope of this request without a token (locale, device id, address). */
  scope(): RequestScope;
}

declare module '../context.ts' {
  interface GatewayContext {
    /** The signed-in shopper's tokens and authenticated calls. */
    readonly session: ShopperSession;
    /** Google sign-in's OAuth client id, when configured. */
    readonly googleClientId: string | undefined;
  }
}

export class ShopperSession {
  #tokens: SessionCookies | undefined;
  readonly #deps: SessionDeps;

  constructor(deps: SessionDeps, tokens: SessionCookies | undefined) {
    this.#deps = deps;
    this.#tokens = tokens;
  }

  get signedIn(): boolean {
    return this.#tokens !== undefined;
  }

  /** Runs an authenticated call; refreshes once on a 401 when the refresh token is here. Throws UNAUTHENTICATED when there is no session (left). */
  async call<T>(run: (scope: RequestScope) => Promise<T>): Promise<T> {
    const tokens = this.#tokens;
    if (!tokens) throw unauthenticated();
    if (tokens.accessToken) {
      try {
        return await run({ ...this.#deps.scope(), accessToken: tokens.accessToken });
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
      }
    }
    // Not refreshable here: the refresh path is where the browser sends its refresh token.
    if (!tokens.refreshToken) throw unauthenticated();
    const fresh = await this.#refresh(tokens, tokens.refreshToken);
    try {
      return await run({ ...this.#deps.scope(), accessToken: fresh.accessToken });
    } catch (error) {
      if (isUnauthorized(error)) this.end();
      throw isUnauthorized(error) ? unauthenticated() : error;
    }
  }

  /** The refresh path (account/refresh-route.ts): new tokens from the refresh token, or UNAUTHENTICATED. */
  async refreshNow(): Promise<void> {
    const tokens = this.#tokens;
    if (!tokens?.refreshToken) throw unauthenticated();
    await this.#refresh(tokens, tokens.refreshToken);
  }

  async #refresh(stale: SessionCookies, refreshToken: string): Promise<SessionTokens> {
    const { rest, refresher } = this.#deps;
    const scope = { ...this.#deps.scope(), accessToken: stale.accessToken };
    let fresh: SessionTokens;
    try {
      fresh = await refresher.refresh(refreshToken, () => accountApi(rest, scope).refresh(refreshToken));
    } catch (error) {
      if (!isUnauthorized(error)) throw error; // transient: keep the cookies, the shopper stays signed in
      this.end();
      throw unauthenticated();
    }
    // Another request of this session may have refreshed already; the newest wins.
    if (this.#tokens === stale) this.start(fresh);
    return fresh;
  }

  /** Keeps new tokens for the rest of the request and in the browser. */
  start(tokens: SessionTokens): void {
    this.#tokens = tokens;
    for (const cookie of sessionSetCookies(tokens, { secure: this.#deps.cookieSecure })) this.#deps.setCookie(cookie);
  }

  end(): void {
    this.#tokens = undefined;
    for (const cookie of clearSessionCookies({ secure: this.#deps.cookieSecure })) this.#deps.setCookie(cookie);
  }
}
