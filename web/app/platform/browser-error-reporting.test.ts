import { describe, expect, it } from 'vitest';
import { EVENTS_PER_SESSION, sessionBudget } from './browser-error-reporting';

describe('sessionBudget', () => {
  it('sends ten scrubbed events a page and drops the rest (spec §7)', () => {
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
