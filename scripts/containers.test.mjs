// The containers as docker-compose.yml and the Dockerfile describe them (issue 33 item 8):
// every service has an image or a build and a health check, the services wait for the ones
// they need to be healthy, secrets come from the environment and never from the file, and
// the image checks its own health. Read as text and YAML: no Docker needed to run it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repo = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(`${repo}${path}`, 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true });
const services = Object.entries(compose.services);

/** Environment names that hold a secret: a committed value would be a leaked one. */
const SECRET = /SECRET|TOKEN|PASSWORD|CREDENTIAL|DSN/;

describe('docker-compose.yml', () => {
  it.each(services)('%s has an image or a build, and a health check', (_name, service) => {
    expect(service.image ?? service.build).toBeTruthy();
    expect(service.healthcheck?.test, 'a healthcheck test').toBeTruthy();
  });

  it.each(services)('%s waits for what it depends on to be healthy', (_name, service) => {
    for (const [needed, condition] of Object.entries(service.depends_on ?? {})) {
      expect(condition, `depends on ${needed}`).toEqual({ condition: 'service_healthy' });
    }
  });

  it.each(services)('%s takes its secrets from the environment, never from the file', (_name, service) => {
    const environment = service.environment ?? {};
    for (const [key, value] of Object.entries(environment)) {
      // The bundled Postgres's own demo credentials are the one literal (its volume is local).
      if (!SECRET.test(key) || key === 'POSTGRES_PASSWORD') continue;
      expect(String(value), key).toMatch(/^\$\{[A-Z_]+(:-[^}]*)?\}$/);
    }
    // (That no committed file allows the test payment provider in production is
    // api/src/checkout/test-payments-in-production.test.ts's to check, decision 0138.)
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('checks the service’s health with the repository’s own script', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "\/app\/healthcheck\.mjs"\]$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production SERVICE=\$\{SERVICE\}$/m);
  });

  it('ships the service with its production dependencies only', () => {
    expect(dockerfile).toMatch(/pnpm --filter "@beauty\/\$\{SERVICE\}" deploy --prod/);
    // The final stage takes the deployed package alone, not the workspace with its dev tools.
    expect(dockerfile).toMatch(/^COPY --from=build \/out \/app$/m);
    expect(dockerfile).not.toMatch(/^COPY --from=build \/app /m);
  });

  it('keeps local secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '.data']));
  });
});
