import { describe, expect, it } from 'vitest';
import { BREADCRUMB_TEXT_LIMIT, eventBytes, REDACTED, scrubEvent } from './event-scrubber.ts';

const event = {
  event_id: 'abc',
  message: 'sign-in failed for mei.tan@example.com with Bearer eyJhbGciOi.x.y',
  user: { email: 'mei.tan@example.com', ip_address: '203.0.113.9' },
  request: {
    url: 'https://shop.example.sg/password/edit?reset_password_token=s3cret#top',
    method: 'POST',
    query_string: 'reset_password_token=s3cret',
    cookies: { 'jwt-signature': 'sig' },
    data: { email: 'mei.tan@example.com', password: 'hunter22' },
    headers: { Authorization: 'Bearer abc', Cookie: 'jwt-signature=sig', 'User-Agent': 'Chrome', 'x-site-country': 'TH', 'x-forwarded-for': '203.0.113.9' },
  },
  extra: { input: { email: 'a@b.co', newPassword: 'x', note: 'call +66 ok' }, attempts: 3 },
  breadcrumbs: [
    { category: 'fetch', data: { url: '/graphql?token=abc', method: 'POST' } },
    { category: 'console', message: 'x'.repeat(500) },
  ],
  exception: { values: [{ type: 'Error', value: 'duplicate key (email)=(ann@shop.co.th)', stacktrace: { frames: [{ filename: 'app.js', lineno: 3 }] } }] },
};

describe('scrubEvent', () => {
  const clean = scrubEvent(event) as typeof event;

  it('drops the user, body, cookies and query string, and keeps only harmless headers', () => {
    expect(clean.user).toBeUndefined();
    expect(clean.request).toEqual({
      url: 'https://shop.example.sg/password/edit',
      method: 'POST',
      headers: { 'User-Agent': 'Chrome', 'x-site-country': 'TH' },
    });
  });

  it('masks e-mail addresses and bearer tokens in messages and exception values', () => {
    expect(clean.message).toBe('sign-in failed for [email] with Bearer [redacted]');
    expect(clean.exception.values[0]!.value).toBe('duplicate key (email)=([email])');
    expect(clean.exception.values[0]!.stacktrace.frames).toEqual([{ filename: 'app.js', lineno: 3 }]);
  });

  it('redacts secret-named fields wherever they are, keeping the rest', () => {
    expect(clean.extra).toEqual({ input: { email: REDACTED, newPassword: REDACTED, note: 'call +66 ok' }, attempts: 3 });
  });

  it('leaves file paths with @ in them (pnpm store paths) readable', () => {
    const path = '/app/node_modules/.pnpm/@sentry+node@10.78.0/node_modules/@sentry/node/build/index.js';
    expect(scrubEvent({ message: path }).message).toBe(path);
  });

  it('cuts breadcrumb text at 140 characters and query strings off breadcrumb URLs', () => {
    expect(clean.breadcrumbs[0]!.data).toEqual({ url: '/graphql', method: 'POST' });
    expect(clean.breadcrumbs[1]!.message).toHaveLength(BREADCRUMB_TEXT_LIMIT);
  });

  // A quadratic pattern takes hours on this (a first version did): the test timeout catches it.
  it('finishes on a megabyte of text around an @ (no runaway backtracking)', () => {
    const text = `${'x'.repeat(1_000_000)}@${'y'.repeat(1_000_000)}`;
    expect(scrubEvent({ message: text }).message).toBe(text);
  });

  it('leaves the original event untouched', () => {
    expect(event.user.email).toBe('mei.tan@example.com');
    expect(event.request.data.password).toBe('hunter22');
  });
});

describe('eventBytes', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(eventBytes({ m: 'ก' })).toBe('{"m":""}'.length + 3);
  });
});
