// The gateway's error reports with the real @sentry/node SDK posting to a local ingest
// stand-in, a real api behind the gateway. Only INTERNAL_SERVER_ERROR is reported: a
// shopper's userErrors, bad input and query limits never are.
import { type IngestStandIn, startIngestStandIn } from '@beauty/api/testing/error-ingest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushErrorReports, initErrorReporting } from '../src/platform/report-error.ts';
import { SIGN_IN } from './support/session.ts';
import { type Stack, startStack } from './support/stack.ts';

const EMAIL = 'siti.rahma@example.co.id';
const PASSWORD = 'Jasmine-Toner-2026';
const COOKIE = 'jwt-refresh-token=refresh-s3cret; device-id=dev-1';

let ingest: IngestStandIn;
let stack: Stack;
beforeAll(async () => {
  ingest = await startIngestStandIn();
  await initErrorReporting({ dsn: ingest.dsn, environment: 'test', maxBreadcrumbs: 25 });
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await ingest?.close();
});
beforeEach(() => {
  ingest.events.length = 0;
});

/** The events the gateway itself reported (the in-process api reports its own 500s too). */
const gatewayEvents = () => ingest.events.filter((event) => (event.tags as Record<string, string>).where === 'graphql');
const signIn = () =>
  stack.graphql(SIGN_IN, { variables: { email: EMAIL, password: PASSWORD }, headers: { cookie: COOKIE, authorization: 'Bearer abc.def.ghi' } });

describe('gateway error reporting', () => {
  it('reports nothing for what a shopper can cause: wrong password, bad input, an invalid query', async () => {
    const wrong = await signIn();
    expect(wrong.body.data?.signIn.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_CREDENTIALS' })]);
    const badInput = await stack.graphql('{ products(first: -5) { nodes { name } } }');
    expect(badInput.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invalid = await stack.graphql('{ products { nodes { lipstickShade } } }');
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await flushErrorReports();
    expect(ingest.events).toEqual([]);
  });

  it('reports an internal error once, with the resolver path and no credentials', async () => {
    await stack.api.db.close(); // the api's database goes away: its 500 is a gateway INTERNAL_SERVER_ERROR
    const failed = await signIn();
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    await flushErrorReports();

    const events = gatewayEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.extra).toMatchObject({ path: 'signIn' });
    // The report names the request (decision 0061): the id the client got, in its header and error.
    const requestId = failed.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9A-F]{16}$/);
    expect(failed.body.errors?.[0]?.extensions?.requestId).toBe(requestId);
    expect(events[0]!.tags).toMatchObject({ where: 'graphql', request_id: requestId });
    const exception = (events[0]!.exception as { values: Array<{ stacktrace?: { frames: unknown[] } }> }).values.at(-1)!;
    expect(exception.stacktrace?.frames.length).toBeGreaterThan(0);
    const sent = ingest.requests.map((request) => request.body).join('\n');
    for (const secret of [EMAIL, PASSWORD, 'refresh-s3cret', 'abc.def.ghi']) expect(sent).not.toContain(secret);
  });
});
