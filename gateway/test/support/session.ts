// Browser-like cookie handling for the session tests: what the gateway set, sent back.
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@beauty/api/testing';
import type { GraphQLResponse } from './stack.ts';

export type Jar = Map<string, string>;

/** Applies Set-Cookie headers to the jar (Max-Age=0 deletes), as a browser would. */
export function applySetCookies(jar: Jar, headers: Headers): Jar {
  for (const header of headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';');
    const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export const uniqueEmail = () => `member-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'Lumi#2024';

export const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { account { id email firstName } userErrors { code field message } }
}`;
export const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { account { id email } userErrors { code field message } }
}`;

export const signUpInput = (email: string) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  firstName: 'Sari',
  lastName: 'Wijaya',
  mobile: { callingCode: '+62', number: '81234567890' },
  dateOfBirth: '1998-02-03',
  consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
});

export type Graphql = (query: string, options?: { variables?: Record<string, unknown>; headers?: Record<string, string> }) => Promise<GraphQLResponse<any>>;

/** Signs up through the gateway; answers the cookie jar the browser would hold. */
export async function signUp(graphql: Graphql, email = uniqueEmail()): Promise<{ jar: Jar; email: string; id: string }> {
  const response = await graphql(SIGN_UP, { variables: { input: signUpInput(email) } });
  const payload = response.body.data?.signUp;
  if (!payload?.account) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { jar: applySetCookies(new Map(), response.headers), email, id: payload.account.id };
}

/**
 * The jar with an access token that expired an hour ago for the same user and session,
 * signed as the api would (with the test api's own random key): the next call is a 401
 * and the gateway refreshes.
 */
export async function expireAccessToken(jar: Jar, jwtSecret: string): Promise<Jar> {
  const payload = JSON.parse(Buffer.from(jar.get('jwt-data')!.split('.')[1]!, 'base64url').toString());
  const expired = await signAccessToken(jwtSecret, { sub: payload.sub, sid: payload.sid }, 60, Date.now() - 3_600_000);
  const [header, body, signature] = expired.split('.');
  return new Map(jar).set('jwt-data', `${header}.${body}`).set('jwt-signature', signature!);
}

/** One GraphQL call as the browser holding `jar` would make it; the jar takes the answer's cookies. */
export async function sendAs(graphql: Graphql, jar: Jar, query: string, variables?: Record<string, unknown>) {
  const response = await graphql(query, { headers: { cookie: cookieHeader(jar) }, ...(variables ? { variables } : {}) });
  applySetCookies(jar, response.headers);
  return response.body;
}
