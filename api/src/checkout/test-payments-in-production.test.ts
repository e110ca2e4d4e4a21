// The built-in test provider approves any card number but its few declining ones, so a
// production api on it gives goods and gift cards away. Production refuses to start with
// it unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true, warns when it does, and no committed
// deployment file turns that on (decision 0138).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT } from '../env.ts';
import { PRODUCTION_SECRETS, randomSecret } from '../platform/secrets.ts';
import { pgliteCopyForSuite, startApiProcess } from '../test-support/api-process.test-support.ts';

const secrets = Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, randomSecret()]));
const production = { ...secrets, NODE_ENV: 'production' };

describe('the test payment provider in production', () => {
  it('is refused when the environment is read, unless explicitly allowed', () => {
    expect(() => loadEnv(production)).toThrow(/PAYMENT_PROVIDER: is required in production/);
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'test' })).toThrow(/PAYMENT_PROVIDER: the test provider approves any card number/);
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'false' })).toThrow(
      /ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true/,
    );
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'acme' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadEnv({}).PAYMENT_PROVIDER).toBeUndefined(); // development and tests: the test provider, no setting needed
  });

  it('is turned on by no committed deployment file (compose, Dockerfile, scripts/)', () => {
    const files = ['docker-compose.yml', 'Dockerfile', ...walk(path.join(REPO_ROOT, 'scripts')).map((f) => path.relative(REPO_ROOT, f))];
    expect(files.length).toBeGreaterThan(3);
    const setting = files.filter((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8').includes('ALLOW_TEST_PAYMENTS_IN_PRODUCTION'));
    expect(setting).toEqual([]);
  });

  describe('a real api process', () => {
    const { dataDir } = pgliteCopyForSuite('beauty-api-payments-');
    const boot = (settings: Record<string, string>) =>
      startApiProcess({ ...production, DATA_DIR: dataDir(), DATABASE_URL: '', LOG_LEVEL: 'warn', SENTRY_DSN: '', JOBS_INTERVAL_MS: '0', ...settings });

    it('exits at boot with the test provider and no override, saying why', async () => {
      const { api, port } = await boot({ PAYMENT_PROVIDER: 'test' });
      await expect(api.waitForHttp(`http://127.0.0.1:${port}/healthz`, 50_000)).rejects.toThrow(/exited \(1\)/);
      expect(api.output.join('\n')).toMatch(/api failed to start: Invalid api environment:\n\s+PAYMENT_PROVIDER: the test provider approves any card number/);
    }, 60_000);

    it('starts with the override, and warns in its log', async () => {
      const { api, port } = await boot({ PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' });
      try {
        await api.waitForHttp(`http://127.0.0.1:${port}/healthz`, 90_000);
        expect(api.logs.find((line) => line.level === 'warn' && String(line.msg).startsWith('ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true'))).toMatchObject({
          service: 'api',
          paymentProvider: 'test',
        });
      } finally {
        expect(await api.stop()).toBe(0);
      }
    }, 120_000);
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? (name === 'node_modules' ? [] : walk(file)) : [file];
  });
}
