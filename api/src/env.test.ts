import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT } from './env.ts';
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
      ORDER_LINK_SECRET: undefined,
      PAYMENT_WEBHOOK_SECRET: undefined,
      INTERNAL_HOP_SECRET: undefined,
      BOOKING_LINK_SECRET: undefined,
      LISTS_LINK_SECRET: undefined,
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

  it('refuses a bad port, a non-Postgres URL or an unknown log level, naming each', () => {
    expect(() => loadEnv({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('refuses to start in production without each secret, naming every one missing (and only there)', () => {
    let message = '';
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of PRODUCTION_SECRETS) expect(message).toContain(`${name}: is required in production`);
    const all: Record<string, string> = { ...Object.fromEntries(PRODUCTION_SECRETS.map((name) => [name, randomSecret()])), PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' };
    expect(loadEnv({ NODE_ENV: 'production', ...all }).AUTH_JWT_SECRET).toBe(all.AUTH_JWT_SECRET);
    const { INTERNAL_HOP_SECRET: _hop, ...withoutHop } = all;
    expect(() => loadEnv({ NODE_ENV: 'production', ...withoutHop })).toThrow(/INTERNAL_HOP_SECRET: is required in production/);
    expect(() => loadEnv({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET: must be at least 32 characters/);
    expect(() => loadEnv({ AUTH_JWT_PREVIOUS_SECRET: 'short' })).toThrow(/AUTH_JWT_PREVIOUS_SECRET/);
    expect(loadEnv({}).AUTH_JWT_SECRET).toBeUndefined(); // development: a random key per process (auth-config.ts)
  });

  it('turns content preview on only with a token of 24+ characters (decision 0040)', () => {
    expect(loadEnv({}).CONTENT_PREVIEW_TOKEN).toBeUndefined();
    expect(loadEnv({ CONTENT_PREVIEW_TOKEN: '' }).CONTENT_PREVIEW_TOKEN).toBeUndefined();
    expect(() => loadEnv({ CONTENT_PREVIEW_TOKEN: 'short-token' })).toThrow(/CONTENT_PREVIEW_TOKEN: must be at least 24 characters/);
    expect(loadEnv({ CONTENT_PREVIEW_TOKEN: 'e2e-preview-token-0123456789abcdef' }).CONTENT_PREVIEW_TOKEN).toBe('e2e-preview-token-0123456789abcdef');
  });
});
