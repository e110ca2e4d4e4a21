import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, LOG_LEVELS } from './logger.ts';
import { redactText } from './redact.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, destination, text: () => text };
}

describe('redactText', () => {
  it('blanks secret query values and credentials, keeps the rest', () => {
    expect(redactText('/order/7?token=abc.def&country_code=SG')).toBe('/order/7?token=[redacted]&country_code=SG');
    expect(redactText('/password/edit?reset_password_token=xyz')).toBe('/password/edit?reset_password_token=[redacted]');
    expect(redactText('/search?q=lipstick&code=GIFT-1234')).toBe('/search?q=lipstick&code=[redacted]');
    expect(redactText('upstream said: Authorization: Bearer eyJ.abc.def')).toBe('upstream said: Authorization: Bearer [redacted]');
  });
});

describe('createLogger', () => {
  it('writes the shared fields with level names, and no secret field or query value', () => {
    const out = capture();
    const log = createLogger({ service: 'gateway', level: 'debug', destination: out.destination });
    log.child({ reqId: '0123456789ABCDEF' }).debug(
      {
        req: {
          method: 'GET',
          url: '/api/web/v1/orders/7?token=sekret-token',
          headers: { authorization: 'Bearer sekret-bearer', cookie: 'jwt-signature=sekret-cookie' },
        },
        body: { password: 'sekret-password', giftCardCode: 'sekret-gift' },
        headers: { 'set-cookie': 'jwt-refresh-token=sekret-refresh', 'x-internal-hop': 'sekret-hop' },
        path: '/orders/7?token=sekret-path',
        err: new Error('GET /orders/7?token=sekret-error failed'),
      },
      'something',
    );
    expect(out.lines[0]).toMatchObject({
      level: 'debug',
      service: 'gateway',
      reqId: '0123456789ABCDEF',
      msg: 'something',
      req: { method: 'GET', url: '/api/web/v1/orders/7?token=[redacted]' },
    });
    expect(typeof out.lines[0]!.time).toBe('string');
    expect(out.text()).not.toMatch(/sekret/);
  });

  it('accepts every documented level', () => {
    for (const level of LOG_LEVELS) {
      const out = capture();
      const log = createLogger({ service: 'api', level, destination: out.destination });
      log.fatal('boom');
      expect(out.lines.length).toBe(level === 'silent' ? 0 : 1);
    }
  });
});
