// The web server's own routes in front of the storefront: a path longer than any page's
// is refused at once, and never reaches the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH } from './platform-routes';
import { type PlatformRoutesStand, startPlatformRoutes } from './platform-routes.test-support';

let gatewayCalls = 0;
let stand: PlatformRoutesStand;
let webUrl: string;

beforeAll(async () => {
  stand = await startPlatformRoutes((_req, res) => {
    gatewayCalls += 1;
    res.end('{}');
  });
  webUrl = stand.webUrl;
});
afterAll(() => stand?.close());

describe('very long paths', () => {
  it('are 414 before any page or proxy; a path of the limit still reaches the pages', async () => {
    for (const path of [`/products/${'a'.repeat(MAX_PATH_LENGTH)}`, `/graphql/${'a'.repeat(5_000)}`, `/pages/categories/${'a/'.repeat(2_000)}`]) {
      const response = await fetch(`${webUrl}${path}`);
      expect(response.status, path.slice(0, 30)).toBe(414);
    }
    expect(gatewayCalls).toBe(0);
    expect((await fetch(`${webUrl}/products/${'a'.repeat(MAX_PATH_LENGTH - '/products/'.length)}`)).status).toBe(404);
  });
});
