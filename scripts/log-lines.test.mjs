// The local log view (scripts/log-lines.mjs): a JSON line becomes one readable line in a
// terminal; anything else, and everything when piped, is left as the service wrote it.
import { describe, expect, it } from 'vitest';
import { logLineFormatter } from './log-lines.mjs';

const LINE = JSON.stringify({
  level: 'warn',
  time: '2026-12-03T05:06:07.089Z',
  service: 'api',
  pid: 1,
  hostname: 'h',
  reqId: 'r-1',
  msg: 'slow query',
  ms: 812,
});

describe('logLineFormatter', () => {
  it('shows a JSON line as one line with its level, message and fields, without pid or host', () => {
    const shown = logLineFormatter({ pretty: true, colours: false })(LINE);
    expect(shown.split('\n')).toHaveLength(1);
    expect(shown).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: slow query /);
    expect(shown).toContain('"reqId":"r-1"');
    expect(shown).not.toContain('hostname');
  });

  it('leaves lines that are not JSON alone', () => {
    expect(logLineFormatter({ pretty: true })('kiosk: ION Orchard on http://127.0.0.1:3150')).toBe('kiosk: ION Orchard on http://127.0.0.1:3150');
    expect(logLineFormatter({ pretty: true })('{not json')).toBe('{not json');
  });

  it('passes JSON through untouched when not pretty (piped, CI, LOG_FORMAT=json)', () => {
    expect(logLineFormatter({ pretty: false })(LINE)).toBe(LINE);
  });
});
