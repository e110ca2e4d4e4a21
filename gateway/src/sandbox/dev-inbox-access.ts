// Who may read the development inbox (decision 0137). It holds every mail the api wrote,
// password-reset links included, so on a staging host the gateway decides by itself,
// never in a production environment, whatever SANDBOX_ENABLED says there (ctx.sandbox, env.ts
// sandboxEnabled, decision 0154); otherwise a caller on
// the machine itself (the socket's peer, or the buyer IP our web server vouches for with the
// hop secret, platform/limits/buyer-ip.ts) or staff. The staff claim of the token is only a
// first screen: the api checks the token and the account's role again (requireStaff).
import { isLoopbackIp } from '@beauty/contracts/platform';
import type { GatewayContext } from '../context.ts';
import { forbidden, notFound } from '../platform/graphql-errors.ts';
import type { RequestScope } from '../platform/rest-client.ts';

const hidden = () => notFound('Not found');
const refused = () => forbidden('The development inbox is for staff, or for this machine.');

/** The readable payload of an access token says staff (decision 0070); a forged one fails at the api. */
function claimsStaff(accessToken: string | undefined): boolean {
  const payload = accessToken?.split('.')[1];
  if (!payload) return false;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role === 'staff';
  } catch {
    return false;
  }
}

/** Runs an inbox call as this caller if they may read the inbox; otherwise refuses without asking the api. */
export async function asInboxReader<T>(ctx: GatewayContext, run: (scope: RequestScope) => Promise<T>): Promise<T> {
  if (!ctx.sandbox) throw hidden();
  const scope = ctx.shopperScope();
  if (isLoopbackIp(scope.clientIp)) return run(scope);
  if (!ctx.session.signedIn) throw refused();
  return ctx.session.call((authed) => {
    if (!claimsStaff(authed.accessToken)) throw refused();
    return run(authed);
  });
}
