import { describe, expect, it } from 'vitest';
import { environmentOf, parseEnv, sandboxEnabled } from './env';

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

  it('asks for marketing consent in TH, ID and PH unless configured otherwise (decision 0114)', () => {
    expect([...parseEnv({}).ANALYTICS_CONSENT_COUNTRIES].sort()).toEqual(['ID', 'PH', 'TH']);
    // A blank line in an env file keeps the default rather than dropping consent.
    expect([...parseEnv({ ANALYTICS_CONSENT_COUNTRIES: ' ' }).ANALYTICS_CONSENT_COUNTRIES].sort()).toEqual(['ID', 'PH', 'TH']);
    expect([...parseEnv({ ANALYTICS_CONSENT_COUNTRIES: 'th, my ,TH' }).ANALYTICS_CONSENT_COUNTRIES]).toEqual(['TH', 'MY']);
    expect(parseEnv({ ANALYTICS_CONSENT_COUNTRIES: 'none' }).ANALYTICS_CONSENT_COUNTRIES.size).toBe(0);
  });

  it('fails at boot on a consent country that is not one of the eight', () => {
    expect(() => parseEnv({ ANALYTICS_CONSENT_COUNTRIES: 'TH,EU' })).toThrow(/"EU"[\s\S]*ANALYTICS_CONSENT_COUNTRIES/);
  });

  const hop = 'h'.repeat(32);
  it.each([
    [{}, 'local', true],
    [{ NODE_ENV: 'production', APP_ENV: 'local' }, 'local', true],
    [{ NODE_ENV: 'production', APP_ENV: 'local', SANDBOX_ENABLED: 'false' }, 'local', false],
    [{ NODE_ENV: 'production', INTERNAL_HOP_SECRET: hop }, 'production', false],
    [{ NODE_ENV: 'production', INTERNAL_HOP_SECRET: hop, SANDBOX_ENABLED: 'true' }, 'production', true],
  ])(
    'tells the environment from the build (decision 0154), the production build serving a local shop too: %j is %s, sandbox %s',
    (source, environment, sandbox) => {
      const env = parseEnv(source);
      expect([environmentOf(env), sandboxEnabled(env)]).toEqual([environment, sandbox]);
    },
  );

  it('asks for the hop secret in production and refuses an unknown environment', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/INTERNAL_HOP_SECRET is required in production/);
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/INTERNAL_HOP_SECRET is required in production/);
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
});
