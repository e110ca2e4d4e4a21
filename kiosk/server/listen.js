// @ts-check
// Where the kiosk server listens: KIOSK_HOST (loopback unless told otherwise, decision 0140).
import { createServer } from 'node:http';

/**
 * @param {import('node:http').RequestListener} app
 * @param {{ KIOSK_PORT: number; KIOSK_HOST?: string }} env
 * @returns {Promise<import('node:http').Server>}
 */
export async function listenKiosk(app, env) {
  const server = createServer(app);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.KIOSK_PORT, env.KIOSK_HOST, () => resolve(undefined));
  });
  return server;
}
