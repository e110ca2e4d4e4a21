// The browser's half of decision 0055: the refresh cookie is sent to /session/refresh only,
// so before a GraphQL operation goes out with an access token that has run out (jwt-data's
// exp, readable on purpose), the browser renews it there first. One refresh at a time per
// page: operations arriving meanwhile wait for the same one. Whatever the answer, the
// operation then goes: renewed, it is signed in; refused, the gateway has cleared the
// cookies and it runs as a guest's; unreachable, it runs as it would have.
import { ApolloLink } from '@apollo/client';
import { SESSION_REFRESH_PATH } from './session-refresh-path';
import { from, mergeMap } from 'rxjs';
import { accessTokenExpired, JWT_DATA_COOKIE } from './session-expiry';

let running: Promise<void> | undefined;

/** The readable half of the session (docs/product.md#cookies); present while the browser holds a member's session. */
export function jwtDataCookie(cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === JWT_DATA_COOKIE) return value.join('=');
  }
  return undefined;
}

/** Renews the session when its access token has run out (or is about to); resolves either way. */
export function ensureFreshSession(cookieString: () => string = () => document.cookie, now: () => number = Date.now): Promise<void> {
  if (!accessTokenExpired(jwtDataCookie(cookieString()), now())) return Promise.resolve();
  running ??= fetch(SESSION_REFRESH_PATH, { method: 'POST', credentials: 'same-origin' })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      running = undefined;
    });
  return running;
}

export const sessionRefreshLink = new ApolloLink((operation, forward) => from(ensureFreshSession()).pipe(mergeMap(() => forward(operation))));
