import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      WEB_PORT: 3000,
      GATEWAY_URL: 'http://127.0.0.1:4000',
      API_URL: 'http://127.0.0.1:4001',
      COOKIE_SECURE: true,
    });
    expect(env.COUNTRY_HOSTS.size).toBe(0);
  });

  it('reads the host map and the cookie flag', () => {
    const env = parseEnv({ COUNTRY_HOSTS: 'Shop.Example.th=th, shop.example.sg=SG', COOKIE_SECURE: 'false' });
    expect([...env.COUNTRY_HOSTS]).toEqual([
      ['shop.example.th', 'TH'],
      ['shop.example.sg', 'SG'],
    ]);
    expect(env.COOKIE_SECURE).toBe(false);
  });

  it('fails at boot on a bad value, naming it', () => {
    expect(() => parseEnv({ COUNTRY_HOSTS: 'shop.example.us=US' })).toThrow(/shop\.example\.us=US/);
    expect(() => parseEnv({ GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/);
  });
});
