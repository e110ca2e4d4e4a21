// For the tests of the web server's own routes: createPlatformRoutes mounted in an express
// app in front of a stand-in gateway (any node:http handler), with a plain 404 where the
// storefront would answer; or any app of the web server's in front of the stand-in. Both on
// ports the system picks.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { parseEnv } from './env';
import { createPlatformRoutes } from './platform-routes';

export interface PlatformRoutesStand {
  webUrl: string;
  close(): Promise<void>;
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A stand-in gateway and, in front of it, the express app that `mount` sets up for its URL. */
export async function startInFrontOfGateway(gatewayHandler: RequestListener, mount: (app: Express, gatewayUrl: string) => void): Promise<PlatformRoutesStand> {
  const gateway = createServer(gatewayHandler);
  const app = express();
  mount(app, await listen(gateway));
  const web = createServer(app);
  const webUrl = await listen(web);
  return {
    webUrl,
    async close() {
      await close(web);
      await close(gateway);
    },
  };
}

/** createPlatformRoutes, with `env` besides the gateway's URL, and a plain 404 after it. */
export function startPlatformRoutes(gatewayHandler: RequestListener, env: Record<string, string> = {}): Promise<PlatformRoutesStand> {
  return startInFrontOfGateway(gatewayHandler, (app, gatewayUrl) => {
    app.use(createPlatformRoutes(parseEnv({ ...env, GATEWAY_URL: gatewayUrl })));
    app.use((_req, res) => void res.status(404).send('page'));
  });
}
