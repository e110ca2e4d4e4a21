// When the access token the browser holds has run out (decision 0055). The refresh cookie
// is sent to the refresh path only, so whoever is about to use the access token checks it
// first: the web server before it renders (server/session-refresh.ts), the browser before
// it sends a GraphQL operation (session-refresh-link.ts). jwt-data is the token's
// header.payload, readable on purpose (docs/product.md#cookies); its exp is all that is read here.

export const JWT_DATA_COOKIE = 'jwt-data';
/** A token this close to its end counts as ended: a render or a request started now would outlive it. */
export const REFRESH_AHEAD_SECONDS = 30;

function expiryOf(jwtData: string): number | undefined {
  const payload = jwtData.split('.')[1];
  if (!payload || payload.length > 4096) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** True when jwt-data names an access token that ends within REFRESH_AHEAD_SECONDS; false with no (readable) token. */
export function accessTokenExpired(jwtData: string | undefined, nowMs: number): boolean {
  if (!jwtData) return false;
  const exp = expiryOf(jwtData);
  return exp !== undefined && exp * 1000 - REFRESH_AHEAD_SECONDS * 1000 <= nowMs;
}
