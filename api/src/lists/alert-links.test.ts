import { describe, expect, it } from 'vitest';
import { alertIdOfToken, alertLinkToken } from './alert-links.ts';

describe('alert links', () => {
  const secret = 'a'.repeat(40);
  it('reads back the alert id for its own purpose and secret only', () => {
    const token = alertLinkToken(secret, 'unsubscribe', 'AL-1');
    expect(alertIdOfToken(secret, 'unsubscribe', token)).toBe('AL-1');
    expect(alertIdOfToken(secret, 'confirm', token)).toBeUndefined();
    expect(alertIdOfToken('b'.repeat(40), 'unsubscribe', token)).toBeUndefined();
    expect(alertIdOfToken(secret, 'unsubscribe', token.replace('AL-1', 'AL-2'))).toBeUndefined();
    expect(alertIdOfToken(secret, 'unsubscribe', 'no-dot-here')).toBeUndefined();
  });
});
