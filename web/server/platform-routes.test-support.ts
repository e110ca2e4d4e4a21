// For the tests of the web server's own routes: createPlatformRoutes mounted in an express
// app in front of a stand-in gateway (any node:http handler), with a plain 404 where the
// storefront would answer. Both on ports the system picks.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
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

export async function startPlatformRoutes(gatewayHandler: RequestListener): Promise<PlatformRoutesStand> {
  const gateway = createServer(gatewayHandler);
  const app = express();
  app.use(createPlatformRoutes(parseEnv({ GATEWAY_URL: await listen(gateway) })));
  app.use((_req, res) => void res.status(404).send('page'));
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
