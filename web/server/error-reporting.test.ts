// The web server's reporting with the real @sentry/node SDK and a local ingest stand-in:
// an SSR error reaches it through entry.server's handleError, a 404 does not, and the
// page carries the browser's settings only when reporting is on.
import { randomUUID } from 'node:crypto';
import { type IngestStandIn, startIngestStandIn } from '@beauty/api/testing/error-ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../app/entry.server';
import { reportingScript } from '../app/platform/error-reporting-bootstrap';
import { reportError } from '../app/platform/report-error';
import { parseEnv } from './env';
import { flushErrorReports, startErrorReporting } from './error-reporting';

let ingest: IngestStandIn;
beforeAll(async () => {
  ingest = await startIngestStandIn();
});
afterAll(() => ingest?.close());

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as Parameters<typeof handleError>[1];

describe('web error reporting', () => {
  it('is off, with nothing in the page, until SENTRY_DSN is set', async () => {
    expect(await startErrorReporting(parseEnv({ SENTRY_DSN: '' }))).toBe(false);
    expect(reportingScript()).toBe('');
  });

  it('reports SSR errors from handleError without query strings, and not 4xx responses', async () => {
    expect(await startErrorReporting(parseEnv({ SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'staging', NODE_ENV: 'test' }))).toBe(true);
    const script = reportingScript();
    expect(script).toContain(`"dsn":"${ingest.dsn}"`);
    expect(script).toContain('"maxBreadcrumbs":25');

    const resetToken = randomUUID(); // made at run time: the stack frames quote this file's source
    handleError(new Error('loader broke'), args(`http://shop.test/password/edit?reset_password_token=${resetToken}`));
    // What React Router hands handleError for a URL no route matches.
    const unmatched = { status: 404, statusText: 'Not Found', internal: true, data: 'no route', error: new Error('No route matches URL "/nope"') };
    handleError(unmatched, args('http://shop.test/nope'));
    handleError(new Response('gone', { status: 410 }), args('http://shop.test/products/retired'));
    reportError(new Error('handled in a component'), { where: 'navigation-guard' });
    await flushErrorReports();

    // The two reports are sent side by side: they may arrive in either order.
    const messageOf = (event: Record<string, unknown>) => (event.exception as { values: Array<{ value: string }> }).values[0]!.value;
    expect(ingest.events.map(messageOf).sort()).toEqual(['handled in a component', 'loader broke']);
    const ssr = ingest.events.find((event) => messageOf(event) === 'loader broke');
    expect(ssr).toMatchObject({ environment: 'staging', tags: { where: 'ssr', service: 'web' }, extra: { path: '/password/edit' } });
    expect(ingest.requests.map((request) => request.body).join('')).not.toContain(resetToken);
  });
});
