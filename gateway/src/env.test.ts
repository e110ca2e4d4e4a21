import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { environmentOf, parseAssistantModelEnv, parseEnv, sandboxEnabled } from './env.ts';

describe('parseEnv', () => {
  it('defaults to the ports and hosts of decision 0001', () => {
    expect(parseEnv({})).toEqual({
      GATEWAY_PORT: 4000,
      GATEWAY_HOST: '127.0.0.1',
      API_URL: 'http://127.0.0.1:4001',
      GATEWAY_WORKERS: 1,
      COOKIE_SECURE: true,
      RESPONSE_CACHE: true,
      GATEWAY_EXECUTOR: 'jit',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SENTRY_MAX_BREADCRUMBS: 25,
      // From the shared error-reporting variables (decision 0003, docs/product.md#error-reporting-limits: events per session).
      SENTRY_MAX_EVENTS: 10,
      // The assistant's model is off (no URL); its bounds have defaults (decision 0113).
      ASSISTANT_MODEL_TIMEOUT_MS: 8_000,
      ASSISTANT_MODEL_TOKEN_BUDGET: 60_000,
    });
  });

  it('tells the environment from the build (decision 0154)', () => {
    const secret = randomBytes(32).toString('base64url');
    const at = (source: Record<string, string>) => {
      const env = parseEnv(source);
      return [environmentOf(env), sandboxEnabled(env)];
    };
    expect(at({})).toEqual(['local', true]);
    expect(at({ NODE_ENV: 'production', APP_ENV: 'local' })).toEqual(['local', true]);
    expect(at({ NODE_ENV: 'production', APP_ENV: 'local', SANDBOX_ENABLED: 'false' })).toEqual(['local', false]);
    // Production never has the sandbox here, whatever SANDBOX_ENABLED says (decision 0137).
    expect(at({ NODE_ENV: 'production', INTERNAL_HOP_SECRET: secret, SANDBOX_ENABLED: 'true' })).toEqual(['production', false]);
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/INTERNAL_HOP_SECRET is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', APP_ENV: 'local' })).not.toThrow();
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  it('keeps the response cache on unless turned off', () => {
    expect(parseEnv({ RESPONSE_CACHE: 'off' }).RESPONSE_CACHE).toBe(false);
    expect(parseEnv({ RESPONSE_CACHE: 'on' }).RESPONSE_CACHE).toBe(true);
    expect(parseEnv({}).GATEWAY_EXECUTOR).toBe('jit');
    expect(parseEnv({ GATEWAY_EXECUTOR: 'graphql-js' }).GATEWAY_EXECUTOR).toBe('graphql-js');
    expect(() => parseEnv({ GATEWAY_EXECUTOR: 'fast' })).toThrow();
  });

  it('turns secure cookies off only when asked', () => {
    expect(parseEnv({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(parseEnv({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('reads an empty variable as unset', () => {
    const env = parseEnv({ REDIS_URL: '', GATEWAY_PORT: '' });
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.GATEWAY_PORT).toBe(4000);
  });

  it('refuses a malformed url or port at boot', () => {
    expect(() => parseEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseEnv({ GATEWAY_PORT: 'eighty' })).toThrow(/GATEWAY_PORT/);
    expect(() => parseEnv({ REDIS_URL: 'redis' })).toThrow(/REDIS_URL/);
  });

  it('runs one process unless asked for more workers, one per core with "auto"', () => {
    expect(parseEnv({ GATEWAY_WORKERS: '2' }).GATEWAY_WORKERS).toBe(2);
    expect(parseEnv({ GATEWAY_WORKERS: 'auto' }).GATEWAY_WORKERS).toBe(availableParallelism());
    for (const wrong of ['0', '-1', '1.5', 'many', '65']) expect(() => parseEnv({ GATEWAY_WORKERS: wrong }), wrong).toThrow(/GATEWAY_WORKERS/);
  });

  it('takes a redis:// or rediss:// url for the shared cache, nothing else', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe('rediss://cache.internal:6380/2');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses to start in production without INTERNAL_HOP_SECRET, naming it; optional elsewhere', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/INTERNAL_HOP_SECRET is required in production/);
    expect(() => parseEnv({ INTERNAL_HOP_SECRET: 'short' })).toThrow(/INTERNAL_HOP_SECRET/);
    const secret = randomBytes(32).toString('base64url');
    expect(parseEnv({ NODE_ENV: 'production', INTERNAL_HOP_SECRET: secret }).INTERNAL_HOP_SECRET).toBe(secret);
    expect(parseEnv({}).INTERNAL_HOP_SECRET).toBeUndefined();
  });
});

describe('the assistant model variables (decision 0113)', () => {
  it('is off when the url is unset, and takes an OpenAI-compatible base url with its model', () => {
    expect(parseEnv({}).ASSISTANT_MODEL_URL).toBeUndefined();
    const env = parseEnv({ ASSISTANT_MODEL_URL: 'http://127.0.0.1:11434/v1', ASSISTANT_MODEL: 'qwen2.5:7b', ASSISTANT_MODEL_TIMEOUT_MS: '3000' });
    expect(env).toMatchObject({ ASSISTANT_MODEL_URL: 'http://127.0.0.1:11434/v1', ASSISTANT_MODEL: 'qwen2.5:7b', ASSISTANT_MODEL_TIMEOUT_MS: 3_000 });
  });

  it('refuses a url without a model name, a non-http url and a timeout that is not a number, naming them', () => {
    expect(() => parseEnv({ ASSISTANT_MODEL_URL: 'https://models.example/v1' })).toThrow(/ASSISTANT_MODEL is required with ASSISTANT_MODEL_URL/);
    expect(() => parseAssistantModelEnv({ ASSISTANT_MODEL_URL: 'ftp://models.example', ASSISTANT_MODEL: 'm' })).toThrow(/ASSISTANT_MODEL_URL/);
    expect(() => parseAssistantModelEnv({ ASSISTANT_MODEL_TIMEOUT_MS: 'soon' })).toThrow(/ASSISTANT_MODEL_TIMEOUT_MS/);
  });

  it('reads only its own variables, so an unrelated one cannot stop the assistant', () => {
    expect(parseAssistantModelEnv({ GATEWAY_PORT: 'eighty', ASSISTANT_MODEL_URL: '', ASSISTANT_MODEL_KEY: 'sk-test' })).toEqual({
      ASSISTANT_MODEL_KEY: 'sk-test',
      ASSISTANT_MODEL_TIMEOUT_MS: 8_000,
      ASSISTANT_MODEL_TOKEN_BUDGET: 60_000,
    });
  });
});
