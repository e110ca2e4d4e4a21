// The development inbox holds every mail the api wrote, reset links included. On a staging
// host with the sandbox on, a guest reaching the public gateway must not read it: the
// gateway refuses by itself in production and to anyone neither on this machine nor staff
// (decision 0137), and the api refuses the same callers behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '@beauty/api/testing';
import { applySetCookies, cookieHeader, PASSWORD, SIGN_IN, signUp } from './support/session.ts';
import { type Stack, startGatewayFor, startStack } from './support/stack.ts';

const INBOX = 'query ($to: String) { devInbox(to: $to) { id kind } }';
const MAIL = 'query ($id: ID!) { devMail(id: $id) { text } }';
/** A shopper elsewhere on the internet, as our web server forwards them (the buyer IP it vouches for). */
const fromAfar = () => ({ 'x-buyer-ip': '203.0.113.9', 'x-internal-hop': process.env.INTERNAL_HOP_SECRET! });

describe('development inbox access', () => {
  let stack: Stack;
  let victim: string;
  let mailId: string;
  beforeAll(async () => {
    stack = await startStack();
    victim = (await signUp(stack.graphql)).email;
    await stack.api.runJobs();
    const local = await stack.graphql(INBOX, { variables: { to: victim } });
    mailId = local.body.data!.devInbox[0].id;
  }, 120_000);
  afterAll(() => stack?.close());

  it('serves a caller on this machine (what the e2e run does through the web on 127.0.0.1)', async () => {
    const inbox = await stack.graphql(INBOX, { variables: { to: victim } });
    expect(inbox.body.data!.devInbox).toEqual([expect.objectContaining({ kind: 'account_welcome' })]);
    const vouchedLocal = await stack.graphql(MAIL, { variables: { id: mailId }, headers: { ...fromAfar(), 'x-buyer-ip': '127.0.0.1' } });
    expect(vouchedLocal.body.data!.devMail.text).toContain('Sari');
  });

  it('refuses a guest or a shopper from elsewhere without asking the api', async () => {
    stack.restCalls.length = 0;
    const guest = await stack.graphql(INBOX, { variables: { to: victim }, headers: fromAfar() });
    expect(guest.body.data).toBeNull();
    expect(guest.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const oneMail = await stack.graphql(MAIL, { variables: { id: mailId }, headers: fromAfar() });
    expect(oneMail.body.data?.devMail ?? null).toBeNull();
    expect(oneMail.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const shopper = await signUp(stack.graphql);
    const signedIn = await stack.graphql(INBOX, { variables: { to: victim }, headers: { ...fromAfar(), cookie: cookieHeader(shopper.jar) } });
    expect(signedIn.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(stack.restCalls.filter((call) => call.path.includes('sandbox/mail'))).toEqual([]);
    // The api behind refuses the same caller on its own.
    const direct = await fetch(`${stack.api.apiUrl}/sandbox/mail/`, { headers: fromAfar() });
    expect(direct.status).toBe(401);
  });

  it('serves staff from elsewhere', async () => {
    const staff = await signUp(stack.graphql);
    await setStaffRole(stack.api.db, staff.email, true);
    const signIn = await stack.graphql(SIGN_IN, { variables: { email: staff.email, password: PASSWORD } });
    const jar = applySetCookies(new Map(), signIn.headers);
    const inbox = await stack.graphql(INBOX, { variables: { to: victim }, headers: { ...fromAfar(), cookie: cookieHeader(jar) } });
    expect(inbox.body.data!.devInbox).toEqual([expect.objectContaining({ kind: 'account_welcome' })]);
  });

  it('refuses everyone in a production environment, this machine included, whatever SANDBOX_ENABLED says', async () => {
    // server.ts: APP_ENV=production gives sandbox false (env.ts sandboxEnabled), even with SANDBOX_ENABLED=true.
    const production = await startGatewayFor(stack.api.url, { production: true, environment: 'production', sandbox: false });
    try {
      const local = await production.graphql(INBOX, { variables: { to: victim } });
      expect(local.body.data).toBeNull();
      expect(local.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
      const health = await fetch(`${production.gatewayUrl}/healthz`).then((res) => res.json());
      expect(health).toEqual({ status: 'ok', environment: 'production', sandbox: false });
    } finally {
      await production.close();
    }
  });

  it('serves this machine from the production build in a local environment (pnpm start), without stack traces', async () => {
    const local = await startGatewayFor(stack.api.url, { production: true, environment: 'local', sandbox: true });
    try {
      const inbox = await local.graphql(INBOX, { variables: { to: victim } });
      expect(inbox.body.data!.devInbox).toEqual([expect.objectContaining({ kind: 'account_welcome' })]);
      const broken = await local.graphql('{ devMail(id: 1) { text } }');
      expect(JSON.stringify(broken.body)).not.toContain('stacktrace');
      expect(await fetch(`${local.gatewayUrl}/healthz`).then((res) => res.json())).toEqual({ status: 'ok', environment: 'local', sandbox: true });
    } finally {
      await local.close();
    }
  });
});
