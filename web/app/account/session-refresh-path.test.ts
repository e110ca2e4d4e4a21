import { SESSION_REFRESH_PATH as contractPath } from '@beauty/contracts/account';
import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_PATH } from './session-refresh-path';

describe('the browser’s session refresh path', () => {
  it('is the path the gateway serves and scopes the refresh cookie to', () => {
    expect(SESSION_REFRESH_PATH).toBe(contractPath);
  });
});
