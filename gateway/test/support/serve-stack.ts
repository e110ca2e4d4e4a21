// Serves a seeded api and the gateway from sources until killed, for looking at the
// explorer or pointing a browser test at them without building anything:
//   GATEWAY_PORT=4100 ../node_modules/.bin/tsx --conditions=source test/support/serve-stack.ts
import { startTestApi } from '@beauty/api/testing';
import { startGateway } from '../../src/server-app.ts';

const api = await startTestApi();
const gateway = await startGateway({
  apiUrl: api.url,
  port: Number(process.env.GATEWAY_PORT ?? 4100),
  cookieSecure: false,
});
console.log(`gateway ${gateway.url}/graphql over api ${api.url}`);

const stop = async () => {
  await gateway.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
