#!/usr/bin/env node
// The containers' health check (Dockerfile HEALTHCHECK, docker-compose.yml): asks the service
// named by SERVICE on its own port whether it is ready. The api and the gateway answer
// /readyz (their database or api reached); the web and the kiosk /healthz. Exit 0 when the
// answer is 2xx, 1 otherwise (Docker's contract). No dependency: the image's Node alone.
const SERVICES = {
  api: { port: process.env.API_PORT ?? '4001', path: '/readyz' },
  gateway: { port: process.env.GATEWAY_PORT ?? '4000', path: '/readyz' },
  web: { port: process.env.WEB_PORT ?? '3000', path: '/healthz' },
  kiosk: { port: process.env.KIOSK_PORT ?? '3005', path: '/healthz' },
};

const service = SERVICES[process.env.SERVICE ?? ''];
if (!service) {
  console.error(`healthcheck: SERVICE must be one of ${Object.keys(SERVICES).join(', ')}`);
  process.exit(1);
}
try {
  const response = await fetch(`http://127.0.0.1:${service.port}${service.path}`, { signal: AbortSignal.timeout(2_500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
