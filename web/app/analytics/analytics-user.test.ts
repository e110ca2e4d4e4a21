import { describe, expect, it } from 'vitest';
import { analyticsUserPayload } from './analytics-user';

describe('analytics current user payload (docs/product.md#analytics-user)', () => {
  it('uses the names of docs/product.md#analytics-user and keeps loyalty fields empty until Beauty Pass exists', () => {
    expect(
      analyticsUserPayload({
        __typename: 'AnalyticsUser',
        id: 'U1',
        isEmployee: true,
        age: 31,
        cardNumber: null,
        emailSHA256: 'a'.repeat(64),
        emailMD5: 'b'.repeat(32),
        mobileNumberMD5: null,
        loyaltyPoints: null,
        loyaltyTier: null,
        tierPointsCounter: null,
      }),
    ).toEqual({
      id: 'U1',
      is_employee: true,
      age: 31,
      card_number: null,
      email_sha256: 'a'.repeat(64),
      email_md5: 'b'.repeat(32),
      mobile_number_md5: null,
      loyalty_points: null,
      loyalty_tier: null,
      tier_points_counter: null,
    });
  });
});
