import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appConfig, environmentOf, loadEnv, parseConfig, REPO_ROOT, sandboxEnabled } from './env.ts';
import { PRODUCTION_SECRETS, randomSecret } from './platform/secrets.ts';

describe('loadEnv', () => {
  it('defaults to port 4001 on 127.0.0.1 with PGlite under <repo>/.data/pglite', () => {
    expect(loadEnv({})).toEqual({
      API_PORT: 4001,
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(REPO_ROOT, '.data', 'pglite'),
      DATABASE_URL: undefined,
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      SANDBOX_ENABLED: undefined,
      AUTH_JWT_SECRET: undefined,
      AUTH_JWT_PREVIOUS_SECRET: undefined,
      PAYMENT_TIMEOUT_MS: 5_000,
      ORDER_LINK_SECRET: undefined,
      PAYMENT_WEBHOOK_SECRET: undefined,
      PAYMENT_RECONCILE_AFTER_MS: 60_000,
      ORDER_RESERVATION_TTL_MS: 1_800_000,
      INTERNAL_HOP_SECRET: undefined,
      BOOKING_LINK_SECRET: undefined,
      BOOKING_PROVIDER_URL: undefined,
      BOOKING_PROVIDER_KEY: undefined,
      BOOKING_RETURN_ORIGIN: 'http://127.0.0.1:3000',
      LISTS_LINK_SECRET: undefined,
      LOYALTY_EVENTS_KEY: undefined,
      JOBS_INTERVAL_MS: 10_000,
      EMAIL_HASH_SECRET: undefined,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      SENTRY_DSN: undefined,
      SENTRY_ENVIRONMENT: undefined,
      SENTRY_RELEASE: undefined,
      SENTRY_MAX_BREADCRUMBS: 25,
      SENTRY_MAX_EVENTS: 10,
      CONTENT_PREVIEW_TOKEN: undefined,
      PASSWORD_HASH_CONCURRENCY: undefined,
      PASSWORD_HASH_MAX_WAIT_MS: 1000,
      SMTP_URL: undefined,
      MAIL_DIR: undefined,
      MAIL_FROM_DOMAIN: 'lumi-beauty.example',
      SITE_ORIGIN: 'http://localhost:3000',
      MAIL_MAX_ATTEMPTS: 6,
      MAIL_RETRY_BASE_MS: 60_000,
      PAYMENT_PROVIDER: undefined,
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: undefined,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('treats empty values as unset (as compose files and scripts often pass them)', () => {
    expect(loadEnv({ DATABASE_URL: '', DATA_DIR: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads a Postgres URL and a relative data dir', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://u@db:5432/shop', DATA_DIR: 'tmp/db', API_PORT: '0' });
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/shop');
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
    expect(env.API_PORT).toBe(0);
  });

  it.each([
    ['API_PORT', 'http'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses a bad port, a non-Postgres URL or an unknown log level, naming each: %s=%s', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses to start in production without each secret, naming every one missing (and only there)', () => {
    let message = '';
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of PRODUCTION_SECRETS) expect(message).toContain(`${name}: is required in production`);
    const all: Record<string, string> = {
      ...Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, randomSecret()])),
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(loadEnv({ NODE_ENV: 'production', ...all }).AUTH_JWT_SECRET).toBe(all.AUTH_JWT_SECRET);
    const { INTERNAL_HOP_SECRET: _hop, ...withoutHop } = all;
    expect(() => loadEnv({ NODE_ENV: 'production', ...withoutHop })).toThrow(/INTERNAL_HOP_SECRET: is required in production/);
    expect(() => loadEnv({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
    expect(() => loadEnv({ AUTH_JWT_PREVIOUS_SECRET: 'short' })).toThrow(/AUTH_JWT_PREVIOUS_SECRET/);
    expect(loadEnv({}).AUTH_JWT_SECRET).toBeUndefined(); // development: a random key per process (auth-config.ts)
  });

  it('tells the environment from the build (decision 0154): APP_ENV, else production with NODE_ENV=production', () => {
    const at = (source: Record<string, string>) => {
      const env = loadEnv(source);
      return [environmentOf(env), sandboxEnabled(env), appConfig(env).booking.sandbox, appConfig(env).lists.sandbox];
    };
    expect(at({})).toEqual(['local', true, true, true]);
    // pnpm start: the production build in a local environment, no production secrets needed.
    expect(at({ NODE_ENV: 'production', APP_ENV: 'local' })).toEqual(['local', true, true, true]);
    expect(at({ NODE_ENV: 'production', APP_ENV: 'local', SANDBOX_ENABLED: 'false' })).toEqual(['local', false, false, false]);
    expect(() => loadEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    // APP_ENV=production asks for every secret, whatever the build.
    expect(() => loadEnv({ APP_ENV: 'production' })).toThrow(/AUTH_JWT_SECRET: is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: is required in production/);
  });

  it('turns content preview on only with a token of 24+ characters (decision 0040)', () => {
    expect(loadEnv({}).CONTENT_PREVIEW_TOKEN).toBeUndefined();
    expect(loadEnv({ CONTENT_PREVIEW_TOKEN: '' }).CONTENT_PREVIEW_TOKEN).toBeUndefined();
    expect(() => loadEnv({ CONTENT_PREVIEW_TOKEN: 'short-token' })).toThrow(/CONTENT_PREVIEW_TOKEN: must be at least 24 characters/);
    expect(loadEnv({ CONTENT_PREVIEW_TOKEN: 'e2e-preview-token-0123456789abcdef' }).CONTENT_PREVIEW_TOKEN).toBe('e2e-preview-token-0123456789abcdef');
  });
});

describe('parseConfig', () => {
  it("makes every part's settings from one environment, blanks as unset", () => {
    const config = parseConfig({
      DATA_DIR: '/tmp/shop',
      JOBS_INTERVAL_MS: '',
      PAYMENT_TIMEOUT_MS: '300',
      BOOKING_RETURN_ORIGIN: '',
      LOYALTY_EVENTS_KEY: 'k'.repeat(32),
    });
    expect(config.jobsIntervalMs).toBe(10_000);
    expect(config.mail.mailDir).toBe(path.resolve('/tmp/shop-mail'));
    expect(config.app.checkout.paymentTimeoutMs).toBe(300);
    expect(config.app.booking).toMatchObject({ sandbox: true, provider: undefined });
    expect(config.app.loyaltyEventsKey).toBe('k'.repeat(32));
    expect(parseConfig({ JOBS_INTERVAL_MS: '0' }).jobsIntervalMs).toBe(0);
  });

  it('gives each unset secret a random value of its own, and keeps a set one', () => {
    const [one, two] = [parseConfig({}).app, parseConfig({}).app];
    expect(one.checkout.orderLinkSecret).not.toBe(two.checkout.orderLinkSecret);
    expect(one.booking.linkSecret).not.toBe(two.booking.linkSecret);
    expect(one.lists.linkSecret).not.toBe(two.lists.linkSecret);
    const secret = randomSecret();
    expect(parseConfig({ BOOKING_LINK_SECRET: secret }).app.booking.linkSecret).toBe(secret);
  });

  it('checks each secret with one rule, naming the variable', () => {
    for (const name of ['ORDER_LINK_SECRET', 'BOOKING_LINK_SECRET', 'LISTS_LINK_SECRET', 'LOYALTY_EVENTS_KEY']) {
      expect(() => parseConfig({ [name]: 'short' })).toThrow(new RegExp(`${name}: must be at least 32 characters`));
    }
    expect(() => parseConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET: must be at least 16 characters/);
  });
});
