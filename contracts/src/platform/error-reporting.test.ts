import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_TEXT_MAX, captureContext, errorReportingConfig, errorReportingEnv, prepareEvent, trimBreadcrumb } from './error-reporting.ts';
import { MAX_EVENT_BYTES } from './event-scrubber.ts';

const schema = z.object(errorReportingEnv);
const parse = (vars: Record<string, string>) => schema.safeParse(vars);

describe('the SENTRY_* variables', () => {
  it('leave reporting off when SENTRY_DSN is unset or empty', () => {
    for (const vars of [{}, { SENTRY_DSN: '' }]) {
      const env = schema.parse(vars);
      expect(errorReportingConfig({ ...env, NODE_ENV: 'production' })).toBeUndefined();
    }
  });

  it('default to 25 breadcrumbs and the NODE_ENV as environment', () => {
    const env = schema.parse({ SENTRY_DSN: 'https://key@o1.ingest.example.io/42' });
    expect(errorReportingConfig({ ...env, NODE_ENV: 'production' })).toEqual({
      dsn: 'https://key@o1.ingest.example.io/42',
      environment: 'production',
      release: undefined,
      maxBreadcrumbs: 25,
      maxEvents: 10,
    });
  });

  it('take SENTRY_MAX_EVENTS as a positive integer up to 100, and refuse anything else', () => {
    expect(schema.parse({}).SENTRY_MAX_EVENTS).toBe(10);
    expect(schema.parse({ SENTRY_MAX_EVENTS: '100' }).SENTRY_MAX_EVENTS).toBe(100);
    expect(schema.parse({ SENTRY_MAX_EVENTS: '1' }).SENTRY_MAX_EVENTS).toBe(1);
    for (const bad of ['0', '-3', '101', '2.5', 'ten']) expect(parse({ SENTRY_MAX_EVENTS: bad }).success, bad).toBe(false);
    const env = schema.parse({ SENTRY_DSN: 'https://key@o1.ingest.example.io/42', SENTRY_MAX_EVENTS: '40' });
    expect(errorReportingConfig({ ...env, NODE_ENV: 'production' })?.maxEvents).toBe(40);
  });

  it('cut breadcrumb text at 140 characters', () => {
    const long = 'x'.repeat(300);
    const trimmed = trimBreadcrumb({ category: 'ui.click', message: long });
    expect(trimmed.message).toHaveLength(BREADCRUMB_TEXT_MAX);
    expect(trimmed.message?.endsWith('…')).toBe(true);
    expect(trimBreadcrumb({ message: 'short' }).message).toBe('short');
    expect(trimBreadcrumb({ message: 'y'.repeat(140) }).message).toHaveLength(140);
    expect(trimBreadcrumb({ category: 'fetch' })).toEqual({ category: 'fetch' });
  });

  it('clamp the breadcrumb count to 1..100', () => {
    expect(schema.parse({ SENTRY_MAX_BREADCRUMBS: '500' }).SENTRY_MAX_BREADCRUMBS).toBe(100);
    expect(schema.parse({ SENTRY_MAX_BREADCRUMBS: '0' }).SENTRY_MAX_BREADCRUMBS).toBe(1);
    expect(schema.parse({ SENTRY_MAX_BREADCRUMBS: '40' }).SENTRY_MAX_BREADCRUMBS).toBe(40);
    expect(parse({ SENTRY_MAX_BREADCRUMBS: 'lots' }).success).toBe(false);
  });

  it('refuse a DSN without a public key or a project id, and odd environment names', () => {
    expect(parse({ SENTRY_DSN: 'https://o1.ingest.example.io/42' }).success).toBe(false);
    expect(parse({ SENTRY_DSN: 'https://key@o1.ingest.example.io/' }).success).toBe(false);
    expect(parse({ SENTRY_DSN: 'ftp://key@host/1' }).success).toBe(false);
    expect(parse({ SENTRY_ENVIRONMENT: 'prod/th' }).success).toBe(false);
    expect(parse({ SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'web@1.4.2' }).success).toBe(true);
  });
});

describe('prepareEvent', () => {
  it('sends an event up to 1 MB and drops a bigger one', () => {
    const padding = (bytes: number) => ({ event_id: 'e', extra: { blob: 'x'.repeat(bytes) } });
    const overhead = JSON.stringify(padding(0)).length;
    expect(prepareEvent(padding(MAX_EVENT_BYTES - overhead))).not.toBeNull();
    expect(prepareEvent(padding(MAX_EVENT_BYTES - overhead + 1))).toBeNull();
  });

  it('measures the scrubbed event: a large request body does not get an event dropped', () => {
    const event = { event_id: 'e', request: { url: '/x', data: 'x'.repeat(2 * MAX_EVENT_BYTES) } };
    expect(prepareEvent(event)).toEqual({ event_id: 'e', request: { url: '/x', headers: {} } });
  });
});

describe('captureContext', () => {
  it('makes `where` a tag and the rest extra data', () => {
    expect(captureContext({ where: 'graphql', path: 'bag.lines' })).toEqual({ tags: { where: 'graphql' }, extra: { path: 'bag.lines' } });
  });
});
