// The rule every service's config shares: which environment a start is in, and what
// start.mjs hands every service for each of its three ways to start.
import { describe, expect, it } from 'vitest';
import { appEnvironment, servicesMode } from './environments.mjs';

describe('environments', () => {
  it('is local unless NODE_ENV or APP_ENV says production', () => {
    expect(appEnvironment({})).toBe('local');
    expect(appEnvironment({ NODE_ENV: 'development' })).toBe('local');
    expect(appEnvironment({ NODE_ENV: 'production' })).toBe('production');
    expect(appEnvironment({ APP_ENV: 'production' })).toBe('production');
    expect(appEnvironment({ NODE_ENV: 'production', APP_ENV: 'local' })).toBe('local');
    expect(appEnvironment({ APP_ENV: ' ' })).toBe('local');
  });

  it('refuses an environment it does not know, naming the variable', () => {
    expect(() => appEnvironment({ APP_ENV: 'staging' })).toThrow(/APP_ENV must be local or production/);
  });

  it('runs the production build everywhere but in pnpm dev', () => {
    expect(servicesMode({ dev: false, environment: 'local' })).toEqual({ NODE_ENV: 'production', APP_ENV: 'local' });
    expect(servicesMode({ dev: false, environment: 'production' })).toEqual({ NODE_ENV: 'production', APP_ENV: 'production' });
    expect(servicesMode({ dev: true, environment: 'local' })).toEqual({ NODE_ENV: 'development', APP_ENV: 'local' });
  });
});
