// A failed route check raises "Page Not Found: {path}" with a 404, and the status helper
// under every page error falls back to 200 for a status outside 100–999 (decision 0148).
// The loaders are the real routes'; each check fails before any data is asked for.
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as activityLoader } from '../booking/routes/activity';
import { loader as cancelLoader } from '../booking/routes/cancel';
import { loader as providerReturnLoader } from '../booking/routes/provider-return';
import { loader as contentPageLoader } from '../content/routes/page';
import { loader as alertLinkLoader } from '../lists/routes/alert-link';
import { loader as orderConfirmationLoader } from '../sandbox/sandbox-order-confirmation';
import { loader as paymentStatusLoader } from '../sandbox/sandbox-payment-status';
import { notFound, pageError, responseStatus } from './not-found';

interface Thrown {
  type: string;
  data: unknown;
  init: { status: number } | null;
}

/** What a loader threw: React Router's data() value (type "DataWithResponseInit"). */
async function thrownBy(run: () => unknown): Promise<Thrown> {
  try {
    await run();
  } catch (error) {
    return error as Thrown;
  }
  throw new Error('the loader did not throw');
}

const request = (path: string) => new Request(`http://shop.test${path}`);
// The context's services (apollo, i18n) exist, but using any of them fails the test.
const unusable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the check must come before any data');
    },
  },
);
const noData = new Proxy({}, { get: () => unusable });
const args = (path: string, params: Record<string, string>) => ({ request: request(path), params, context: noData }) as never;

describe('a failed route check', () => {
  it.each([
    ['an unknown booking kind', () => activityLoader(args('/happening/spa/AC-SG-1', { segment: 'spa', id: 'AC-SG-1' })), '/happening/spa/AC-SG-1'],
    ['an unknown kind to cancel', () => cancelLoader(args('/happening/spa/cancel/B1', { segment: 'spa', id: 'B1' })), '/happening/spa/cancel/B1'],
    [
      'an unknown provider outcome',
      () => providerReturnLoader(args('/happening/services/booxi/maybe', { outcome: 'maybe' })),
      '/happening/services/booxi/maybe',
    ],
    ['a slug that cannot be one', () => contentPageLoader(args('/pages/Not%20a%20slug!', { slugUrl: 'Not a slug!' })), '/pages/Not%20a%20slug!'],
    ['an unknown list link action', () => alertLinkLoader(args('/lists/delete?token=x', { action: 'delete' })), '/lists/delete'],
    [
      'a country the shop is not in',
      () => orderConfirmationLoader(args('/sandbox/order-confirmation/us', { country: 'us' })),
      '/sandbox/order-confirmation/us',
    ],
    [
      'a payment page for a country the shop is not in',
      () => paymentStatusLoader(args('/sandbox/payment-status/jp', { country: 'jp' })),
      '/sandbox/payment-status/jp',
    ],
  ])('%s raises "Page Not Found: {path}" with a 404', async (_what, run, path) => {
    const thrown = await thrownBy(run);
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toBe(`Page Not Found: ${path}`);
  });
});

describe('the status helper', () => {
  it('keeps a status from 100 to 999 and falls back to 200 outside it', () => {
    expect([100, 404, 503, 999, '410'].map(responseStatus)).toEqual([100, 404, 503, 999, 410]);
    expect([99, 1000, 0, -404, 404.5, Number.NaN, '4o4', undefined, null].map(responseStatus)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200]);
    expect((pageError(1000, 'odd') as unknown as Thrown).init?.status).toBe(200);
    expect((pageError(451, 'gone') as unknown as Thrown).init?.status).toBe(451);
  });

  it('gives notFound the plain 404 of unmatched routes', () => {
    const thrown = notFound() as unknown as Thrown;
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toBeNull();
    expect(isRouteErrorResponse(thrown)).toBe(false); // a loader's value; the router makes the error response
  });
});
