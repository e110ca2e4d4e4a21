import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PER_SESSION, sessionBudget, startBrowserErrorReporting } from './browser-error-reporting';

vi.mock('@sentry/react', () => ({ init: vi.fn(), captureException: vi.fn() }));

describe('sessionBudget', () => {
  it('sends ten scrubbed events a page and drops the rest (docs/product.md#error-reporting)', () => {
    const beforeSend = sessionBudget();
    const sent = Array.from({ length: 15 }, (_, i) => beforeSend({ event_id: String(i), message: `for ann@shop.co.th` }));
    expect(sent.filter(Boolean)).toHaveLength(EVENTS_PER_SESSION);
    expect(sent[0]).toEqual({ event_id: '0', message: 'for [email]' });
    expect(sent[10]).toBeNull();
  });

  it('does not count an event dropped for its size', () => {
    const beforeSend = sessionBudget(1);
    expect(beforeSend({ extra: { blob: 'x'.repeat(1_100_000) } })).toBeNull();
    expect(beforeSend({ message: 'small' })).toEqual({ message: 'small' });
  });

  it('sends as many as SENTRY_MAX_EVENTS allows, up to 100', () => {
    const beforeSend = sessionBudget(100);
    const sent = Array.from({ length: 120 }, (_, i) => beforeSend({ event_id: String(i) }));
    expect(sent.filter(Boolean)).toHaveLength(100);
  });
});

describe('startBrowserErrorReporting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the page before fetching the SDK, yet an uncaught error meanwhile fetches it and is reported', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', { readyState: 'loading', documentElement: { dataset: {} } });
    const sentry = await import('@sentry/react');
    startBrowserErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'test', maxBreadcrumbs: 20 });
    await new Promise((r) => setTimeout(r, 20));
    expect(sentry.init).not.toHaveBeenCalled();

    const error = new Error('checkout button broke');
    page.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { where: 'window.onerror' }, extra: {} }));
    expect(sentry.init).toHaveBeenCalledTimes(1);
    // From here the SDK's own handlers report: ours are gone, nothing is reported twice.
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later'), message: 'later' }));
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
  });
});
