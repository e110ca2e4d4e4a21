// How a soak shopper speaks to a gateway: as our web server would on the shopper's behalf
// (its SSR and /graphql proxy), with the internal hop secret vouching for the shopper's own
// address (the header names of contracts/src/platform.ts, decision 0052), so each shopper's
// per-address limits (bookings, sign-ups, throttles) count against that shopper alone, and a
// cookie jar per shopper, as a browser keeps one.
import { Pool } from 'undici';

export interface GraphqlAnswer {
  data: any;
  setCookies: string | string[] | undefined;
}

export interface Shopper {
  /** The shopper's own address, e.g. 10.20.0.7. */
  ip: string;
  deviceId: string;
  jar: Map<string, string>;
}

/** One call; a transport error, a non-200 or a GraphQL error throws (an unexpected failure). */
export async function graphql(pool: Pool, hopSecret: string, shopper: Shopper, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer> {
  const res = await pool.request({
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-site-country': 'SG',
      'x-site-language': 'en',
      'x-device-id': shopper.deviceId,
      'x-buyer-ip': shopper.ip,
      'x-internal-hop': hopSecret,
      ...(shopper.jar.size ? { cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  keepCookies(shopper.jar, res.headers['set-cookie']);
  if (res.statusCode !== 200 || body.errors?.length) throw new Error(`${res.statusCode} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
  return { data: body.data, setCookies: res.headers['set-cookie'] };
}

function keepCookies(jar: Map<string, string>, setCookies: string | string[] | undefined) {
  for (const header of [setCookies ?? []].flat()) {
    const [pair, ...attributes] = header.split(';');
    const name = pair!.slice(0, pair!.indexOf('='));
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
    else jar.set(name, pair!.slice(pair!.indexOf('=') + 1));
  }
}

/** The member's bearer as the web server reassembles it from the two session cookies (decision 0055). */
export const bearerOf = (jar: Map<string, string>) => `${jar.get('jwt-data')}.${jar.get('jwt-signature')}`;
